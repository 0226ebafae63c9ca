import { Hono } from 'hono';
import { Health } from '../../../contract/health';
import type { AppEnv } from '../../context';
import { databaseAnswers } from '../../db/meta.repo';
import { layerOpen } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';

/**
 * GET /healthz (HEAD too): whether this process can serve, for a load balancer's health check or a
 * supervisor (issue 23 point 8): not while it shuts down, nor when its database does not answer. It answers without a group or a sign-in, is never cached, and is not
 * rate-limited: a check every few seconds from each balancer is its purpose, and it reads one row count.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const { sql, runtime } = c.var.deps;
  if (runtime.draining) throw apiErrors.unavailable('shutting down');
  if (!layerOpen(sql) || !(await databaseAnswers(sql))) throw apiErrors.unavailable('database unavailable');
  return sendData(c, Health, { status: 'ok' as const });
});
