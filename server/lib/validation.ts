import type { MiddlewareHandler } from 'hono';
import { refine, string, validate, type Struct, type StructError } from 'superstruct';
import { CONTROL_CHARACTER_REFINEMENT, controlCharacterProblem } from '../../contract/bounds';
import { apiErrors, excerpt } from './errors';

type Source = 'body' | 'query' | 'path';

/** How deep a JSON body may nest (`{}` and `[]` each count one). No request needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

// superstruct's messages quote the value they refused, and a field name is whatever key was sent:
// both are cut to an excerpt so an error never echoes a megabyte back.
function describe(error: StructError, source: Source): string {
  const field = excerpt(error.path.join('.'), 80);
  const detail = excerpt(error.message.replace(/^At path: .*? -- /, ''));
  if (!field) return `invalid ${source}: ${detail}`;
  if (error.type === 'never') return `unknown field ${field}`;
  if (error.value === undefined) return `${field} is required`;
  return `invalid ${field}: ${detail}`;
}

/**
 * Whether JSON text nests deeper than `limit`, read without parsing it. Deep nesting parses fine but
 * overflows the stack of anything that walks the value afterwards (validation, JSON.stringify).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** The media type of a request (`application/json; charset=utf-8` → `application/json`), '' when none. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The first string in `value` (an object key, or a string at any depth) holding a control character
 * that no text takes (contract/bounds.ts: every C0 control but tab and line breaks, and DEL), as the
 * message that refuses it, or null. Walked without recursion: a WebSocket frame may nest deep.
 */
export function controlCharacterRefusal(value: unknown, source: string): string | null {
  // Each entry keeps its parent, so the path is only spelt out for the refusal (never copied per level).
  type Entry = { item: unknown; key: string | number; parent: Entry | null };
  const refuse = (entry: Entry | null, problem: string) => {
    let depth = 0;
    for (let at = entry; at && at.parent; at = at.parent) depth++;
    const path = Array.from({ length: depth }, (): string | number => '');
    for (let at = entry; at && at.parent; at = at.parent) path[--depth] = at.key;
    return `invalid ${excerpt(path.join('.'), 80) || source}: ${problem}`;
  };
  // Strings are read where they are met; only arrays and objects wait on the stack (a long array of
  // strings or numbers costs no allocation).
  const root: Entry = { item: value, key: '', parent: null };
  const rootProblem = typeof value === 'string' ? controlCharacterProblem(value) : null;
  if (rootProblem) return refuse(root, rootProblem);
  const stack: Entry[] = [root];
  const visit = (parent: Entry, key: string | number, item: unknown): string | null => {
    if (typeof item === 'string') {
      const problem = controlCharacterProblem(item);
      return problem && refuse({ item, key, parent }, problem);
    }
    if (typeof item === 'object' && item !== null) stack.push({ item, key, parent });
    return null;
  };
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { item } = entry;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        const refusal = visit(entry, i, item[i]);
        if (refusal) return refusal;
      }
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const problem = controlCharacterProblem(key);
        if (problem) return refuse(entry, `a field name: ${problem}`);
        const refusal = visit(entry, key, child);
        if (refusal) return refusal;
      }
    }
  }
  return null;
}

/**
 * Validates (with coercion) or throws 100400 naming the first bad field. A control character anywhere
 * (even in a field no struct bounds) is 100440, as is one a single-line field refuses (a line break).
 */
export function check<T, S>(value: unknown, struct: Struct<T, S>, source: Source): T {
  const refusal = controlCharacterRefusal(value, source);
  if (refusal) throw apiErrors.controlCharacters(refusal);
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) {
    const message = describe(error, source);
    throw error.refinement === CONTROL_CHARACTER_REFINEMENT ? apiErrors.controlCharacters(message) : apiErrors.validation(message);
  }
  return result;
}

/** A percent-encoded C0 control or DEL (%00–%1F, %7F) in a URL path. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Refuses a path holding a control character (`/discussions/ab%00c`) with 100440 before any route reads
 * its parameters: an id, a code or a group name is a single line, and the lookups below would otherwise
 * take U+0000 to SQLite. (Queries and bodies are checked by `check`; a raw control character cannot reach
 * here, as URL parsing encodes it.)
 */
export const pathWithoutControlCharacters: MiddlewareHandler = async (c, next) => {
  const found = ENCODED_CONTROL.exec(new URL(c.req.url).pathname);
  if (found) {
    throw apiErrors.controlCharacters(`invalid path: expected no control characters, found U+00${found[0].slice(1).toUpperCase()}`);
  }
  await next();
};

/**
 * Reads and validates a JSON body; read it in the handler with `c.req.valid('json')`.
 * An empty body counts as `{}` so the message names the missing field. A body needs no content
 * type, but one declared as something else (a form, text) is refused rather than guessed at.
 */
export function jsonBody<T, S>(
  struct: Struct<T, S>,
): MiddlewareHandler<any, string, { in: { json: unknown }; out: { json: T } }> {
  return async (c, next) => {
    const text = await c.req.text();
    let raw: unknown = {};
    if (text.trim() !== '') {
      const type = mediaType(c.req.header('Content-Type'));
      if (type !== '' && !isJsonType(type)) {
        throw apiErrors.validation(`invalid body: expected JSON (Content-Type application/json), not ${excerpt(type, 100)}`);
      }
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw apiErrors.validation(`invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
      // No request field is called toString, and an object carrying its own cannot be quoted in a
      // message: superstruct writes a refused value as `${value}`, which throws for it.
      let ownToString = false;
      try {
        raw = JSON.parse(text, (key, value: unknown) => {
          if (key === 'toString') ownToString = true;
          return value;
        });
      } catch {
        throw apiErrors.validation('malformed JSON body');
      }
      if (ownToString) throw apiErrors.validation('invalid body: toString is not a field name');
    }
    c.req.addValidatedData('json', check(raw, struct, 'body') as object);
    await next();
  };
}

/** Validates the query string; read it with `c.req.valid('query')`. Unknown parameters (the nonce) pass. */
export function queryParams<T, S>(
  struct: Struct<T, S>,
): MiddlewareHandler<any, string, { in: { query: Record<string, string> }; out: { query: T } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', check(c.req.query(), struct, 'query') as object);
    await next();
  };
}

/** A string holding a JSON object (custom themes). */
export const JsonObjectString = refine(string(), 'json object', (value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) || 'expected a JSON object';
  } catch {
    return 'expected a JSON object';
  }
});

/**
 * Reads and validates an HTML form post (the sandbox pages, nginx-rtmp's callbacks); read it with
 * `c.req.valid('form')`. Empty fields count as absent, as a browser sends every input of the form. A
 * body that is not a form, or a form the parser cannot read (multipart cut short, no boundary), is the
 * caller's mistake, and so is a field given twice: which one counts would be a guess, and nginx-rtmp
 * appends the pusher's own query after its fields (a second `name` would choose the name we check).
 */
export function formBody<T, S>(
  struct: Struct<T, S>,
): MiddlewareHandler<any, string, { in: { form: Record<string, string> }; out: { form: T } }> {
  return async (c, next) => {
    const type = mediaType(c.req.header('Content-Type'));
    if (type !== '' && !FORM_TYPES.includes(type)) {
      throw apiErrors.validation(`invalid body: expected a form (${FORM_TYPES.join(' or ')}), not ${excerpt(type, 100)}`);
    }
    let raw: Record<string, unknown>;
    try {
      raw = await c.req.parseBody({ all: true });
    } catch {
      throw apiErrors.validation('invalid body: malformed form data');
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (Array.isArray(value) && value.length > 1) throw apiErrors.validation(`invalid body: ${excerpt(key, 100)} is given more than once`);
      if (typeof value === 'string' && value.trim() !== '') fields[key] = value;
    }
    c.req.addValidatedData('form', check(fields, struct, 'body') as object);
    await next();
  };
}
