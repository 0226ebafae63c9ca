import { Hono } from 'hono';
import { optional, type } from 'superstruct';
import { SearchText, queryInteger } from '../../../contract/bounds';
import { FavoriteType } from '../../../contract/favorite';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import { favoriteHandlers } from './favorite.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const FavoritesQuery = type({
  start: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
  type: optional(FavoriteType),
  key: optional(SearchText),
});

export const favoriteRoutes = new Hono<GroupEnv>()
  .get('/favorites', requireMember, queryParams(FavoritesQuery), (c) => favoriteHandlers.list(c, c.req.valid('query')));
