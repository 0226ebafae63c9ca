import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export const ROOT: string;
export function ensureBuilt(label: string, dist: string, given: boolean): void;
export function startServer(options: {
  label: string;
  port: number;
  database: string;
  dist: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  onSpawn?: (child: ChildProcessByStdio<null, Readable, Readable>) => void;
}): Promise<{ child: ChildProcessByStdio<null, Readable, Readable>; startMs: number }>;
export function stopServer(child: ChildProcessByStdio<null, Readable, Readable>): Promise<void>;
export function loginUrl(label: string, base: string, group: string, persona?: string): Promise<string>;
export function machineLoad(): { cores: number; loadAverage: number; warning: string | null };
