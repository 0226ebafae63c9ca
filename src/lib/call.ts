// The app's side of a declared call (issue 25): the path, its parameters, the query and the body
// are the declaration's (contract/api), checked by the type checker; the answer is validated by
// the declared struct (src/lib/http.ts). No feature writes an API path.
import { fillPath, type Call, type PathParamNames, type PathParams } from '../../contract/api/call';
import { groupApi, type RequestOptions } from './http';

type Query = RequestOptions['query'];

/** The parts a call takes: its path's parameters, its query and its body, as declared. */
export type CallParts<P extends string, Q, B> = ([PathParamNames<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> })
  & (undefined extends Q ? { query?: Q } : { query: Q })
  & ([B] extends [undefined] ? { body?: undefined } : { body: B });

/** Calls `declared` on the group's API. */
export function callApi<P extends string, Q, B, R>(
  group: string,
  declared: Call<P, Q, B, R>,
  parts: CallParts<NoInfer<P>, NoInfer<Q>, NoInfer<B>>,
  options: Omit<RequestOptions, 'query' | 'groupIdHeader'> = {},
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
      return api.post(path, parts.body, declared.response, opts);
    case 'PUT':
      return api.put(path, parts.body, declared.response, opts);
    default:
      return api.patch(path, parts.body, declared.response, opts);
  }
}
