// The favourites' calls (spec §7).
import { optional, type } from '../struct';
import { SearchText, queryInteger } from '../bounds';
import { FavoriteList, FavoriteType } from '../favorite';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const FavoritesQuery = type({
  start: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
  type: optional(FavoriteType),
  key: optional(SearchText),
});

export const favoriteCalls = {
  list: call({
    method: 'GET',
    path: '/favorites',
    access: 'member',
    summary: "The caller's favourite courses and albums, newest favourite first, paged by start; key filters by course title or album name",
    query: FavoritesQuery,
    response: FavoriteList,
  }),
};
