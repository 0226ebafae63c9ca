/** An element shown on a screen, as measureInPage reports it. */
export interface Shown {
  place: string;
  parent: string;
  box: boolean;
  video?: boolean;
  flow: boolean;
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Difference {
  at: Shown;
  what: string;
}
export const SPACE_TOLERANCE_PX: number;
export function SIZE_TOLERANCE(length: number): number;
export const SCREENS: { persona: string; group: string; paths: (string | { path: string; follow: RegExp | RegExp[] })[] }[];
export function relation(a: Shown, b: Shown): { kind: 'below' | 'beside' | 'overlapping'; space: number };
export function builtCssProblems(css: string, file?: string): string[];
export function layoutDifferences(old: Shown[], today: Shown[]): Difference[];
