export const ES2019_SINCE: Record<string, number>;
export function targetEngines(root?: string): string[];
export function buildTargets(engines: string[]): string[];
export function olderThanEs2019(engines: string[]): string[];
