// Types for scripts/test.mjs (the gate's steps) so TypeScript tests can import them.
export const STEPS: string[];
export function timingTable(times: { step: string; seconds: number; status: number }[]): string;
