import type { Plugin } from 'vite';

export declare const DEBUG_ONLY_METHODS: string[];
export declare function quietLogs(code: string, parse: (code: string) => unknown): { code: string; calls: number };
export declare function i18nextQuiet(): Plugin;
