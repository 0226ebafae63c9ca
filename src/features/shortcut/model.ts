import { groupAdminSettings, groupSettings } from '../group';
import { groupShortcuts } from '../home';
import { addFavoriteApp, removeFavoriteApp, reorderFavoriteApps, searchWalletUser } from './api';

// What the favourite-bot and shortcut sections do. The list itself is the home's resource
// (groupShortcuts), so the home shows a change at once; the shortcut order is a group setting.

/** A bot (or person) of the wallet by the id the admin typed, trimmed. */
export const findWalletUser = (group: string, id: string) => searchWalletUser(group, id.trim());

/** Adds a favourite bot; the list (and the settings, whose shortcut list may have gained it) are read again. */
export function addFavorite(group: string, appId: string) {
  return addFavoriteApp(group, appId).then((app) => {
    groupShortcuts.refresh(group);
    groupSettings.refresh(group);
    groupAdminSettings.refresh(group);
    return app;
  });
}

/** Removes a favourite bot; it leaves the shortcuts too. */
export function removeFavorite(group: string, appId: string) {
  return removeFavoriteApp(group, appId).then((removed) => {
    const list = groupShortcuts.of(group).data;
    if (list) groupShortcuts.put(group, list.filter((app) => app.app_id !== appId));
    groupSettings.refresh(group);
    groupAdminSettings.refresh(group);
    return removed;
  });
}

/** Puts the favourite bots in this order; the answer is the list as kept. */
export function reorderFavorites(group: string, appIds: string[]) {
  return reorderFavoriteApps(group, appIds).then((list) => {
    groupShortcuts.put(group, list);
    return list;
  });
}
