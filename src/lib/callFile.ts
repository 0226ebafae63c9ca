// Declared calls that send or answer a file (issue 25): an upload sends a multipart form, a file's
// address is for the browser to fetch itself. Apart from src/lib/call.ts, which the first paint loads.
import { fillPath, type Call } from '../../contract/api/call';
import { sendCall, type CallOptions, type CallParts } from './call';
import { apiBase, queryString, type RequestOptions } from './http';

/** Sends `file` to a declared upload (`upload`: the form field it goes in), as a multipart form. */
export function uploadFile<P extends string, R, X>(
  group: string,
  declared: Call<P, undefined, undefined, R, any, X>,
  file: Blob,
  parts: CallParts<NoInfer<P>, undefined, undefined, NoInfer<X>>,
  options: CallOptions = {},
): Promise<R> {
  if (!declared.upload) throw new Error(`${declared.method} ${declared.path} is not an upload`);
  const form = new FormData();
  form.append(declared.upload, file);
  return sendCall(group, declared, parts, form, options);
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
  return `${apiBase()}/groups/${encodeURIComponent(group)}${path}${queryString(parts.query as RequestOptions['query'])}`;
}
