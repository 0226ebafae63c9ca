import type { MiddlewareHandler } from 'hono';
import { refine, string, validate, type Struct, type StructError } from 'superstruct';
import { apiErrors } from './errors';

type Source = 'body' | 'query';

function describe(error: StructError, source: Source): string {
  const field = error.path.join('.');
  const detail = error.message.replace(/^At path: .*? -- /, '');
  if (!field) return `invalid ${source}: ${detail}`;
  if (error.type === 'never') return `unknown field ${field}`;
  if (error.value === undefined) return `${field} is required`;
  return `invalid ${field}: ${detail}`;
}

/** Validates (with coercion) or throws 100400 naming the first bad field. */
export function check<T, S>(value: unknown, struct: Struct<T, S>, source: Source): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) throw apiErrors.validation(describe(error, source));
  return result;
}

/**
 * Reads and validates a JSON body; read it in the handler with `c.req.valid('json')`.
 * An empty body counts as `{}` so the message names the missing field.
 */
export function jsonBody<T, S>(
  struct: Struct<T, S>,
): MiddlewareHandler<any, string, { in: { json: unknown }; out: { json: T } }> {
  return async (c, next) => {
    const text = await c.req.text();
    let raw: unknown = {};
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw apiErrors.validation('malformed JSON body');
      }
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

/** A non-negative decimal string such as "0.00030000": money never passes through a float. */
export const DecimalString = refine(string(), 'decimal', (value) =>
  /^\d+(\.\d+)?$/.test(value) || 'expected a decimal string such as "12.50"',
);

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
 * Reads and validates an HTML form post (the sandbox pages); read it with `c.req.valid('form')`.
 * Empty fields count as absent, as a browser sends every input of the form.
 */
export function formBody<T, S>(
  struct: Struct<T, S>,
): MiddlewareHandler<any, string, { in: { form: Record<string, string> }; out: { form: T } }> {
  return async (c, next) => {
    const raw = await c.req.parseBody();
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' && value.trim() !== '') fields[key] = value;
    }
    c.req.addValidatedData('form', check(fields, struct, 'body') as object);
    await next();
  };
}
