// User text is text (issue 11, point 3): nothing in a post or a chat message becomes markup. Only
// http(s) addresses become links; anything else that looks like one (javascript:, data:, www.x
// without a scheme) stays plain text. Shared by discussions, check-in posts and the chat.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An http(s) URL up to whitespace or a character that rarely belongs to one.
const URL_PATTERN = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff5e]+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** The text split into plain runs and http(s) links, in order; joined they give the text back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  URL_PATTERN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = URL_PATTERN.exec(text))) {
    const raw = match[0];
    const trailing = TRAILING.exec(raw);
    const url = trailing ? raw.slice(0, raw.length - trailing[0].length) : raw;
    const start = match.index;
    if (!isHttpUrl(url)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
    URL_PATTERN.lastIndex = last;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isHttpUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
