import { favoriteAppCalls } from '../../../contract/api/favoriteApp';
import { mountCalls } from '../mount';
import { favoriteAppHandlers } from './favorite-app.handlers';

/** The group's favourite bots, the home's shortcuts (§7): contract/api/favoriteApp.ts says who may call what. */
export const favoriteAppRoutes = mountCalls(favoriteAppCalls, {
  list: (c) => favoriteAppHandlers.list(c),
  add: (c, { body }) => favoriteAppHandlers.add(c, body.app_id.trim()),
  reorder: (c, { body }) => favoriteAppHandlers.reorder(c, body.app_ids),
  remove: (c, { params }) => favoriteAppHandlers.remove(c, params.id),
});
