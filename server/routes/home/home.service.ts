import { HOME_FEED_DAYS, HOME_FEED_LIMIT, type HomeFeed, type HomeFeedItem } from '../../../contract/home';
import { isPlayable } from '../../../contract/lessons';
import type { Sql } from '../../db/sql';
import {
  findFeedSwitches, findLivingStream, findNextPreview, findVisit, listFeedArticles, listFeedLessonCandidates, listFeedPosts,
  listOpenPacks, saveVisit,
} from './home.repo';

/** A visit within this long of the last one continues it: the home asked again keeps its New marks. */
export const VISIT_CONTINUES_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE_MAX = 80;
const EXCERPT_MAX = 140;
// Lessons are grouped by course, so more messages than items are read.
const LESSON_ROWS = 200;

export type FeedViewer = { userId: string; staff: boolean };

function clip(text: string, max: number): string {
  const s = text.trim().replace(/\s+/g, ' ');
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

/** A post has no title: its first line is one, the rest its excerpt. */
function postTexts(content: string): { title: string; excerpt: string | null } {
  const text = content.trim();
  const cut = text.indexOf('\n');
  const first = cut < 0 ? text : text.slice(0, cut);
  const rest = cut < 0 ? '' : text.slice(cut + 1);
  return { title: clip(first, TITLE_MAX), excerpt: rest.trim() ? clip(rest, EXCERPT_MAX) : null };
}

const actorOf = (row: { actor_id: string; actor_name: string; actor_avatar: string }) =>
  ({ user_id: row.actor_id, full_name: row.actor_name, avatar_url: row.actor_avatar });

/**
 * Records this visit of the home and answers the previous one the feed counts as "since": the last
 * visit, unless this one continues it (within VISIT_CONTINUES_MS), when the visit before stays.
 */
export async function recordVisit(sql: Sql, groupId: string, userId: string, now: number): Promise<string | null> {
  const nowIso = new Date(now).toISOString();
  const last = await findVisit(sql, groupId, userId);
  const since = !last ? null : now - Date.parse(last.seen_at) < VISIT_CONTINUES_MS ? last.since_at : last.seen_at;
  await saveVisit(sql, groupId, userId, { since_at: since, seen_at: nowIso });
  return since;
}

/**
 * What is new in the group for this member: stuck posts first, then the live (or next announced)
 * stream, then the rest newest first: posts, new lessons (one item per course), articles, lucky-coin
 * packs still open to them. Sections the group switched off give nothing.
 */
export async function homeFeed(sql: Sql, groupId: string, viewer: FeedViewer, now: number, since: string | null): Promise<HomeFeed> {
  const nowIso = new Date(now).toISOString();
  const fromIso = new Date(now - HOME_FEED_DAYS * DAY_MS).toISOString();
  const isNew = (at: string) => since === null || at > since;
  const switches = await findFeedSwitches(sql, groupId);
  const leading: HomeFeedItem[] = [];
  const rest: HomeFeedItem[] = [];

  if (switches && switches.discussion_enabled) {
    for (const row of await listFeedPosts(sql, groupId, fromIso, HOME_FEED_LIMIT)) {
      const item: HomeFeedItem = {
        kind: 'post', id: row.discussion_id, at: row.created_at, ...postTexts(row.content), actor: actorOf(row),
        new: isNew(row.created_at), stuck: row.stuck_at !== null,
      };
      (row.stuck_at !== null ? leading : rest).push(item);
    }
  }

  const living = await findLivingStream(sql, groupId);
  if (living) {
    leading.push({
      kind: 'live', id: living.stream_id, at: living.started_at, title: living.title, excerpt: null, actor: actorOf(living),
      new: isNew(living.started_at), live: true, starts_at: null,
    });
  } else {
    const coming = await findNextPreview(sql, groupId, nowIso);
    if (coming) {
      leading.push({
        kind: 'live', id: coming.preview_id, at: coming.created_at, title: coming.title,
        excerpt: coming.description ? clip(coming.description, EXCERPT_MAX) : null, actor: null,
        new: isNew(coming.created_at), live: false, starts_at: coming.live_at,
      });
    }
  }

  if (switches && switches.course_enabled) {
    const byCourse = new Map<string, HomeFeedItem>();
    for (const row of await listFeedLessonCandidates(sql, groupId, fromIso, viewer.userId, viewer.staff, LESSON_ROWS)) {
      const lesson = { category: row.category, text: row.text, index: row.idx, created_at: row.created_at, attachment: { mime_type: row.mime_type } };
      if (!isPlayable(lesson)) continue;
      const seen = byCourse.get(row.course_id);
      if (seen) {
        seen.lessons = (seen.lessons ?? 1) + 1;
        continue;
      }
      byCourse.set(row.course_id, {
        kind: 'lesson', id: row.message_id, at: row.created_at, title: row.course_title, excerpt: null, actor: actorOf(row),
        new: isNew(row.created_at), course_id: row.course_id, lessons: 1, started: row.started === 1,
      });
    }
    rest.push(...byCourse.values());
  }

  for (const row of await listFeedArticles(sql, groupId, fromIso, HOME_FEED_LIMIT)) {
    rest.push({
      kind: 'article', id: String(row.article_id), at: row.created_at, title: row.title,
      excerpt: row.summary ? clip(row.summary, EXCERPT_MAX) : null, actor: actorOf(row), new: isNew(row.created_at),
    });
  }

  for (const row of await listOpenPacks(sql, groupId, viewer.userId, nowIso, HOME_FEED_LIMIT)) {
    rest.push({
      kind: 'luckycoin', id: row.pack_id, at: row.paid_at, title: row.greeting ? clip(row.greeting, TITLE_MAX) : '', excerpt: null,
      actor: actorOf(row), new: isNew(row.paid_at),
    });
  }

  rest.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { items: [...leading, ...rest].slice(0, HOME_FEED_LIMIT), since };
}
