import { Hono } from 'hono';
import { AppInfo } from '../../../contract/shortcut';
import type { GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findApp } from './app.repo';

/** GET /app/{id}: a bot's public card (home shortcuts, favourite bots). */
export const appRoutes = new Hono<GroupEnv>()
  .get('/app/:id', (c) => {
    const app = findApp(c.var.deps.db, c.req.param('id'));
    if (!app) throw apiErrors.notFound();
    return sendData(c, AppInfo, app);
  });
