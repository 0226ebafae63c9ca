import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Catalogue codes (spec §8). The HTTP status is a courtesy for tools; clients act on `code`.
export const ErrorCode = {
  notFound: 404,
  internal: 500,
  validation: 100400,
  loginRequired: 100401,
  forbidden: 100403,
  permissionsRequired: 100416,
  memberRequired: 100461,
  maintenance: 100500,
  renewal: 101001,
  // Not in the spec's catalogue (clients show them through the general handler, 'code message'):
  /** A business rule refuses the request (code taken, coupon unusable, order not payable...). */
  rejected: 100409,
  /** Too soon to repeat (SMS codes); the message says how long to wait. */
  tooManyRequests: 100429,
} as const;

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

export const apiErrors = {
  validation: (message: string) => new ApiError(400, ErrorCode.validation, message),
  loginRequired: (message = 'login required') => new ApiError(401, ErrorCode.loginRequired, message),
  forbidden: (message = 'forbidden') => new ApiError(403, ErrorCode.forbidden, message),
  memberRequired: () => new ApiError(403, ErrorCode.memberRequired, 'group member required'),
  notFound: () => new ApiError(404, ErrorCode.notFound, 'cannot find resource'),
  maintenance: () => new ApiError(503, ErrorCode.maintenance, 'maintenance'),
  rejected: (message: string) => new ApiError(409, ErrorCode.rejected, message),
  /**
   * Someone else's resource (an order). Not 100403: that code sends the client to the
   * forbidden page meant for banned members, and the §6 message would never be seen.
   */
  notYours: (message: string) => new ApiError(403, ErrorCode.rejected, message),
  renewal: (message: string) => new ApiError(400, ErrorCode.renewal, message),
  tooManyRequests: (message: string) => new ApiError(429, ErrorCode.tooManyRequests, message),
  /** A 404 whose message names what was not found. */
  notFoundWith: (message: string) => new ApiError(404, ErrorCode.notFound, message),
  internal: () => new ApiError(500, ErrorCode.internal, 'internal error'),
};
