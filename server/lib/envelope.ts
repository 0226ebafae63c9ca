import type { Context } from 'hono';
import { assert, type Struct } from 'superstruct';
import type { ApiError } from './errors';

export type ErrorBody = { code: number; message: string };

/**
 * Sends `{data}` after checking it against the shared struct the client validates with,
 * so a server-side shape slip fails here (as a logged 500) instead of in the client.
 */
export function sendData<T, S>(c: Context, struct: Struct<T, S>, data: T): Response {
  assert(data, struct);
  return c.json({ data });
}

/** The body of an error answer: the same for the app's answers and for those made before it (server/listen.ts). */
export function errorBody(error: ApiError): ErrorBody {
  return { code: error.code, message: error.message };
}

export function sendError(c: Context, error: ApiError): Response {
  return c.json(errorBody(error), error.status);
}
