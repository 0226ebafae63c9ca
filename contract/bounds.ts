import { coerce, integer, max, min, size, string } from 'superstruct';

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

/** A string of `minLength` to `maxLength` characters. */
export const boundedString = (maxLength: number, minLength = 0) => size(string(), minLength, maxLength);

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
