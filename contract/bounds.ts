import { coerce, integer, max, min, refine, size, string, type Struct } from './struct';

// Bounds for every number and string a request may carry. An unbounded field lets one request
// cost the server far more than it should (a megabyte LIKE pattern) or fail below the validator
// (an offset SQLite cannot bind), so each request field states its range here.

/**
 * The largest whole number a request may carry. SQLite's integers go to 2^63 - 1, but a JavaScript
 * number is exact only up to 2^53 - 1; below this bound both sides read the same value.
 */
export const MAX_INTEGER = Number.MAX_SAFE_INTEGER;

/** The longest search text (member, course and favourite searches): any name fits, and a LIKE stays cheap. */
export const SEARCH_MAX_LENGTH = 200;

/** The longest id a request may name (ids are UUIDs or short seeded names). */
export const ID_MAX_LENGTH = 100;

/** An ISO date-time with room for an offset and extended years. */
export const DATE_TIME_MAX_LENGTH = 64;

// ---- control characters (issue 22 point 7) ----
// A control character is never text a person meant: U+0000 passed validation and then failed below it
// (SQLite's length CHECKs stop at it, FTS5 reads it as the end of the query), and the others are invisible
// noise or terminal escapes. So every string states which kind of text it is:
// - single-line (names, titles, holders, codes, ids, search text): no C0 control at all (U+0000–U+001F,
//   tab and line breaks included), no DEL (U+007F), and no line or paragraph separator (U+2028, U+2029);
// - multi-line (contents, descriptions, bios, messages, summaries): line breaks and tabs are part of the
//   text, every other C0 control and DEL is refused. A carriage return is a line break: `\r\n` (what
//   Windows and HTML form posts send) and a lone `\r` are stored as `\n`, so a text reads and counts the same
//   whichever way it came.
// The server refuses the multi-line set in every string a request carries (server/lib/validation.ts), so a
// field that forgot its kind still cannot store U+0000; the refusal is 400 `controlCharacters` (100440).

/** What no text takes: C0 controls but tab, line feed and carriage return; DEL. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** What a single line takes none of: every C0 control, DEL, and the line and paragraph separators. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_CONTROL_CHARACTER = /[\u0000-\u001F\u007F\u2028\u2029]/;
/** The refinement's name in a superstruct failure: the server answers it with `controlCharacters`. */
export const CONTROL_CHARACTER_REFINEMENT = 'control characters';

/** A character as people quote it: U+000A. */
export const codePointName = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `text` is refused as multi-line text (`singleLine`: as a single line), or null. */
export function controlCharacterProblem(text: string, singleLine = false): string | null {
  const found = (singleLine ? LINE_CONTROL_CHARACTER : CONTROL_CHARACTER).exec(text);
  if (!found) return null;
  return `expected ${singleLine ? 'a single line' : 'text'} without control characters, found ${codePointName(found[0])}`;
}

/** `struct` (a string) as a single line: see above. */
export const singleLine = <T extends string, S>(struct: Struct<T, S>) =>
  refine(struct, CONTROL_CHARACTER_REFINEMENT, (value) => controlCharacterProblem(value, true) ?? true);

/** `struct` (a string) as multi-line text: see above; line breaks come out as `\n` (when coercing). */
export const multiLine = <T extends string, S>(struct: Struct<T, S>) =>
  coerce(
    refine(struct, CONTROL_CHARACTER_REFINEMENT, (value) => controlCharacterProblem(value) ?? true),
    string(),
    (text) => text.replace(/\r\n?/g, '\n'),
  );

/** A single line of `minLength` to `maxLength` characters (names, titles, codes, ids, search text). */
export const boundedString = (maxLength: number, minLength = 0) => singleLine(size(string(), minLength, maxLength));

/** Multi-line text of `minLength` to `maxLength` characters (contents, descriptions, bios, messages). */
export const boundedText = (maxLength: number, minLength = 0) => multiLine(size(string(), minLength, maxLength));

/** A whole number from `low` to `high`; the default range is every non-negative integer both sides hold exactly. */
export const boundedInteger = (low = 0, high = MAX_INTEGER) => max(min(integer(), low), high);

/**
 * A whole number written in a query string, from `low` to `high`. Digits beyond what a number holds
 * exactly are refused, never rounded to a neighbouring value.
 */
export const queryInteger = (low = 0, high = MAX_INTEGER) =>
  coerce(boundedInteger(low, high), string(), (text) => (/^-?\d{1,16}$/.test(text) ? Number(text) : text));

/** What a search box sends. */
export const SearchText = boundedString(SEARCH_MAX_LENGTH);
/** An id named in a body or query (the lookup answers 404 when nothing has it). */
export const IdText = boundedString(ID_MAX_LENGTH);
