import { Hono } from 'hono';
import { ShortcutAdd, ShortcutList, Shortcut, ShortcutRemoved } from '../../../contract/shortcut';
import { nowIso, type GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { jsonBody } from '../../lib/validation';
import { findApp } from '../app/app.repo';
import { requireAdmin } from '../auth/auth.middleware';
import { deleteShortcut, findShortcut, insertShortcut, listShortcuts } from './favorite-app.repo';

/** The group's favourite bots, shown as home shortcuts: public to read, admins add and remove. */
export const favoriteAppRoutes = new Hono<GroupEnv>()
  .get('/favorite_apps', (c) => sendData(c, ShortcutList, listShortcuts(c.var.deps.db, c.var.group.group_id)))
  .post('/favorite_apps', requireAdmin, jsonBody(ShortcutAdd), (c) => {
    const { deps, group } = c.var;
    const appId = c.req.valid('json').app_id.trim();
    if (!findApp(deps.db, appId)) throw apiErrors.notFoundWith('unknown app');
    if (findShortcut(deps.db, group.group_id, appId)) throw apiErrors.rejected('this app is already a shortcut');
    insertShortcut(deps.db, group.group_id, appId, nowIso(deps.clock));
    return sendData(c, Shortcut, findShortcut(deps.db, group.group_id, appId)!);
  })
  .delete('/favorite_apps/:id', requireAdmin, (c) => {
    const { deps, group } = c.var;
    const appId = c.req.param('id');
    if (!deleteShortcut(deps.db, group.group_id, appId)) throw apiErrors.notFound();
    return sendData(c, ShortcutRemoved, { app_id: appId });
  });
