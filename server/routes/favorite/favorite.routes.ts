import { favoriteCalls } from '../../../contract/api/favorite';
import { mountCalls } from '../mount';
import { favoriteHandlers } from './favorite.handlers';

export const favoriteRoutes = mountCalls(favoriteCalls, {
  list: (c, { query }) => favoriteHandlers.list(c, query),
});
