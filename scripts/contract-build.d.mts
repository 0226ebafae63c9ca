import type { Plugin } from 'vite';

export declare const SERVER_ONLY_PROPERTIES: string[];
export declare function contractForApp(code: string, parse: (code: string) => unknown, declarations: boolean): { code: string; pure: number; dropped: number };
export declare function contractBuild(): Plugin[];
