import { Hono } from 'hono';
import { FavoriteAppOrder, ShortcutAdd, ShortcutList } from '../../../contract/shortcut';
import type { GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { jsonBody } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { favoriteAppHandlers } from './favorite-app.handlers';
import { listShortcuts } from './favorite-app.repo';

/** The group's favourite bots, the home's shortcuts: public to read, admins add, remove and order them. */
export const favoriteAppRoutes = new Hono<GroupEnv>()
  .get('/favorite_apps', (c) => sendData(c, ShortcutList, listShortcuts(c.var.deps.db, c.var.group.group_id)))
  .post('/favorite_apps', requireAdmin, jsonBody(ShortcutAdd), (c) => favoriteAppHandlers.add(c, c.req.valid('json').app_id.trim()))
  .put('/favorite_apps/order', requireAdmin, jsonBody(FavoriteAppOrder), (c) => favoriteAppHandlers.reorder(c, c.req.valid('json').app_ids))
  .delete('/favorite_apps/:id', requireAdmin, (c) => favoriteAppHandlers.remove(c, c.req.param('id')));
