import { groupApi } from '../../lib/http';
import { Shortcut, ShortcutList, ShortcutRemoved, WalletUser } from '../../../contract/shortcut';

// The admin portal's favourite bots (issue 14, admin/favorite). Reading them is the home's
// (features/home: GET /favorite_apps); these change them. Silent: the screens say why in place.

/** §7 "Wallet users": a bot or person of the wallet by identity number or app id; 404 when none. */
export const searchWalletUser = (group: string, id: string) =>
  groupApi(group).post('/mixin/users/search', { id }, WalletUser, { silent: true });

export const addFavoriteApp = (group: string, appId: string) =>
  groupApi(group).post('/favorite_apps', { app_id: appId }, Shortcut, { silent: true });

export const removeFavoriteApp = (group: string, appId: string) =>
  groupApi(group).del(`/favorite_apps/${encodeURIComponent(appId)}`, ShortcutRemoved, { silent: true });

export const reorderFavoriteApps = (group: string, appIds: string[]) =>
  groupApi(group).put('/favorite_apps/order', { app_ids: appIds }, ShortcutList, { silent: true });
