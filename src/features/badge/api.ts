import { groupApi } from '../../lib/http';
import { BadgeProducts, MemberBadges, MyBadge, SharedBadge } from '../../../contract/badge';

// Badges (issue 11 point 7). Paths are relative to /api/groups/{group}.

/** GET /badges/products: the group's whole catalog, each earned by the caller or not. */
export const fetchBadgeProducts = (group: string) => groupApi(group).get('/badges/products', BadgeProducts, { silent: true });

/** GET /badges/my/{key} (getMyBadge): one of the caller's badges. */
export const fetchMyBadge = (group: string, key: string) =>
  groupApi(group).get(`/badges/my/${encodeURIComponent(key)}`, MyBadge, { silent: true });

/** POST /badges/my/{key}/seal: unlighted → lighting; the chain lights it later. */
export const postBadgeSeal = (group: string, key: string) =>
  groupApi(group).post(`/badges/my/${encodeURIComponent(key)}/seal`, {}, MyBadge, { silent: true });

/** GET /badges/user/{id}: another member's earned badges. */
export const fetchMemberBadges = (group: string, userId: string) =>
  groupApi(group).get(`/badges/user/${encodeURIComponent(userId)}`, MemberBadges, { silent: true });

/** GET /badges/share/{a}/{b} (getShareBadge): public, no token needed. */
export const fetchSharedBadge = (group: string, userId: string, shareKey: string) =>
  groupApi(group).get(`/badges/share/${encodeURIComponent(userId)}/${encodeURIComponent(shareKey)}`, SharedBadge, { silent: true });
