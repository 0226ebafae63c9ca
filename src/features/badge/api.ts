import { callApi } from '../../lib/call';
import { badgeCalls } from '../../../contract/api/badge';

// Badges (issue 11 point 7), as contract/api/badge.ts declares them.

/** The group's whole catalog, each earned by the caller or not. */
export const fetchBadgeProducts = (group: string) => callApi(group, badgeCalls.products, {}, { silent: true });

/** One of the caller's badges (getMyBadge). */
export const fetchMyBadge = (group: string, key: string) => callApi(group, badgeCalls.mine, { params: { id: key } }, { silent: true });

/** unlighted → lighting; the chain lights it later. */
export const postBadgeSeal = (group: string, key: string) => callApi(group, badgeCalls.seal, { params: { id: key } }, { silent: true });

/** Another member's earned badges. */
export const fetchMemberBadges = (group: string, userId: string) =>
  callApi(group, badgeCalls.member, { params: { id: userId } }, { silent: true });

/** Public, no token needed. */
export const fetchSharedBadge = (group: string, userId: string, shareKey: string) =>
  callApi(group, badgeCalls.shared, { params: { a: userId, b: shareKey } }, { silent: true });
