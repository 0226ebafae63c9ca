// The favourite bots' calls (spec §7, issue 14 admin/favorite): the group home's shortcuts. Anyone
// reads them (the home shows them before login); admins add, remove and order them.
import { FavoriteAppOrder, Shortcut, ShortcutAdd, ShortcutList, ShortcutRemoved } from '../shortcut';
import { call } from './call';

export const favoriteAppCalls = {
  list: call({ method: 'GET', path: '/favorite_apps', access: 'guest', summary: "The group's favourite bots in their order, each with its details (the home's shortcuts)", response: ShortcutList }),
  add: call({ method: 'POST', path: '/favorite_apps', access: 'admin', summary: 'Makes a bot a favourite (last in the order); 404 for an unknown app, 100409 when already one', body: ShortcutAdd, response: Shortcut }),
  reorder: call({ method: 'PUT', path: '/favorite_apps/order', access: 'admin', summary: 'Puts the favourite bots in a new order (every one named once); answers the list', body: FavoriteAppOrder, response: ShortcutList }),
  remove: call({ method: 'DELETE', path: '/favorite_apps/:id', access: 'admin', summary: 'Takes a bot out of the favourites; answers its app_id', response: ShortcutRemoved }),
};
