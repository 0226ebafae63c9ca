// Mounting the declared calls (issue 25): a route's method, path, guard and validation come from
// its declaration in contract/api; what is left to a feature is its handler. A declared call
// without a handler fails here, when the server is built.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { validate } from 'superstruct';
import { FORM_BODY, pathParamNames, type Access, type Call, type Calls } from '../../contract/api/call';
import type { AppEnv, GroupEnv, ViewerEnv } from '../context';
import { check, formBody, jsonBody, queryParams } from '../lib/validation';
import { authenticate, requireAdmin, requireLecturer, requireMember, requireOwner, requireUser } from './auth/auth.middleware';

/** The guard of each access level (the session itself is read for every group route). */
// The guards narrow the context to a viewer's; the router holds them as its own middleware.
const GUARDS: Record<Access, MiddlewareHandler<any>[]> = {
  guest: [],
  session: [authenticate],
  user: [requireUser],
  member: [requireMember],
  lecturer: [requireLecturer],
  admin: [requireAdmin],
  owner: [requireOwner],
  provider: [],
};

type Parts<C> = C extends Call<string, infer Q, infer B, any, any, infer X> ? { params: X; query: Q; body: B } : never;
/** A guest's call has no viewer; every other access level's guard sets one. */
type EnvOf<C> = C extends { access: 'provider' } ? AppEnv : C extends { access: 'guest' } ? GroupEnv : ViewerEnv;

/** What answers a call: the request's parts already checked against the declaration. */
export type CallHandler<C> = (c: Context<EnvOf<C>>, request: Parts<C>) => Response | Promise<Response>;

/**
 * A call's handler, alone or with the server's own middleware to run before it, after the guard and
 * the checks (a rate limit: who may call and what they send is the declaration's, how often is the
 * server's).
 */
export type Handling<C> = CallHandler<C> | { before: MiddlewareHandler<any, string, any>[]; handle: CallHandler<C> };

export type Handlers<C extends Calls> = { [K in keyof C]: Handling<C[K]> };

/**
 * Under the server's tests (CHECK_DECLARED_ANSWERS, server/vitest.config.ts), every successful JSON
 * answer is checked against its declaration's response struct, so the reference and the app's
 * validation cannot drift from what a handler really sends. In production the handlers' own
 * sendData checks what they send.
 */
const CHECK_ANSWERS = process.env.CHECK_DECLARED_ANSWERS === '1';

async function checkAnswer(declared: Call<string, any, any, any, Access, any>, answer: Response): Promise<void> {
  if (declared.file || declared.noContent || answer.status >= 300) return;
  if (!(answer.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const body = (await answer.clone().json()) as { data?: unknown };
  const [error] = validate(body.data, declared.response);
  if (error) throw new Error(`${declared.method} ${declared.path} answered what its declaration does not say: ${error.message}`);
}

/** A router serving every call of `calls`, each by its handler. */
export function mountCalls<C extends Calls>(calls: C, handlers: Handlers<C>): Hono<GroupEnv> {
  const router = new Hono<GroupEnv>();
  for (const name of Object.keys(calls)) {
    const declared = calls[name];
    const handling = handlers[name] as Handling<Call> | undefined;
    const handler = typeof handling === 'function' ? handling : handling && handling.handle;
    if (typeof handler !== 'function') throw new Error(`${declared.method} ${declared.path} (${name}) is declared without a handler`);
    const middlewares: MiddlewareHandler<any, string, any>[] = [...GUARDS[declared.access]];
    if (declared.query) middlewares.push(queryParams(declared.query));
    const form = declared.bodyType === FORM_BODY;
    if (declared.body) middlewares.push(form ? formBody(declared.body) : jsonBody(declared.body));
    if (typeof handling !== 'function') middlewares.push(...handling!.before);
    // A path the spec writes with a trailing slash (`/course-albums/`) is served without it too.
    const paths = declared.path.length > 1 && declared.path.endsWith('/') ? [declared.path, declared.path.slice(0, -1)] : [declared.path];
    const paramsStruct = declared.params;
    const names = pathParamNames(declared.path);
    router.on(declared.method, paths, ...middlewares, async (c) => {
      const valid = c.req as unknown as { valid(target: 'query' | 'json' | 'form'): unknown };
      // The call's own parameters: the group's, above every call, is not the declaration's.
      const all: Record<string, string> = c.req.param();
      const params: Record<string, string> = {};
      for (const param of names) params[param] = all[param];
      const answer = await handler(c as unknown as Context<ViewerEnv>, {
        params: paramsStruct ? check(params, paramsStruct, 'path') : params,
        query: declared.query ? valid.valid('query') : undefined,
        body: declared.body ? valid.valid(form ? 'form' : 'json') : undefined,
      } as Parts<Call>);
      if (CHECK_ANSWERS) await checkAnswer(declared, answer);
      return answer;
    });
  }
  return router;
}
