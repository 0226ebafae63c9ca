import type { Db } from '../db/connection';
import { svgAvatar } from '../lib/avatar';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';

// Demo data for live streams and members (issue 4): bots and demo's shortcuts, streaming previews,
// member nicknames and bios, and a history of activities. No stream is living at seed time: the
// spotlight appears when an admin starts one.

const DAY = 24 * 60 * 60 * 1000;

export const APP_IDS = {
  news: '50000000-0000-4000-8000-000000000001',
  translate: '50000000-0000-4000-8000-000000000002',
  weather: '50000000-0000-4000-8000-000000000003',
  market: '50000000-0000-4000-8000-000000000004',
} as const;

/** The bots' identity numbers in the wallet (POST /mixin/users/search finds them by it). */
export const APP_IDENTITY_NUMBERS = {
  news: '7000300001',
  translate: '7000300002',
  weather: '7000300003',
  market: '7000300004',
} as const;

const APPS = [
  { id: APP_IDS.news, number: APP_IDENTITY_NUMBERS.news, name: 'News Bot', colour: '#2C3E50', description: 'Daily headlines for the group' },
  { id: APP_IDS.translate, number: APP_IDENTITY_NUMBERS.translate, name: 'Translator', colour: '#3498DB', description: 'Translate messages between languages' },
  { id: APP_IDS.weather, number: APP_IDENTITY_NUMBERS.weather, name: 'Weather', colour: '#F1C40F', description: 'Forecasts for your city' },
  { id: APP_IDS.market, number: APP_IDENTITY_NUMBERS.market, name: 'Market Watch', colour: '#27AE60', description: 'Crypto prices and alerts' },
] as const;

export const PREVIEW_IDS = {
  soon: '51000000-0000-4000-8000-000000000001',
  nextWeek: '51000000-0000-4000-8000-000000000002',
  unannounced: '51000000-0000-4000-8000-000000000003',
} as const;

const PROFILES: Partial<Record<PersonaKey, { nickname: string; bio: string }>> = {
  owner: { nickname: 'Olivia', bio: 'Founder of Demo Academy.' },
  admin: { nickname: 'Adam', bio: 'Keeps the lights on and the streams running.' },
  lecturer: { nickname: 'Prof. Lena', bio: 'Teaches the fundamentals courses.' },
  member: { nickname: 'Mia', bio: 'Learning something new every week.' },
};

export function seedLive(db: Db, nowMs: number): void {
  const iso = (offsetDays = 0) => new Date(nowMs + offsetDays * DAY).toISOString();
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);

  for (const app of APPS) {
    run('INSERT INTO apps (app_id, identity_number, name, icon_url, description, home_uri) VALUES (?, ?, ?, ?, ?, ?)',
      app.id, app.number, app.name, svgAvatar(app.name, app.colour), app.description,
      `https://bots.sandbox.invalid/${app.name.toLowerCase().replace(/\s+/g, '-')}`);
  }
  [APP_IDS.news, APP_IDS.translate, APP_IDS.market].forEach((appId, index) => {
    run('INSERT INTO favorite_apps (group_id, app_id, created_at, position) VALUES (?, ?, ?, ?)', 'demo', appId, iso(-20 + index), index);
  });

  run(`INSERT INTO stream_previews (preview_id, group_id, title, description, cover_url, live_at, created_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?)`, PREVIEW_IDS.soon, 'Live Q&A: your first portfolio',
  'Bring your questions; we answer them live.', svgAvatar('Q&A', '#00CEB7'), iso(2), iso(-3));
  run(`INSERT INTO stream_previews (preview_id, group_id, title, description, cover_url, live_at, created_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?)`, PREVIEW_IDS.nextWeek, 'Weekly market review',
  'What moved this week and why.', svgAvatar('Market', '#2980B9'), iso(7), iso(-3));
  run(`INSERT INTO stream_previews (preview_id, group_id, title, description, cover_url, live_at, created_at)
    VALUES (?, 'demo', ?, ?, ?, NULL, ?)`, PREVIEW_IDS.unannounced, 'Guest lecture (date to be announced)',
  'A guest from the industry.', svgAvatar('Guest', '#8E44AD'), iso(-3));

  for (const [key, profile] of Object.entries(PROFILES) as [PersonaKey, { nickname: string; bio: string }][]) {
    run('UPDATE memberships SET nickname = ?, bio = ? WHERE group_id = ? AND user_id = ?',
      profile.nickname, profile.bio, 'demo', PERSONAS[key].user_id);
  }

  // Every joined member's history starts with joining; the member persona also renewed once.
  const joined = db.prepare(`SELECT group_id, user_id, joined_at FROM memberships WHERE joined_at IS NOT NULL`)
    .all() as { group_id: string; user_id: string; joined_at: string }[];
  let n = 0;
  const activityId = () => `52000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const insert = db.prepare(`INSERT INTO activities (activity_id, group_id, user_id, kind, subject_id, subject_title,
    created_at) VALUES (?, ?, ?, ?, NULL, NULL, ?)`);
  for (const row of joined) insert.run(activityId(), row.group_id, row.user_id, 'joined', row.joined_at);
  for (let i = 0; i < 24; i += 1) {
    // Enough history for two pages of 20 on the member persona's profile.
    insert.run(activityId(), 'demo', PERSONAS.member.user_id, 'renewed', iso(-29 + i));
  }
}
