import type { BadgeProduct, MyBadge } from '../../../contract/badge';
import { ErrorCode } from '../../../contract/errors';
import { ApiError } from '../../lib/http';
import { t } from '../../lib/i18n';
import { routeUrl } from '../../lib/paths';
import { groupResource, keyedResource } from '../../lib/resource';
import { fetchBadgeProducts, fetchMemberBadges, fetchMyBadge, fetchSharedBadge, postBadgeSeal } from './api';

/** The badges this app has texts and icons for; a badge the server added later reads as a plain badge. */
const KNOWN_BADGES = ['member_one_year', 'first_discussion', 'course_buyer', 'kudos_giver', 'checkin_streak', 'kyc_verified', 'nft_holder'] as const;
type KnownBadge = (typeof KNOWN_BADGES)[number];
const isKnown = (key: string): key is KnownBadge => (KNOWN_BADGES as readonly string[]).indexOf(key) >= 0;

export const badgeName = (key: string) => (isKnown(key) ? t(`badge:names.${key}`) : t('badge:unknown.name'));
export const badgeDescription = (key: string) => (isKnown(key) ? t(`badge:descriptions.${key}`) : t('badge:unknown.description'));
export const badgeHowToEarn = (key: string) => (isKnown(key) ? t(`badge:how.${key}`) : t('badge:unknown.how'));

/** §9: a seal in flight (lighting) is asked about every 3000 ms, as order states are. */
export const BADGE_POLL_MS = 3000;

/** The group's catalog for the caller: earned or not. */
export const badgeProducts = groupResource(fetchBadgeProducts);

/** One of the caller's badges by key. */
export const myBadge = keyedResource((group: string, key: string) => fetchMyBadge(group, key));

/** Another member's earned badges, by user id. */
export const memberBadges = keyedResource((group: string, userId: string) => fetchMemberBadges(group, userId));

/** The public share page's badge, keyed `${userId}/${shareKey}`. */
export const sharedBadge = keyedResource((group: string, key: string) => {
  const at = key.indexOf('/');
  return fetchSharedBadge(group, key.slice(0, at), key.slice(at + 1));
});

export const shareKeyOf = (userId: string, shareKey: string) => `${userId}/${shareKey}`;

/** Earned ones first (catalog order), then the rest to earn. */
export function splitCatalog(badges: readonly BadgeProduct[]): { earned: BadgeProduct[]; toEarn: BadgeProduct[] } {
  return { earned: badges.filter((b) => b.earned), toEarn: badges.filter((b) => !b.earned) };
}

/** True when the answer says the caller has not earned the badge (the detail shows how to earn it). */
export const isNotEarned = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.badgeNotEarned;

/** The share page's address, absolute: it goes into a QR code and to other people. */
export function badgeShareUrl(group: string, userId: string, shareKey: string): string {
  return `${location.origin}${location.pathname}#${routeUrl('group-badge-share', { group }, { a: userId, b: shareKey })}`;
}

/** Seals the badge: the answer (lighting) replaces the loaded one; the catalog is read again later. */
export async function sealBadge(group: string, key: string): Promise<MyBadge> {
  const badge = await postBadgeSeal(group, key);
  myBadge.put(group, key, badge);
  return badge;
}

/**
 * Asks for the badge every BADGE_POLL_MS while its seal is in flight (lighting), putting each answer
 * in place; stops by itself once it is lighted (or back to unlighted). Returns the function that stops it.
 */
export function pollSeal(group: string, key: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      myBadge.load(group, key, true).then(
        (badge) => {
          if (!stopped && badge.chain_state === 'lighting') schedule();
        },
        // The screen shows the failure with a retry; a later answer starts polling again.
        () => {},
      );
    }, BADGE_POLL_MS);
  };
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
