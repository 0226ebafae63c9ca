// Types for the plain-JS budget checker so TypeScript tests can import it.
export interface Budgets {
  firstPaintJs: { brotliKB: number };
  routeChunk: { brotliKB: number };
  firstPaintCss: { brotliKB: number };
  exempt: { pattern: string; reason: string }[];
  /**
   * Lazy sub-apps (the admin portal, the opening screen) with a budget of their own: `entry` is a
   * glob of the chunk's file name; `maxScripts` caps the scripts it loads beyond the first paint.
   */
  subApps?: { name: string; entry: string; brotliKB: number; maxScripts?: number }[];
}
export type BudgetKind = 'first-paint-js' | 'first-paint-css' | 'route-js' | 'route-css';
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BudgetFile extends Sizes {
  file: string;
  kind: BudgetKind;
  exempt?: string;
}
export interface BudgetReport {
  files: BudgetFile[];
  totals: Record<BudgetKind, Sizes>;
  graph: { js: string[]; css: string[] };
  violations: string[];
  subApps: { name: string; files: string[]; brotli: number; budgetKB: number }[];
}
export function staticImportsOf(code: string): string[];
export function firstPaintGraph(dir: string): { js: string[]; css: string[] };
export function sizesOf(buffer: Uint8Array): Sizes;
export function validateBudgets(budgets: unknown): string[];
export function analyzeDist(dir: string, budgets: Budgets): BudgetReport;
