import type { Context } from 'hono';
import { FAVORITE_APPS_MAX, Shortcut, ShortcutList, ShortcutRemoved } from '../../../contract/shortcut';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import type { Db } from '../../db/connection';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findApp } from '../app/app.repo';
import { recordGroupEventSync } from '../event/event.repo';
import { findGroupSettingsSync, updateGroupSettingsSync } from '../group/group.repo';
import { homeSettingsOf } from '../group/group.service';
import {
  countShortcuts, deleteShortcut, findShortcut, insertShortcut, listShortcuts, reorderShortcuts,
} from './favorite-app.repo';

type ViewerContext = Context<ViewerEnv>;

/**
 * The home's shortcut list follows the favourites: a new favourite bot is a shortcut (last) and a
 * removed one is no longer. Null (every favourite, the default) needs nothing.
 */
function updateShortcutList(db: Db, groupId: string, change: (ids: string[]) => string[]): void {
  const settings = findGroupSettingsSync(db, groupId);
  const list = settings ? homeSettingsOf(settings).home_shortcuts : null;
  if (list !== null) updateGroupSettingsSync(db, groupId, { home_shortcuts: change(list) });
}

export const favoriteAppHandlers = {
  /** Public: the home shows its shortcuts before login. */
  list(c: Context<GroupEnv>) {
    return sendData(c, ShortcutList, listShortcuts(c.var.deps.db, c.var.group.group_id));
  },

  add(c: ViewerContext, appId: string) {
    const { deps, group, viewer } = c.var;
    const added = deps.db.transaction(() => {
      const app = findApp(deps.db, appId);
      if (!app) throw apiErrors.notFoundWith('unknown app');
      if (findShortcut(deps.db, group.group_id, appId)) throw apiErrors.rejected('this app is already a favourite bot');
      if (countShortcuts(deps.db, group.group_id) >= FAVORITE_APPS_MAX) {
        throw apiErrors.rejected(`a group keeps at most ${FAVORITE_APPS_MAX} favourite bots`);
      }
      insertShortcut(deps.db, group.group_id, appId, nowIso(deps.clock));
      updateShortcutList(deps.db, group.group_id, (ids) => ids.concat([appId]));
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'favorite_app.add', targetKind: 'app', targetId: appId,
        details: { app_id: appId, name: app.name }, at: nowIso(deps.clock),
      });
      return findShortcut(deps.db, group.group_id, appId)!;
    }).immediate();
    return sendData(c, Shortcut, added);
  },

  remove(c: ViewerContext, appId: string) {
    const { deps, group, viewer } = c.var;
    deps.db.transaction(() => {
      const app = findShortcut(deps.db, group.group_id, appId);
      if (!app || !deleteShortcut(deps.db, group.group_id, appId)) throw apiErrors.notFound();
      updateShortcutList(deps.db, group.group_id, (ids) => ids.filter((id) => id !== appId));
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'favorite_app.remove', targetKind: 'app', targetId: appId,
        details: { app_id: appId, name: app.name }, at: nowIso(deps.clock),
      });
    }).immediate();
    return sendData(c, ShortcutRemoved, { app_id: appId });
  },

  /** The favourites in a new order: every one of them named once (checked with the write lock held). */
  reorder(c: ViewerContext, appIds: string[]) {
    const { deps, group, viewer } = c.var;
    deps.db.transaction(() => {
      const current = listShortcuts(deps.db, group.group_id).map((app) => app.app_id);
      const same = appIds.length === current.length && current.every((id) => appIds.includes(id));
      if (!same) throw apiErrors.validation('invalid app_ids: must name every favourite bot of this group once');
      reorderShortcuts(deps.db, group.group_id, appIds);
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'settings.update', targetKind: 'favorite_apps',
        details: { favorite_apps: appIds }, at: nowIso(deps.clock),
      });
    }).immediate();
    return sendData(c, ShortcutList, listShortcuts(deps.db, group.group_id));
  },
};
