import type { Plugin } from 'vite';

export declare function dropSummaries(code: string, parse: (code: string) => unknown): { code: string; summaries: number };
export declare function callSummaries(): Plugin;
