import { Hono } from 'hono';
import { max, min, optional, size, string, type } from 'superstruct';
import { QueryInteger } from '../../../contract/course';
import { FavoriteType } from '../../../contract/favorite';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import { favoriteHandlers } from './favorite.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
const FavoritesQuery = type({
  start: optional(min(QueryInteger, 0)),
  limit: optional(max(min(QueryInteger, 1), 100)),
  type: optional(FavoriteType),
  key: optional(size(string(), 0, 100)),
});

export const favoriteRoutes = new Hono<GroupEnv>()
  .get('/favorites', requireMember, queryParams(FavoritesQuery), (c) => favoriteHandlers.list(c, c.req.valid('query')));
