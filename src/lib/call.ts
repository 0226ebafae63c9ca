// The app's side of a declared call (issue 25): the path, its parameters, the query and the body
// are the declaration's (contract/api), checked by the type checker; the answer is validated by
// the declared struct (src/lib/http.ts). No feature writes an API path. Uploads and files are
// src/lib/callFile.ts: this module is in the first paint, they are not.
import { fillPath, type Call, type PathParamNames } from '../../contract/api/call';
import { request, type RequestOptions } from './http';

/** The parts a call takes: its path's parameters, its query and its body, as declared. */
export type CallParts<P extends string, Q, B, X> = ([PathParamNames<P>] extends [never] ? { params?: undefined } : { params: X })
  & (undefined extends Q ? { query?: Q } : { query: Q })
  & ([B] extends [undefined] ? { body?: undefined } : { body: B });

export type CallOptions = Omit<RequestOptions, 'query' | 'groupIdHeader'>;

/** Calls `declared` on the group's API. */
export function callApi<P extends string, Q, B, R, X>(
  group: string,
  declared: Call<P, Q, B, R, any, X>,
  parts: CallParts<NoInfer<P>, NoInfer<Q>, NoInfer<B>, NoInfer<X>>,
  options: CallOptions = {},
): Promise<R> {
  return sendCall(group, declared, parts, parts.body, options);
}

/** Sends a declared call with `body` (JSON, or a form for an upload). */
export function sendCall<R>(
  group: string,
  declared: Call<string, any, any, R, any, any>,
  parts: { params?: unknown; query?: unknown },
  body: unknown,
  options: CallOptions,
): Promise<R> {
  const path = fillPath(declared.path, (parts.params || {}) as Record<string, string>);
  const opts: RequestOptions = { ...options, query: parts.query as RequestOptions['query'], groupIdHeader: declared.groupIdHeader };
  return request(group, declared.method, path, body, declared.response, opts);
}
