import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';
import { attachmentDir } from '../routes/attachment/attachment.store';
import { keepSandboxS3ObjectSync, SANDBOX_S3_BUCKET, SANDBOX_S3_PREFIX } from '../sandbox/s3-api';

// Demo courses (issue 4): 60 published courses across 6 tags in demo, with messages of every
// category and real media (server/seed/media, copied into both file stores), 2 drafts,
// public and charged courses (with their checkout products; the member bought one), 4 albums and a few favourites. SEED_SCALE=bench adds 5,000 courses
// and 20,000 members for the benchmarks.

// The seed's USDT asset id (server/seed.ts ASSET_IDS.usdt; not imported: seed.ts imports this file).
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Beside this file (read as a path: a bundler would take `new URL(…, import.meta.url)` for an asset).
const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'media');

export const COURSE_TAGS = ['Basics', 'Wallets', 'Security', 'Trading', 'DeFi', 'NFT'] as const;
export const DEMO_COURSE_COUNT = 60;

/** Fixed ids so tests and journeys can name them. */
export const COURSE_IDS = {
  /** The newest course: one message of every category; members-only, free. */
  showcase: course(1),
  /** Public: opens without login. */
  open: course(2),
  /** Charged; the member persona bought it. */
  chargedPaid: course(3),
  /** Charged; nobody bought it. */
  chargedUnpaid: course(4),
  /**
   * A curriculum (issue 26): five lessons (audio and video with their durations) among notes; the
   * member favoured it and is part-way through (the first lesson done, the second stopped at 0:03).
   */
  curriculum: course(5),
  /** Drafts, seen by lecturers only. */
  draft: draft(1),
} as const;

export const ALBUM_IDS = [album(1), album(2), album(3), album(4)] as const;

/** The checkout products (type 'course') of the two charged courses. */
export const COURSE_PRODUCT_IDS = {
  chargedPaid: '67000000-0000-4000-8000-000000000003',
  chargedUnpaid: '67000000-0000-4000-8000-000000000004',
} as const;

export type MediaKey = 'audio' | 'video480' | 'video720' | 'poster' | 'slide' | 'notes';
/** The seeded media by what they are. Their ids are random per database: an id is part of a media link (issue 9). */
export type MediaIds = Record<MediaKey, string>;

/** The curriculum course's message ids by their index (its lessons are 1, 2, 4, 5 and 7). */
export function curriculumMessageId(index: number): string {
  return courseMessageId(5, index);
}

function courseMessageId(n: number, index: number): string {
  return `63000000-0000-4000-${String(n).padStart(4, '0')}-${String(index).padStart(12, '0')}`;
}

function course(n: number) {
  return `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
function draft(n: number) {
  return `60000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
}
function album(n: number) {
  return `61000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const MEDIA: readonly { key: MediaKey; file: string; name: string; mime: string; duration: number | null }[] = [
  { key: 'audio', file: 'tone.mp3', name: 'lesson-tone.mp3', mime: 'audio/mpeg', duration: 12 },
  { key: 'video480', file: 'clip-480p.mp4', name: 'lesson-clip-480p.mp4', mime: 'video/mp4', duration: 6 },
  { key: 'video720', file: 'clip-720p.mp4', name: 'lesson-clip-720p.mp4', mime: 'video/mp4', duration: 6 },
  { key: 'poster', file: 'poster.png', name: 'poster.png', mime: 'image/png', duration: null },
  { key: 'slide', file: 'slide.jpg', name: 'slide.jpg', mime: 'image/jpeg', duration: null },
  { key: 'notes', file: 'notes.txt', name: 'notes.txt', mime: 'text/plain', duration: null },
];

/** The ids the seed gave its media in this database (found by their names, which the seed alone uses). */
export function seededMediaIds(db: Db): MediaIds {
  const find = db.prepare("SELECT attachment_id FROM attachments WHERE group_id = 'demo' AND name = ? ORDER BY created_at LIMIT 1")
    .pluck();
  return Object.fromEntries(MEDIA.map((m) => [m.key, find.get(m.name) as string])) as MediaIds;
}

const TOPICS = [
  'Getting started', 'Keeping keys safe', 'Reading a price chart', 'Fees explained', 'Spotting scams',
  'Backups that work', 'Order books', 'Stable coins', 'Collectibles', 'Lending and yield',
];
/** The same topics in Chinese, in each course's description, so a search in Chinese finds courses too. */
const TOPICS_ZH = ['入门', '保管私钥', '看懂价格走势图', '手续费详解', '识别骗局', '可靠的备份', '订单簿', '稳定币', '数字藏品', '借贷与收益'];

const url = (id: string) => `/api/groups/demo/attachments/${id}`;

type MessageSeed = { category: string; text?: string; attachment?: string; sources?: { quality: string; url: string }[] };

/** The showcase course: one message of every category, including the §5 playable edge cases. */
const showcaseMessages = (MEDIA_IDS: MediaIds): MessageSeed[] => [
  { category: 'PLAIN_TEXT', text: 'Welcome! This course shows every kind of message a lesson can hold.' },
  { category: 'PLAIN_IMAGE', attachment: MEDIA_IDS.slide },
  { category: 'PLAIN_AUDIO', attachment: MEDIA_IDS.audio },
  {
    category: 'PLAIN_VIDEO', attachment: MEDIA_IDS.video480,
    sources: [{ quality: '480p', url: url(MEDIA_IDS.video480) }, { quality: '720p', url: url(MEDIA_IDS.video720) }],
  },
  { category: 'LIVE_PLAYBACK', attachment: MEDIA_IDS.video720 },
  { category: 'PLAIN_DATA', attachment: MEDIA_IDS.notes },
  // Data with an audio mime type plays (§5).
  { category: 'PLAIN_DATA', attachment: MEDIA_IDS.audio },
  // Text that is a video link plays (§5); a plain link does not.
  { category: 'PLAIN_TEXT', text: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { category: 'PLAIN_TEXT', text: 'Read more at https://example.com/notes' },
];

/** The lessons of the curriculum course: the seed's media again, each under a lesson's name. */
const CURRICULUM_LESSONS: readonly { key: 'audio' | 'video480' | 'video720'; name: string }[] = [
  { key: 'audio', name: 'Why scams work.mp3' },
  { key: 'video480', name: 'Spot the fake site.mp4' },
  { key: 'audio', name: 'Red flags in messages.mp3' },
  { key: 'video720', name: 'Checking a link.mp4' },
  { key: 'audio', name: 'What to do next.mp3' },
];

/** The curriculum course's messages: lessons in order, with notes between them (§5: notes are not lessons). */
const curriculumMessages = (MEDIA_IDS: MediaIds, lessons: readonly string[]): MessageSeed[] => [
  { category: 'PLAIN_TEXT', text: 'Five short lessons on spotting scams. Mark each one done as you go.' },
  { category: 'PLAIN_AUDIO', attachment: lessons[0] },
  { category: 'PLAIN_VIDEO', attachment: lessons[1] },
  { category: 'PLAIN_IMAGE', attachment: MEDIA_IDS.slide },
  { category: 'PLAIN_AUDIO', attachment: lessons[2] },
  { category: 'PLAIN_VIDEO', attachment: lessons[3] },
  { category: 'PLAIN_DATA', attachment: MEDIA_IDS.notes },
  { category: 'PLAIN_AUDIO', attachment: lessons[4] },
  { category: 'PLAIN_TEXT', text: 'Questions are welcome in the group chat.' },
];

function messagesFor(n: number, MEDIA_IDS: MediaIds, lessons: readonly string[]): MessageSeed[] {
  if (n === 1) return showcaseMessages(MEDIA_IDS);
  if (course(n) === COURSE_IDS.curriculum) return curriculumMessages(MEDIA_IDS, lessons);
  const rotating: MessageSeed[] = [
    { category: 'PLAIN_AUDIO', attachment: MEDIA_IDS.audio },
    { category: 'PLAIN_IMAGE', attachment: MEDIA_IDS.slide },
    { category: 'PLAIN_VIDEO', attachment: MEDIA_IDS.video480 },
    { category: 'PLAIN_DATA', attachment: MEDIA_IDS.notes },
  ];
  return [
    { category: 'PLAIN_TEXT', text: `Lesson ${n}: what we will cover today.` },
    rotating[n % rotating.length]!,
    { category: 'PLAIN_TEXT', text: 'Questions are welcome in the group chat.' },
  ];
}

export function seedCourses(db: Db, nowMs: number): void {
  const iso = (offsetMs: number) => new Date(nowMs + offsetMs).toISOString();
  const lecturer = PERSONAS.lecturer.user_id;
  const owner = PERSONAS.owner.user_id;

  const dir = attachmentDir(db);
  const insertAttachment = db.prepare(`INSERT INTO attachments (attachment_id, group_id, user_id, name, mime_type,
    size, duration, created_at) VALUES (?, 'demo', ?, ?, ?, ?, ?, ?)`);
  const MEDIA_IDS = Object.fromEntries(MEDIA.map((m) => [m.key, randomUUID()])) as MediaIds;
  for (const m of MEDIA) {
    const id = MEDIA_IDS[m.key];
    const bytes = readFileSync(join(MEDIA_DIR, m.file));
    // Where either file store of the sandbox reads them: the data folder (disk), and the S3
    // stand-in's bucket (FILES_STORE=s3), as if uploaded there.
    writeFileSync(join(dir, id), bytes);
    keepSandboxS3ObjectSync(db, SANDBOX_S3_BUCKET, `${SANDBOX_S3_PREFIX}${id}`, bytes, m.mime);
    insertAttachment.run(id, lecturer, m.name, m.mime, bytes.length, m.duration, iso(-60 * DAY));
  }
  // The curriculum's lessons: the same bytes under their own names and ids (the file stores keep a copy each).
  const lessonIds = CURRICULUM_LESSONS.map((lesson) => {
    const m = MEDIA.find((media) => media.key === lesson.key)!;
    const id = randomUUID();
    const bytes = readFileSync(join(MEDIA_DIR, m.file));
    writeFileSync(join(dir, id), bytes);
    keepSandboxS3ObjectSync(db, SANDBOX_S3_BUCKET, `${SANDBOX_S3_PREFIX}${id}`, bytes, m.mime);
    insertAttachment.run(id, lecturer, lesson.name, m.mime, bytes.length, m.duration, iso(-59 * DAY));
    return id;
  });

  // Charged courses sell through a product paid the ways demo's membership is.
  const channels = db.prepare("SELECT price_channels FROM products WHERE group_id = 'demo' AND type = 'membership'")
    .pluck().get() as string | undefined;
  const insertProduct = db.prepare(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id,
    price_amount, price_channels, status, created_at) VALUES (?, 'demo', ?, '', 'course', ?, '9.90', ?, 'normal', ?)`);
  const insertCourse = db.prepare(`INSERT INTO courses (course_id, group_id, lecturer_id, title, description,
      poster_attachment_id, start_at, finish_at, finished_at, state, public, charge_asset_id, charge_amount,
      product_id, created_at, updated_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTag = db.prepare('INSERT INTO course_tags (course_id, tag) VALUES (?, ?)');
  const insertMessage = db.prepare(`INSERT INTO course_messages (message_id, course_id, category, text, attachment_id,
    sources, idx, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  for (let n = 1; n <= DEMO_COURSE_COUNT; n += 1) {
    const id = course(n);
    // Newest first is n = 1; one course every 12 hours going back.
    const created = -(n - 1) * 12 * HOUR - HOUR;
    const topic = TOPICS[(n - 1) % TOPICS.length]!;
    const productId = id === COURSE_IDS.chargedPaid ? COURSE_PRODUCT_IDS.chargedPaid
      : id === COURSE_IDS.chargedUnpaid ? COURSE_PRODUCT_IDS.chargedUnpaid : null;
    const isCharged = productId !== null;
    // Every seventh course is public, and the named open course.
    const isPublic = id === COURSE_IDS.open || n % 7 === 0;
    // The five newest are still going on; older ones are finished.
    const finished = n > 5 ? iso(created + 2 * HOUR) : null;
    const title = `${topic} ${Math.ceil(n / TOPICS.length)}`;
    if (productId) insertProduct.run(productId, title, USDT, channels ?? '[]', iso(created));
    insertCourse.run(
      id, n % 4 === 0 ? owner : lecturer, title,
      `Part ${Math.ceil(n / TOPICS.length)} of "${topic}": a short lesson with slides, audio and notes. `
        + `「${TOPICS_ZH[(n - 1) % TOPICS.length]}」第 ${Math.ceil(n / TOPICS.length)} 部分：幻灯片、音频和笔记。`,
      n % 3 === 0 ? null : MEDIA_IDS.poster, iso(created), iso(created + 2 * HOUR), finished, 'published',
      Number(isPublic), isCharged ? USDT : null, isCharged ? '9.90' : null, productId, iso(created), iso(created),
    );
    insertTag.run(id, COURSE_TAGS[(n - 1) % COURSE_TAGS.length]);
    if (n % 5 === 0) insertTag.run(id, COURSE_TAGS[n % COURSE_TAGS.length]);
    messagesFor(n, MEDIA_IDS, lessonIds).forEach((m, index) => {
      insertMessage.run(
        courseMessageId(n, index), id, m.category,
        m.text ?? '', m.attachment ?? null, JSON.stringify(m.sources ?? []), index, iso(created + index * 1000),
      );
    });
  }

  for (let n = 1; n <= 2; n += 1) {
    insertCourse.run(draft(n), lecturer, `Draft lesson ${n}`, 'Work in progress: not published yet.', null, null,
      null, null, 'draft', 0, null, null, null, iso(-n * HOUR), iso(-n * HOUR));
    insertMessage.run(`63000000-0000-4000-9000-${String(n).padStart(12, '0')}`, draft(n), 'PLAIN_TEXT',
      'Notes for the next lesson.', null, '[]', 0, iso(-n * HOUR));
  }

  // The member bought one charged course: a PAID order is the entitlement.
  db.prepare(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      channel, created_at, expires_at, paid_at, updated_at)
    VALUES (?, 'demo', ?, ?, 'course', 1, 'PAID', ?, '9.90', 'mixin', ?, ?, ?, ?)`).run(
    '68000000-0000-4000-8000-000000000001', PERSONAS.member.user_id, COURSE_PRODUCT_IDS.chargedPaid, USDT,
    iso(-DAY), iso(-DAY + 30 * 60 * 1000), iso(-DAY), iso(-DAY));

  const albums = [
    { name: 'Start here', description: 'The first lessons for new members.', courses: [1, 2, 5, 7, 11] },
    { name: 'Stay safe', description: 'Keys, backups and scams.', courses: [3, 8, 13, 18, 23, 28] },
    { name: 'Markets', description: 'Charts, order books and fees.', courses: [4, 9, 14, 19, 24] },
    { name: 'Deep dives', description: 'Longer series for the curious.', courses: [30, 35, 40, 45, 50, 55, 60] },
  ];
  const insertAlbum = db.prepare(`INSERT INTO course_albums (album_id, group_id, creator_id, name, description,
    created_at, updated_at) VALUES (?, 'demo', ?, ?, ?, ?, ?)`);
  const insertRecord = db.prepare('INSERT INTO course_album_records (album_id, course_id, added_at) VALUES (?, ?, ?)');
  albums.forEach((a, index) => {
    insertAlbum.run(ALBUM_IDS[index], lecturer, a.name, a.description, iso(-(index + 1) * DAY), iso(-(index + 1) * DAY));
    a.courses.forEach((n, order) => insertRecord.run(ALBUM_IDS[index], course(n), iso(-(index + 1) * DAY + order * 1000)));
  });

  db.prepare('INSERT INTO course_favorites (course_id, user_id, created_at) VALUES (?, ?, ?)')
    .run(course(5), PERSONAS.member.user_id, iso(-2 * DAY));
  // The member is part-way through the curriculum: its first lesson done, the second stopped at 0:03
  // an hour ago (the message ids are the loop's above: course 5, messages 1 and 2).
  const insertProgress = db.prepare(`INSERT INTO course_progress (user_id, message_id, course_id, group_id, position, done,
    updated_at) VALUES (?, ?, ?, 'demo', ?, ?, ?)`);
  insertProgress.run(PERSONAS.member.user_id, curriculumMessageId(1), COURSE_IDS.curriculum, 12, 1, iso(-2 * HOUR));
  insertProgress.run(PERSONAS.member.user_id, curriculumMessageId(2), COURSE_IDS.curriculum, 3, 0, iso(-HOUR));
  db.prepare('INSERT INTO album_favorites (album_id, user_id, created_at) VALUES (?, ?, ?)')
    .run(ALBUM_IDS[0], PERSONAS.member.user_id, iso(-3 * DAY));

  if (process.env.SEED_SCALE === 'bench') seedBench(db, nowMs, MEDIA_IDS.poster);
}

export const BENCH_COURSE_COUNT = 5000;
export const BENCH_MEMBER_COUNT = 20000;

/** Benchmark scale for demo: runs inside the seed's transaction with prepared statements. */
function seedBench(db: Db, nowMs: number, poster: string): void {
  const iso = (offsetMs: number) => new Date(nowMs + offsetMs).toISOString();
  const insertCourse = db.prepare(`INSERT INTO courses (course_id, group_id, lecturer_id, title, description,
      poster_attachment_id, state, public, created_at, updated_at, finished_at)
    VALUES (?, 'demo', ?, ?, ?, ?, 'published', 0, ?, ?, ?)`);
  const insertTag = db.prepare('INSERT INTO course_tags (course_id, tag) VALUES (?, ?)');
  const insertMessage = db.prepare(`INSERT INTO course_messages (message_id, course_id, category, text, idx, created_at)
    VALUES (?, ?, 'PLAIN_TEXT', ?, 0, ?)`);
  for (let n = 1; n <= BENCH_COURSE_COUNT; n += 1) {
    const id = `64000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    // Older than the 60 demo courses, so the demo ones still come first.
    const created = iso(-(DEMO_COURSE_COUNT * 12 * HOUR) - n * 10 * 60 * 1000);
    insertCourse.run(id, PERSONAS.lecturer.user_id, `Archive lesson ${n}`, `Recorded lesson number ${n} from the archive.`,
      n % 2 === 0 ? poster : null, created, created, created);
    insertTag.run(id, COURSE_TAGS[n % COURSE_TAGS.length]);
    insertMessage.run(`65000000-0000-4000-8000-${String(n).padStart(12, '0')}`, id, `Archive lesson ${n}.`, created);
  }
  const avatar = PERSONAS.member.avatar_url;
  const insertUser = db.prepare(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, persona, created_at)
    VALUES (?, ?, ?, ?, NULL, ?)`);
  const insertMembership = db.prepare(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at,
    created_at) VALUES ('demo', ?, 'user', 'paid', ?, ?, ?)`);
  for (let n = 1; n <= BENCH_MEMBER_COUNT; n += 1) {
    const id = `66000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const joined = iso(-(n % 700) * DAY);
    insertUser.run(id, `8${String(n).padStart(9, '0')}`, `Bench Member ${n}`, avatar, joined);
    insertMembership.run(id, iso(365 * DAY), joined, joined);
  }
}
