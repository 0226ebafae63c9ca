import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Clock } from '../context';

/**
 * One entry of the server's log (issue 23 point 8): what happened, with the request it belongs to.
 * `request_id` is the request's `X-Request-Id`, so a line of a balancer's or a client's log finds ours.
 */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string; request_id?: string; [field: string]: unknown };
export type Log = (entry: LogEntry) => void;

/**
 * The log of the tests and of an app made without one: unexpected errors on the console, the stack
 * readable, as `[METHOD /path] stack`, and warnings as their message; nothing for requests that went well.
 */
export const consoleErrors: Log = (entry) => {
  if (entry.level === 'error') console.error(`[${String(entry.method)} ${String(entry.path)}]`, entry.error ?? entry.msg);
  if (entry.level === 'warn') console.warn(`[${entry.msg}]`, entry.what ?? '', entry.error ?? '');
};

/** The server's log (server/main.ts): one JSON object a line with its time; errors and warnings on stderr, the rest on stdout. */
export function jsonLines(clock: Clock, out: Pick<NodeJS.WriteStream, 'write'> = process.stdout, err: Pick<NodeJS.WriteStream, 'write'> = process.stderr): Log {
  return (entry) => {
    const line = `${JSON.stringify({ time: new Date(clock()).toISOString(), ...entry })}\n`;
    (entry.level === 'info' ? out : err).write(line);
  };
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a balancer or client sent that we keep: short, and of characters that need no escaping anywhere. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (the `X-Request-Id` it came with when well formed, else a new UUID), answers
 * it in the same header, and logs one line when the answer is ready: method, path (never the query,
 * which may carry a code or a token), status and milliseconds.
 */
const STAND_IN_API = /^\/sandbox\/[a-z]+-api\//;

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    await next();
    c.header(REQUEST_ID_HEADER, id);
    // The stand-ins' APIs answering this server's own adapters (the wallet's snapshots every 2 s):
    // machine talk, logged by the caller when it fails.
    if (STAND_IN_API.test(c.req.path) && c.res.status < 400) return;
    c.var.deps.log({
      level: 'info', msg: 'request', request_id: id, method: c.req.method, path: c.req.path,
      status: c.res.status, ms: Math.round(performance.now() - started),
    });
  };
}
