import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode } from '../../contract/errors';

/** An error the client is meant to see: it becomes `{code, message}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How much of a rejected value a message may quote. */
export const EXCERPT_LENGTH = 200;

/**
 * `text` cut to `maxLength` characters with an ellipsis: a message may quote what was sent, but never
 * echoes a huge value back (nor splits a surrogate pair).
 */
export function excerpt(text: string, maxLength = EXCERPT_LENGTH): string {
  if (text.length <= maxLength) return text;
  const end = /[\uD800-\uDBFF]/.test(text[maxLength - 1]!) ? maxLength - 1 : maxLength;
  return `${text.slice(0, end)}…`;
}

export const apiErrors = {
  validation: (message: string) => new ApiError(400, ErrorCode.validation, message),
  /** A control character in a string of the request (contract/bounds.ts); the message names the field. */
  controlCharacters: (message: string) => new ApiError(400, ErrorCode.controlCharacters, message),
  loginRequired: (message = 'login required') => new ApiError(401, ErrorCode.loginRequired, message),
  forbidden: (message = 'forbidden') => new ApiError(403, ErrorCode.forbidden, message),
  memberRequired: () => new ApiError(403, ErrorCode.memberRequired, 'group member required'),
  notFound: () => new ApiError(404, ErrorCode.notFound, 'cannot find resource'),
  maintenance: () => new ApiError(503, ErrorCode.maintenance, 'maintenance'),
  /** A business rule refuses: 100409, or the code naming the refusal when clients tell it apart (§8 messages). */
  rejected: (message: string, code: ErrorCode = ErrorCode.rejected) => new ApiError(409, code, message),
  /**
   * Someone else's resource (an order). Not 100403: that code sends the client to the
   * forbidden page meant for banned members, and the §6 message would never be seen.
   */
  notYours: (message: string, code: ErrorCode) => new ApiError(403, code, message),
  renewal: (message: string) => new ApiError(400, ErrorCode.renewal, message),
  tooManyRequests: (message: string) => new ApiError(429, ErrorCode.tooManyRequests, message),
  /** A 404 whose message names what was not found. */
  notFoundWith: (message: string) => new ApiError(404, ErrorCode.notFound, message),
  internal: () => new ApiError(500, ErrorCode.internal, 'internal error'),
  /**
   * HTTP 503: this process cannot serve now (its database does not answer), so a load balancer sends
   * the request elsewhere. The code is `internal`: no client acts on it differently.
   */
  unavailable: (message: string) => new ApiError(503, ErrorCode.internal, message),
};
