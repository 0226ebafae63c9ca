import type { Context } from 'hono';
import { FAVORITE_APPS_MAX, Shortcut, ShortcutList, ShortcutRemoved } from '../../../contract/shortcut';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findApp } from '../app/app.repo';
import { recordGroupEvent } from '../event/event.repo';
import { findGroupSettings, updateGroupSettings } from '../group/group.repo';
import { homeSettingsOf } from '../group/group.service';
import {
  countShortcuts, deleteShortcut, findShortcut, insertShortcut, listShortcuts, reorderShortcuts,
} from './favorite-app.repo';

type ViewerContext = Context<ViewerEnv>;

/**
 * The home's shortcut list follows the favourites: a new favourite bot is a shortcut (last) and a
 * removed one is no longer. Null (every favourite, the default) needs nothing.
 */
async function updateShortcutList(sql: Sql, groupId: string, change: (ids: string[]) => string[]): Promise<void> {
  const settings = await findGroupSettings(sql, groupId);
  const list = settings ? homeSettingsOf(settings).home_shortcuts : null;
  if (list !== null) await updateGroupSettings(sql, groupId, { home_shortcuts: change(list) });
}

export const favoriteAppHandlers = {
  /** Public: the home shows its shortcuts before login. */
  async list(c: Context<GroupEnv>) {
    return sendData(c, ShortcutList, await listShortcuts(c.var.deps.sql, c.var.group.group_id));
  },

  async add(c: ViewerContext, appId: string) {
    const { deps, group, viewer } = c.var;
    const added = await deps.sql.tx(async (sql) => {
      const app = await findApp(sql, appId);
      if (!app) throw apiErrors.notFoundWith('unknown app');
      if (await findShortcut(sql, group.group_id, appId)) throw apiErrors.rejected('this app is already a favourite bot');
      if (await countShortcuts(sql, group.group_id) >= FAVORITE_APPS_MAX) {
        throw apiErrors.rejected(`a group keeps at most ${FAVORITE_APPS_MAX} favourite bots`);
      }
      await insertShortcut(sql, group.group_id, appId, nowIso(deps.clock));
      await updateShortcutList(sql, group.group_id, (ids) => ids.concat([appId]));
      await recordGroupEvent(sql, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'favorite_app.add', targetKind: 'app', targetId: appId,
        details: { app_id: appId, name: app.name }, at: nowIso(deps.clock),
      });
      return (await findShortcut(sql, group.group_id, appId))!;
    });
    return sendData(c, Shortcut, added);
  },

  async remove(c: ViewerContext, appId: string) {
    const { deps, group, viewer } = c.var;
    await deps.sql.tx(async (sql) => {
      const app = await findShortcut(sql, group.group_id, appId);
      if (!app || !(await deleteShortcut(sql, group.group_id, appId))) throw apiErrors.notFound();
      await updateShortcutList(sql, group.group_id, (ids) => ids.filter((id) => id !== appId));
      await recordGroupEvent(sql, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'favorite_app.remove', targetKind: 'app', targetId: appId,
        details: { app_id: appId, name: app.name }, at: nowIso(deps.clock),
      });
    });
    return sendData(c, ShortcutRemoved, { app_id: appId });
  },

  /** The favourites in a new order: every one of them named once (checked with the write lock held). */
  async reorder(c: ViewerContext, appIds: string[]) {
    const { deps, group, viewer } = c.var;
    await deps.sql.tx(async (sql) => {
      const current = (await listShortcuts(sql, group.group_id)).map((app) => app.app_id);
      const same = appIds.length === current.length && current.every((id) => appIds.includes(id));
      if (!same) throw apiErrors.validation('invalid app_ids: must name every favourite bot of this group once');
      await reorderShortcuts(sql, group.group_id, appIds);
      await recordGroupEvent(sql, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'settings.update', targetKind: 'favorite_apps',
        details: { favorite_apps: appIds }, at: nowIso(deps.clock),
      });
    });
    return sendData(c, ShortcutList, await listShortcuts(deps.sql, group.group_id));
  },
};
