// Types for the architecture checks in scripts/lint.mjs so TypeScript tests can import them.
export interface ArchitectureProblem {
  file: string;
  line: number;
  message: string;
}
export const INNER_HTML_ALLOWED: Record<string, string>;
export function stripComments(src: string): string;
export function importsOf(code: string): { specifier: string; line: number }[];
export function jsxLiterals(src: string): { line: number; text: string; attribute?: string }[];
export function checkFile(file: string, content: string, apiPaths?: RegExp[]): ArchitectureProblem[];
export function declaredPathPatterns(root: string): RegExp[];
export function checkArchitecture(root: string): ArchitectureProblem[];
