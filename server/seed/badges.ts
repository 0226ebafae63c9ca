import type { Db } from '../db/connection';
import { BADGE_RULES } from '../routes/badge/badge.rules';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';

// Demo badges (issue 11 point 7): every group's catalog, and earned badges for the personas in demo
// with fixed share keys, so the share page's journey and screenshots open a known link. Members
// earn more lazily when their badges are read (the rules see the seeded discussions, orders, tips).

const DAY = 24 * 60 * 60 * 1000;

/** Share keys of the seeded demo badges: `#/demo/badge/share?a=<user id>&b=<key>`. */
export const SEED_BADGE_SHARE_KEYS = {
  ownerFirstDiscussion: 'demoOwnerFirstDiscussion0',
  ownerOneYear: 'demoOwnerMemberOneYear000',
  memberCourseBuyer: 'demoMemberCourseBuyer0000',
  memberKudosGiver: 'demoMemberKudosGiver00000',
} as const;

type SeedBadge = {
  persona: PersonaKey;
  key: string;
  shareKey: string;
  ageDays: number;
  /** Sealed on the (sandbox) chain this many days ago; unlighted otherwise. */
  sealedDaysAgo?: number;
};

const BADGES: SeedBadge[] = [
  { persona: 'owner', key: 'member_one_year', shareKey: SEED_BADGE_SHARE_KEYS.ownerOneYear, ageDays: 20 },
  { persona: 'owner', key: 'first_discussion', shareKey: SEED_BADGE_SHARE_KEYS.ownerFirstDiscussion, ageDays: 28, sealedDaysAgo: 27 },
  { persona: 'member', key: 'course_buyer', shareKey: SEED_BADGE_SHARE_KEYS.memberCourseBuyer, ageDays: 14, sealedDaysAgo: 13 },
  { persona: 'member', key: 'kudos_giver', shareKey: SEED_BADGE_SHARE_KEYS.memberKudosGiver, ageDays: 9 },
];

/** Fixed ids so resets and screenshots stay alike. */
const memberBadgeId = (n: number) => `7b000000-0000-4000-8000-00000000000${n}`;
const sealId = (n: number) => `7b000000-0000-4000-8000-00000000010${n}`;

export function seedBadges(db: Db, nowMs: number): void {
  const iso = (daysAgo: number) => new Date(nowMs - daysAgo * DAY).toISOString();
  const catalog = db.prepare('INSERT INTO badges (group_id, badge_key, kind, position) VALUES (?, ?, ?, ?)');
  for (const groupId of db.prepare('SELECT group_id FROM groups ORDER BY group_id').pluck().all() as string[]) {
    BADGE_RULES.forEach((rule, position) => catalog.run(groupId, rule.key, rule.kind, position));
  }
  const earned = db.prepare(`INSERT INTO member_badges (member_badge_id, group_id, user_id, badge_key, earned_at, share_key)
    VALUES (?, 'demo', ?, ?, ?, ?)`);
  const seal = db.prepare(`INSERT INTO badge_seals (seal_id, group_id, member_badge_id, state, tx_hash, requested_at, settled_at)
    VALUES (?, 'demo', ?, 'confirmed', ?, ?, ?)`);
  const lighted = db.prepare(`UPDATE member_badges SET chain_state = 'lighted', seal_id = ?, tx_hash = ?, sealed_at = ?
    WHERE member_badge_id = ?`);
  BADGES.forEach((badge, index) => {
    const id = memberBadgeId(index + 1);
    earned.run(id, PERSONAS[badge.persona].user_id, badge.key, iso(badge.ageDays), badge.shareKey);
    if (badge.sealedDaysAgo === undefined) return;
    const txHash = `0x${String(index + 1).repeat(64)}`;
    seal.run(sealId(index + 1), id, txHash, iso(badge.sealedDaysAgo + 0.01), iso(badge.sealedDaysAgo));
    lighted.run(sealId(index + 1), txHash, iso(badge.sealedDaysAgo), id);
  });
}
