// One declaration per API call (issue 25): what the server mounts, the app calls through, the
// tests mock from and the API reference is made of. A declaration says the method, the path under
// /api/groups/:group (its `:name` parts are the path parameters), who may call it, the request's
// parts as superstruct structs and the struct of the answer's `data`. It holds no behaviour: the
// server's handler does what the call means (server/lib/mount.ts), the app's api.ts calls it
// (src/lib/call.ts).
import type { Struct } from '../struct';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (spec §6): anyone; anyone signed in to the group, banned and blocked people too (only
 * to read their own account, so the app can say why they are shut out); a signed-in person who is
 * not banned or blocked; a member whose membership is active; the lecturer authority (owner, admins,
 * lecturers); admins and the owner; the owner only. And an outside party (a payment provider, the
 * KYC or invoicing vendor, the media server, the chain indexer), who proves itself by the signature
 * of its own protocol, checked by the handler, not by a token.
 */
export type Access = 'guest' | 'session' | 'user' | 'member' | 'lecturer' | 'admin' | 'owner' | 'provider';

export interface Call<P extends string = string, Q = unknown, B = unknown, R = unknown, A extends Access = Access, X = PathParams<P>> {
  method: Method;
  /** Under /api/groups/:group (or under `under`), e.g. `/courses/:id/favor`. */
  path: P;
  /**
   * What the path is under in /api when it is not a group's call: an outside party's notification
   * (`/payments`: POST /api/payments/alipay/:group/notify).
   */
  under?: string;
  /** What the path's parameters must be beyond present (`/courses/:id/post/:action`: one of the actions). */
  params?: Struct<X, any>;
  access: A;
  /** One line for the API reference. */
  summary: string;
  /** The query string's parameters (GET), when the call takes any. */
  query?: Struct<Q, any>;
  /** The JSON body, when the call takes one. */
  body?: Struct<B, any>;
  /**
   * The body is a multipart form carrying one file in this field (an upload), which the handler
   * reads and types by its bytes; the call takes no JSON body then.
   */
  upload?: string;
  /**
   * The answer's `data`. A call answering a file (`file` below) declares the envelope of its
   * errors only: its answer is the file itself.
   */
  response: Struct<R, any>;
  /**
   * The answer is a file of this media type (a CSV export, a QR image), or the reply an outside
   * party's protocol expects (Alipay's `success`), not the JSON envelope.
   */
  file?: string;
  /**
   * The body's media type when it is not JSON: a form (its fields checked by `body`), or an outside
   * party's own format, which the handler reads and checks against its signature (no `body` then).
   */
  bodyType?: string;
  /** The answer is 204 with no body (what WeChat Pay reads as "received"). */
  noContent?: boolean;
  /** The call carries the group's id in a `group_id` header too (spec §9, a few member calls). */
  groupIdHeader?: boolean;
}

/** A form's media type: a declared `body` of this `bodyType` is read as a form's fields, not JSON. */
export const FORM_BODY = 'application/x-www-form-urlencoded';

/** Declares a call; the literal path is kept in the type, for its parameters. */
export function call<const P extends string, Q = undefined, B = undefined, R = unknown, const A extends Access = Access, X = PathParams<P>>(
  declared: Call<P, Q, B, R, A, X>,
): Call<P, Q, B, R, A, X> {
  return declared;
}

/** The names of a path's `:name` parts: `/courses/:id/messages/:message` → 'id' | 'message'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, each a string. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string };

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return path.split('/').filter((part) => part.charAt(0) === ':').map((part) => part.slice(1));
}

/** The path with its parameters filled in, each encoded: `/courses/:id` with id `a/b` → `/courses/a%2Fb`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path
    .split('/')
    .map((part) => {
      if (part.charAt(0) !== ':') return part;
      const value = params[part.slice(1)];
      if (typeof value !== 'string' || value === '') throw new Error(`${path}: no value for ${part}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** A resource's calls by name: `favoriteCalls.list`. */
export type Calls = Record<string, Call<string, any, any, any, Access, any>>;
