export interface HighlightTextProps {
  text: string;
  /** What the user searched for; empty shows the text as it is. */
  query: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with each case-insensitive occurrence of the query wrapped in <mark>. The parts are text nodes,
 * never HTML, so neither side can inject markup.
 */
export function HighlightText({ text, query }: HighlightTextProps) {
  const needle = query.trim();
  if (!needle) return <>{text}</>;
  // A capturing group makes split() keep the matches: they are the odd parts.
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index} class="highlight-text">{part}</mark> : part))}</>;
}
