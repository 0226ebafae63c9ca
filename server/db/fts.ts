// Shared by the repos that search a trigram FTS5 index (migration 011_search.sql).

/** Trigram search needs 3 characters; shorter queries are matched with instr() instead. */
export const SEARCH_TRIGRAM_MIN = 3;

/** True when the trigram index can answer `q` (counted in characters, not UTF-16 units). */
export const usesTrigrams = (q: string): boolean => [...q].length >= SEARCH_TRIGRAM_MIN;

/** The query as one FTS5 phrase: user text is never FTS syntax (quotes doubled, everything else literal). */
export function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}
