import { literal, object } from './struct';

/**
 * `GET /healthz`, for a load balancer or a process supervisor (issue 23 point 8): 200 with this when
 * the server answers and its database does; 503 `{code, message}` when the database does not. Outside
 * `/api`: it names no group, needs no sign-in, and the app does not call it.
 */
export const Health = object({ status: literal('ok') });
