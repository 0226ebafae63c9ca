import { Hono } from 'hono';
import { AppInfo, WalletUserSearch } from '../../../contract/shortcut';
import type { GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { appHandlers } from './app.handlers';
import { findApp } from './app.repo';

/** GET /app/{id}: a bot's public card (home shortcuts, favourite bots); the wallet's people and bots by id (admins). */
export const appRoutes = new Hono<GroupEnv>()
  .get('/app/:id', (c) => {
    const app = findApp(c.var.deps.db, c.req.param('id'));
    if (!app) throw apiErrors.notFound();
    return sendData(c, AppInfo, app);
  })
  .post('/mixin/users/search', requireAdmin, jsonBody(WalletUserSearch), rateLimit(LIMITS.walletSearchesPerUser, signedInUser), (c) =>
    appHandlers.search(c, c.req.valid('json').id));
