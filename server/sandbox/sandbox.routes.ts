import { Hono } from 'hono';
import {
  boolean, integer, max, min, nonempty, nullable, optional, size, string, type,
} from 'superstruct';
import type { AppEnv } from '../context';
import { jsonBody, queryParams } from '../lib/validation';
import { LEGAL_DOCS, type LegalDoc } from './sandbox.pages';
import { sandboxHandlers } from './sandbox.handlers';

// Stand-ins for outside parties (the wallet's OAuth, legal pages) and JSON test controls.
// Mounted at /sandbox only when SANDBOX is on.

export const AuthorizeQuery = type({
  client_id: nonempty(string()),
  scope: optional(string()),
  return_to: size(nonempty(string()), 1, 2000),
  persona: optional(nonempty(string())),
});

export const LegalQuery = type({ group: optional(string()) });

export const MaintenanceBody = type({ group: nonempty(string()), on: boolean() });

const THIRTY_DAYS = 30 * 24 * 60 * 60;
export const TokenTtlBody = type({ seconds: nullable(max(min(integer(), 1), THIRTY_DAYS)) });

export const ResetBody = type({});

export const sandboxRoutes = new Hono<AppEnv>()
  .get('/mixin/authorize', queryParams(AuthorizeQuery), (c) => sandboxHandlers.authorize(c, c.req.valid('query')))
  // The pattern admits only known documents, so anything else falls through to the 404.
  .get(`/legal/:doc{${LEGAL_DOCS.join('|')}}`, queryParams(LegalQuery), (c) =>
    sandboxHandlers.legal(c, c.req.param('doc') as LegalDoc, c.req.valid('query').group))
  .post('/control/maintenance', jsonBody(MaintenanceBody), (c) => sandboxHandlers.setMaintenance(c, c.req.valid('json')))
  .post('/control/token-ttl', jsonBody(TokenTtlBody), (c) => sandboxHandlers.setTokenTtl(c, c.req.valid('json').seconds))
  .post('/control/reset', jsonBody(ResetBody), (c) => sandboxHandlers.reset(c));
