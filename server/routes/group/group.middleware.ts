import type { MiddlewareHandler } from 'hono';
import type { GroupEnv } from '../../context';
import { apiErrors } from '../../lib/errors';
import { findGroup } from './group.repo';

/** Every /api/groups/:group/* call needs a known group; unknown ones are 404 before anything else. */
export const loadGroup: MiddlewareHandler<GroupEnv> = async (c, next) => {
  const group = await findGroup(c.var.deps.sql, c.req.param('group') ?? '');
  if (!group) throw apiErrors.notFound();
  c.set('group', group);
  await next();
};

const PUBLIC_INFO_PATH = /^\/api\/groups\/[^/]+\/public\/?$/;

/** In maintenance only the public info answers, so the client can still draw the maintenance page. */
export const maintenanceGate: MiddlewareHandler<GroupEnv> = async (c, next) => {
  if (c.var.group.maintenance && !PUBLIC_INFO_PATH.test(c.req.path)) throw apiErrors.maintenance();
  await next();
};
