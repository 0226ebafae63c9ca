import type { InfinitePage } from '../../lib/pager';
import { fetchFavorites } from './api';
import type { FavoriteItem, FavoriteType } from '../../../contract/favorite';

/** One page of the person's favourites of a kind, newest first: the server's cursor leads to the next. */
export function loadFavoritePage(group: string, type: FavoriteType, cursor?: string): Promise<InfinitePage<FavoriteItem>> {
  return fetchFavorites(group, { type, start: cursor }).then((list) => ({
    items: list.items,
    ended: !list.has_more,
    cursor: list.next_start || undefined,
  }));
}
