import type { GroupEventAction } from '../../contract/event';
import type { Db } from '../db/connection';
import { recordGroupEventSync } from '../routes/event/event.repo';
import { seededRandom } from '../routes/luckycoin/luckycoin.split';
import { PERSONAS } from '../sandbox/personas';

// demo's event list history (issue 14 point 6: "a year of daily stats and events"): a year of what the
// owner and the admin did, so the group events section reads like a group that has been run for a
// while. Made up, deterministically (a seeded random), oldest first so the list's order (newest event
// id first) is also newest time first. What happens from now on is recorded by the actions themselves.

const DAY = 24 * 60 * 60 * 1000;

type Made = { action: GroupEventAction; targetKind: string; details: Record<string, unknown> };

const COURSES = ['Stablecoins in 10 minutes', 'Reading a block explorer', 'Wallet safety basics', 'How fees work', 'Spotting a scam'];
const ARTICLES = ['Weekly market notes', 'What changed in the fee market', 'Q&A: your questions answered', 'Our reading list'];
const ANNOUNCEMENTS = [
  'Live Q&A this Friday at 20:00.',
  'New course on wallet safety is out: see the Courses tab.',
  'Please keep the chat on topic; links to other groups are removed.',
];

/** The kinds of things an admin does in a week, with how they are recorded. */
const MAKERS: ((pick: <T>(list: readonly T[]) => T) => Made)[] = [
  (pick) => ({ action: 'course.publish', targetKind: 'course', details: { title: pick(COURSES) } }),
  (pick) => ({ action: 'article.create', targetKind: 'article', details: { title: pick(ARTICLES), price: null } }),
  (pick) => ({ action: 'chat.announcement', targetKind: 'chat', details: { announcement: pick(ANNOUNCEMENTS) } }),
  () => ({ action: 'stream.start', targetKind: 'stream', details: { title: 'Weekly live Q&A', public: false, price: null, orientation: 'landscape' } }),
  (pick) => ({ action: 'settings.update', targetKind: 'settings', details: pick([{ tip_min_usd: '0.5' }, { discussion_permission: 'everyone' }, { luckycoin_max_shares: 200 }]) }),
  () => ({ action: 'discussion.stick', targetKind: 'discussion', details: { title: 'Read this first: how this group works', author: PERSONAS.owner.full_name } }),
  () => ({ action: 'member.shut_up', targetKind: 'user', details: { name: PERSONAS.banned.full_name, minutes: 60 } }),
  (pick) => ({ action: 'coupon.create', targetKind: 'coupon', details: { name: pick(['Spring offer', 'Welcome back', 'Friends of the group']), advertised: true } }),
];

export function seedGroupEvents(db: Db, nowMs: number): void {
  const random = seededRandom(21);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const actors = [PERSONAS.owner.user_id, PERSONAS.admin.user_id];
  // The lecturer was made one near the start of the year.
  recordGroupEventSync(db, {
    groupId: 'demo', actorId: PERSONAS.owner.user_id, action: 'member.set_role', targetKind: 'user', targetId: PERSONAS.lecturer.user_id,
    details: { name: PERSONAS.lecturer.full_name, role: 'lecturer', previous_role: 'user' }, at: new Date(nowMs - 364 * DAY).toISOString(),
  });
  for (let day = 363; day >= 1; day--) {
    // About three actions a week, at working hours (UTC+8 09:00–21:00).
    if (random() > 0.43) continue;
    const made = pick(MAKERS)(pick);
    const at = new Date(nowMs - day * DAY);
    at.setUTCHours(1 + Math.floor(random() * 12), Math.floor(random() * 60), 0, 0);
    recordGroupEventSync(db, { groupId: 'demo', actorId: pick(actors), action: made.action, targetKind: made.targetKind, details: made.details, at: at.toISOString() });
    if (made.action === 'stream.start') {
      const end = new Date(at.getTime() + 60 * 60 * 1000).toISOString();
      recordGroupEventSync(db, { groupId: 'demo', actorId: PERSONAS.owner.user_id, action: 'stream.stop', targetKind: 'stream', details: { title: 'Weekly live Q&A' }, at: end });
    }
  }
}
