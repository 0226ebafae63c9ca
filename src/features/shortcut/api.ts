import { callApi } from '../../lib/call';
import { appCalls } from '../../../contract/api/app';
import { favoriteAppCalls } from '../../../contract/api/favoriteApp';

// The admin portal's favourite bots (issue 14, admin/favorite), as contract/api/favoriteApp.ts and
// app.ts declare them. Reading them is the home's (features/home: GET /favorite_apps); these change
// them. Silent: the screens say why in place.

/** §7 "Wallet users": a bot or person of the wallet by identity number or app id; 404 when none. */
export const searchWalletUser = (group: string, id: string) => callApi(group, appCalls.searchUser, { body: { id } }, { silent: true });

export const addFavoriteApp = (group: string, appId: string) => callApi(group, favoriteAppCalls.add, { body: { app_id: appId } }, { silent: true });

export const removeFavoriteApp = (group: string, appId: string) =>
  callApi(group, favoriteAppCalls.remove, { params: { id: appId } }, { silent: true });

export const reorderFavoriteApps = (group: string, appIds: string[]) =>
  callApi(group, favoriteAppCalls.reorder, { body: { app_ids: appIds } }, { silent: true });
