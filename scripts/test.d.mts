// Types for scripts/test.mjs (the gate's phases and steps) so TypeScript tests can import them.
export const PHASES: string[][][];
export const STEPS: string[];
export function timingTable(
  times: { step: string; seconds: number; status: number }[],
  options?: { phases?: { steps: string[]; seconds: number }[]; wallSeconds?: number },
): string;
export const SCRATCH_MIN_BYTES: number;
export function memoryScratchDir(fs?: {
  statfs?: (dir: string) => { bavail: number; bsize: number };
  writable?: (dir: string) => boolean;
}): string | null;
