import { Hono } from 'hono';
import { nonempty, size, string, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { jsonBody } from '../../lib/validation';
import { authHandlers } from './auth.handlers';

export const MixinLoginBody = type({ code: size(nonempty(string()), 1, 200) });
export const RefreshBody = type({ refresh_token: size(nonempty(string()), 1, 200) });

export const authRoutes = new Hono<GroupEnv>()
  .post('/auth/mixin', jsonBody(MixinLoginBody), (c) => authHandlers.mixin(c, c.req.valid('json').code))
  .post('/auth/refresh', jsonBody(RefreshBody), (c) => authHandlers.refresh(c, c.req.valid('json').refresh_token));
