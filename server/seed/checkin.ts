import type { Db } from '../db/connection';
import { currentPeriod, dateMs, firstPeriod, formatDate, mondayOf } from '../routes/checkin/checkin.periods';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';

// Demo check-in tasks (issue 11 point 10): a daily "Morning reading / 晨读打卡" (patches allowed, 14
// check-ins to qualify) and a weekly "Weekly review / 每周复盘", both published and online, started
// three weeks ago, with three weeks of check-ins by the staff and the member in English and Chinese.
// The member's daily streak is live (yesterday and the five days before) with today NOT done, so the
// e2e can check in; there are missed days since they joined (patchable), and one patched check-in.

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export const CHECKIN_IDS = {
  /** Daily, patches allowed, qualify_count 14. */
  reading: '7a000000-0000-4000-8000-000000000001',
  /** Weekly, no patches, no qualification rule. */
  review: '7a000000-0000-4000-8000-000000000002',
} as const;

/** The demo tasks' clock: China Standard Time (UTC+8). */
export const CHECKIN_SEED_OFFSET = 480;
/** Days (before today's period) of the member's live daily streak, yesterday included. */
export const CHECKIN_MEMBER_STREAK = 6;

const postId = (n: number) => `7b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const READING_TEXTS: readonly string[] = [
  'Read 20 pages of "The Bitcoin Standard" before breakfast.',
  '今天读了《区块链技术指南》第三章，笔记已整理。',
  'Morning chapter done: notes on how fees are set.',
  '晨读打卡：读完了关于冷钱包的那一节。',
  'Finished the wallet security guide, two pages of notes.',
  '坚持第二周！今天读的是关于稳定币的文章。',
  'Short one today: 10 pages, but I kept going.',
  '今天的收获：分散存放备份非常重要。',
];

const REVIEW_TEXTS: readonly string[] = [
  'This week: finished two courses, started the DeFi reading list. Next: fees.',
  '本周复盘：完成了两节课，下周计划复习安全课程。',
  'Weekly review: kept the morning reading streak, missed Sunday.',
  '本周总结：学习时间 6 小时，整理了一份防骗清单。',
];

/**
 * Days before today's period (0 = today) each persona checked in on the daily task. The member:
 * the last six days (a live streak, today not done), older days with gaps since joining; with the
 * patched day that is 13 check-ins, so checking in today qualifies them (qualify_count 14).
 */
const READING_DAYS: Partial<Record<PersonaKey, number[]>> = {
  member: [1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 15, 17],
  lecturer: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20],
  admin: [0, 2, 3, 5, 9, 13, 14, 19],
  owner: [1, 4, 7, 11, 16],
};
/** The member's patched check-in: 9 days ago, made up two days later. */
const READING_PATCHED = { persona: 'member' as PersonaKey, daysAgo: 9, patchedDaysAgo: 7 };

/** Weeks before this week's period (0 = this week) each persona reviewed. */
const REVIEW_WEEKS: Partial<Record<PersonaKey, number[]>> = {
  member: [1, 2, 3],
  admin: [0, 1, 2, 3],
  owner: [1, 3],
  lecturer: [0, 2],
};

const PARTICIPANTS: PersonaKey[] = ['owner', 'admin', 'lecturer', 'member'];

export function seedCheckin(db: Db, nowMs: number): void {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  const offsetMs = CHECKIN_SEED_OFFSET * MINUTE;
  // Today on the tasks' clock, and local midnight three weeks before it: the tasks' start.
  const today = currentPeriod({ type: 'daily', start_at: new Date(0).toISOString(), utc_offset_minutes: CHECKIN_SEED_OFFSET }, nowMs)!;
  const todayMs = dateMs(today)!;
  const startMs = todayMs - 21 * DAY - offsetMs;
  const iso = (ms: number) => new Date(Math.min(ms, nowMs - MINUTE)).toISOString();
  /** An instant in a local date: `daysAgo` days before today, at `hour`:`minute` local time. */
  const localAt = (dayMs: number, hour: number, minute = 0) => dayMs - offsetMs + (hour * 60 + minute) * MINUTE;

  const tasks = [
    {
      id: CHECKIN_IDS.reading, type: 'daily' as const, patch: 1, qualify: 14,
      title: 'Morning reading / 晨读打卡',
      description: 'Read for 20 minutes every morning and check in with a line about what you read. Missed a day? You may make it up.\n每天早上阅读 20 分钟，打卡时写一句今天读了什么。漏打卡可以补卡。',
    },
    {
      id: CHECKIN_IDS.review, type: 'weekly' as const, patch: 0, qualify: 0,
      title: 'Weekly review / 每周复盘',
      description: 'Once a week: what you learned, what you will do next week.\n每周一次：这周学到了什么，下周打算做什么。',
    },
  ];
  for (const task of tasks) {
    run(`INSERT INTO checkin_activities (activity_id, group_id, title, description, type, start_at, first_period,
        utc_offset_minutes, published, online, patch_allowed, qualify_count, created_by, created_at, updated_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?)`,
    task.id, task.title, task.description, task.type, new Date(startMs).toISOString(),
    firstPeriod(task.type, startMs, CHECKIN_SEED_OFFSET), CHECKIN_SEED_OFFSET, task.patch, task.qualify,
    PERSONAS.admin.user_id, iso(startMs - 2 * DAY), iso(startMs - 2 * DAY));
    PARTICIPANTS.forEach((persona, index) => {
      run('INSERT INTO checkin_members (activity_id, user_id, joined_at, quit_at) VALUES (?, ?, ?, NULL)',
        task.id, PERSONAS[persona].user_id, iso(startMs - DAY + index * 37 * MINUTE));
    });
  }

  let n = 0;
  const post = (activityId: string, persona: PersonaKey, period: string, content: string, createdMs: number, patched = false) => {
    n += 1;
    run(`INSERT INTO checkin_posts (post_id, activity_id, user_id, period, content, patched, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`, postId(n), activityId, PERSONAS[persona].user_id, period, content, Number(patched), iso(createdMs));
  };

  PARTICIPANTS.forEach((persona, p) => {
    for (const daysAgo of READING_DAYS[persona] ?? []) {
      const dayMs = todayMs - daysAgo * DAY;
      post(CHECKIN_IDS.reading, persona, formatDate(dayMs), READING_TEXTS[(daysAgo + p) % READING_TEXTS.length]!,
        localAt(dayMs, 6 + p, (daysAgo * 7) % 60));
    }
  });
  const patchedDay = todayMs - READING_PATCHED.daysAgo * DAY;
  post(CHECKIN_IDS.reading, READING_PATCHED.persona, formatDate(patchedDay), '补卡：那天读了《精通比特币》第一章。 (made up)',
    localAt(todayMs - READING_PATCHED.patchedDaysAgo * DAY, 21), true);

  const thisMonday = dateMs(mondayOf(today))!;
  PARTICIPANTS.forEach((persona, p) => {
    for (const weeksAgo of REVIEW_WEEKS[persona] ?? []) {
      const mondayMs = thisMonday - weeksAgo * 7 * DAY;
      if (mondayMs < dateMs(mondayOf(formatDate(startMs + offsetMs)))!) continue;
      // Reviews are written on Sunday evening (this week's so far: Monday morning, or earlier today).
      const written = weeksAgo === 0 ? localAt(mondayMs, 9 + p) : localAt(mondayMs + 6 * DAY, 20, p * 11);
      post(CHECKIN_IDS.review, persona, formatDate(mondayMs), REVIEW_TEXTS[(weeksAgo + p) % REVIEW_TEXTS.length]!, written);
    }
  });
}
