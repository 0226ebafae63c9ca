/**
 * The error catalogue (spec §8): the `code` of an error body `{code, message}`, by name. The HTTP
 * status is a courtesy for tools; clients act on the code, never on the message text, which is
 * for people and may carry a detail after a ':'.
 *
 * `ErrorCode.loginRequired`: the codes live in errorCodes.ts, one export each, and are read through
 * this namespace, so a bundle carries only the codes it uses.
 */
import type * as Codes from './errorCodes';

export * as ErrorCode from './errorCodes';
/** Any code of the catalogue. */
export type ErrorCode = (typeof Codes)[keyof typeof Codes];
