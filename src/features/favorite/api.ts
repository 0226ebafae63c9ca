import { callApi } from '../../lib/call';
import { favoriteCalls } from '../../../contract/api/favorite';
import { FAVORITES_PAGE_SIZE, type FavoriteType } from '../../../contract/favorite';

export interface FavoriteListParams {
  type?: FavoriteType;
  /** Filters by course title or album name. */
  key?: string;
  /** The previous page's `next_start`; none for the first page. */
  start?: string;
}

/** GET /favorites (§7): newest favourite first, paged by `start` with `has_more`. */
export const fetchFavorites = (group: string, params: FavoriteListParams) =>
  callApi(group, favoriteCalls.list, {
    query: { type: params.type, key: params.key || undefined, start: params.start === undefined ? undefined : Number(params.start), limit: FAVORITES_PAGE_SIZE },
  }, { silent: true });
