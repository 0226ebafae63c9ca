// The app's side of a declared call (issue 25): the path, its parameters, the query and the body
// are the declaration's (contract/api), checked by the type checker; the answer is validated by
// the declared struct (src/lib/http.ts). No feature writes an API path.
import { fillPath, type Call, type PathParamNames } from '../../contract/api/call';
import { apiBase, groupApi, queryString, type RequestOptions } from './http';

type Query = RequestOptions['query'];

/** The parts a call takes: its path's parameters, its query and its body, as declared. */
export type CallParts<P extends string, Q, B, X> = ([PathParamNames<P>] extends [never] ? { params?: undefined } : { params: X })
  & (undefined extends Q ? { query?: Q } : { query: Q })
  & ([B] extends [undefined] ? { body?: undefined } : { body: B });

/** Calls `declared` on the group's API. */
export function callApi<P extends string, Q, B, R, X>(
  group: string,
  declared: Call<P, Q, B, R, any, X>,
  parts: CallParts<NoInfer<P>, NoInfer<Q>, NoInfer<B>, NoInfer<X>>,
  options: Omit<RequestOptions, 'query' | 'groupIdHeader'> = {},
): Promise<R> {
  return send(group, declared, parts, parts.body, options);
}

/** Sends `file` to a declared upload (`upload`: the form field it goes in), as a multipart form. */
export function uploadFile<P extends string, R, X>(
  group: string,
  declared: Call<P, undefined, undefined, R, any, X>,
  file: Blob,
  parts: CallParts<NoInfer<P>, undefined, undefined, NoInfer<X>>,
  options: Omit<RequestOptions, 'query' | 'groupIdHeader'> = {},
): Promise<R> {
  if (!declared.upload) throw new Error(`${declared.method} ${declared.path} is not an upload`);
  const form = new FormData();
  form.append(declared.upload, file);
  return send(group, declared, parts, form, options);
}

/**
 * The full address of a declared call, for what the browser fetches itself: a file the call answers
 * (`file`: a CSV, an image in an `<img>`) or a link to share.
 */
export function callUrl<P extends string, Q, X>(
  group: string,
  declared: Call<P, Q, undefined, any, any, X>,
  parts: CallParts<NoInfer<P>, NoInfer<Q>, undefined, NoInfer<X>>,
): string {
  const path = fillPath(declared.path, (parts.params || {}) as Record<string, string>);
  return `${apiBase()}/groups/${encodeURIComponent(group)}${path}${queryString(parts.query as Query)}`;
}

function send<R>(
  group: string,
  declared: Call<string, any, any, R, any, any>,
  parts: { params?: unknown; query?: unknown },
  body: unknown,
  options: Omit<RequestOptions, 'query' | 'groupIdHeader'>,
): Promise<R> {
  const api = groupApi(group);
  const path = fillPath(declared.path, (parts.params || {}) as Record<string, string>);
  const opts: RequestOptions = { ...options, query: parts.query as Query, groupIdHeader: declared.groupIdHeader };
  switch (declared.method) {
    case 'GET':
      return api.get(path, declared.response, opts);
    case 'DELETE':
      return api.del(path, declared.response, opts);
    case 'POST':
      return api.post(path, body, declared.response, opts);
    case 'PUT':
      return api.put(path, body, declared.response, opts);
    default:
      return api.patch(path, body, declared.response, opts);
  }
}
