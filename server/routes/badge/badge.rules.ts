import type { BadgeKind } from '../../../contract/badge';
import type { Sql } from '../../db/sql';
import { streakReachedAt } from '../checkin/checkin.periods';
import {
  checkinPostsOf, firstCoursePurchaseAt, type CheckinPostOfRow, firstDiscussionAt, firstPaidTipAt, kycApprovedAt, memberOneYearAt, nftTicketSuccessAt,
} from './badge.repo';

/**
 * How a badge is earned: when the member first met the rule (ISO-8601), or null while they have not.
 * `nowIso` is the server's clock, for rules that wait for a date (a year of membership, a KYC review).
 */
export type BadgeRule = {
  key: string;
  kind: BadgeKind;
  earnedAt: (sql: Sql, groupId: string, userId: string, nowIso: string) => Promise<string | null>;
};

/** Check-ins in a row (days of a daily task, weeks of a weekly one) for the streak badge. */
export const CHECKIN_STREAK_BADGE_LENGTH = 7;

/** The first time any of the member's tasks held that many check-ins in a row (patches count). */
async function checkinStreakAt(sql: Sql, groupId: string, userId: string): Promise<string | null> {
  const byTask = new Map<string, CheckinPostOfRow[]>();
  for (const post of await checkinPostsOf(sql, groupId, userId)) byTask.set(post.activity_id, [...(byTask.get(post.activity_id) ?? []), post]);
  let first: string | null = null;
  for (const posts of byTask.values()) {
    const at = streakReachedAt(posts[0]!.type, posts, CHECKIN_STREAK_BADGE_LENGTH);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

/**
 * Every badge a group offers, in the order the catalog lists them. Adding a badge is one entry here
 * (its SQL in badge.repo.ts, its texts and icon on the client by key): every group's catalog takes
 * it the next time it is read, and members are awarded it the next time their badges are read.
 * general: earned by taking part; verified: a third party vouched (KYC review, an NFT ticket check).
 */
export const BADGE_RULES: readonly BadgeRule[] = [
  { key: 'member_one_year', kind: 'general', earnedAt: memberOneYearAt },
  { key: 'first_discussion', kind: 'general', earnedAt: firstDiscussionAt },
  { key: 'course_buyer', kind: 'general', earnedAt: firstCoursePurchaseAt },
  { key: 'kudos_giver', kind: 'general', earnedAt: firstPaidTipAt },
  { key: 'checkin_streak', kind: 'general', earnedAt: checkinStreakAt },
  { key: 'kyc_verified', kind: 'verified', earnedAt: kycApprovedAt },
  { key: 'nft_holder', kind: 'verified', earnedAt: nftTicketSuccessAt },
];
