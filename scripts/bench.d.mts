// Types for the plain-JS home benchmark so TypeScript tests can import its page probe.
export interface BenchProbe {
  fcp: number | null;
  lcp: number | null;
  lcpWhat: string | null;
  contentAt: number | null;
}
/**
 * Runs in the page before its scripts: sets `window.benchProbe`, whose `contentAt` notes when the home's content
 * showed. Returns what disconnects the content observer (for the probe's own test).
 */
export function installProbes(marker: string): () => void;
/** What the page showed instead of the home's content, for the error when it never shows. */
export function describeScreen(): string;
export function longestChain(requests: Iterable<unknown>, beforeWallMs: number): string[];
