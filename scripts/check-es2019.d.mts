// Types for the plain-JS checker so TypeScript tests can import it.
export interface Es2019Problem {
  file: string;
  line: number;
  column: number;
  message: string;
  snippet: string;
}
export interface Es2019Result {
  errors: Es2019Problem[];
  warnings: Es2019Problem[];
}
export function checkSource(code: string, file?: string): Es2019Result;
export function listJsFiles(dir: string): string[];
export function checkDir(dir: string): Es2019Result & { files: string[] };
