import type { Sql } from '../../db/sql';

// The member home's feed (issue 26 point 3): every query is scoped to the group in the path, and
// to what the caller may see there (published courses they may play, packs they have not claimed).
// On the async layer (db/sql.ts), one text for both engines: a test read as a value is a CASE giving 0 or
// 1 (PostgreSQL's EXISTS is a boolean), and every order ends on a key so both engines page alike.

export type VisitRow = { since_at: string | null; seen_at: string };

export function findVisit(sql: Sql, groupId: string, userId: string): Promise<VisitRow | undefined> {
  return sql.get<VisitRow>('SELECT since_at, seen_at FROM home_visits WHERE group_id = ? AND user_id = ?', groupId, userId);
}

export async function saveVisit(sql: Sql, groupId: string, userId: string, visit: VisitRow): Promise<void> {
  await sql.run(`INSERT INTO home_visits (group_id, user_id, since_at, seen_at) VALUES (@group, @user, @since, @seen)
    ON CONFLICT (group_id, user_id) DO UPDATE SET since_at = excluded.since_at, seen_at = excluded.seen_at`,
    { group: groupId, user: userId, since: visit.since_at, seen: visit.seen_at });
}

export type SwitchesRow = { course_enabled: number; discussion_enabled: number };

/** The group's switches for the sections the feed draws from. */
export function findFeedSwitches(sql: Sql, groupId: string): Promise<SwitchesRow | undefined> {
  return sql.get<SwitchesRow>('SELECT course_enabled, discussion_enabled FROM group_settings WHERE group_id = ?', groupId);
}

type ActorColumns = { actor_id: string; actor_name: string; actor_avatar: string };

export type PostRow = ActorColumns & { discussion_id: string; content: string; stuck_at: string | null; created_at: string };

/** The stuck posts (whenever written), then the posts written from `fromIso`, newest first. */
export function listFeedPosts(sql: Sql, groupId: string, fromIso: string, limit: number): Promise<PostRow[]> {
  return sql.all<PostRow>(`SELECT d.discussion_id, d.content, d.stuck_at, d.created_at,
      u.user_id AS actor_id, COALESCE(NULLIF(m.nickname, ''), u.full_name) AS actor_name, u.avatar_url AS actor_avatar
    FROM discussions d JOIN users u ON u.user_id = d.user_id
    LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = d.user_id
    WHERE d.group_id = @group AND (d.stuck_at IS NOT NULL OR d.created_at >= @from)
    ORDER BY d.stuck_at IS NULL, d.stuck_at DESC, d.created_at DESC, d.discussion_id DESC LIMIT @limit`,
    { group: groupId, from: fromIso, limit });
}

export type LessonCandidateRow = ActorColumns & {
  message_id: string; course_id: string; course_title: string; category: string; text: string;
  mime_type: string | null; idx: number; created_at: string; started: number;
};

/**
 * The messages added from `fromIso` to the group's published courses whose messages the viewer may
 * play (free, bought, or staff), newest first; the service keeps the playable ones (the lessons).
 */
export function listFeedLessonCandidates(
  sql: Sql, groupId: string, fromIso: string, viewerId: string, staff: boolean, limit: number,
): Promise<LessonCandidateRow[]> {
  return sql.all<LessonCandidateRow>(`SELECT m.message_id, m.course_id, c.title AS course_title, m.category, m.text,
      a.mime_type, m.idx, m.created_at,
      u.user_id AS actor_id, u.full_name AS actor_name, u.avatar_url AS actor_avatar,
      CASE WHEN EXISTS (SELECT 1 FROM course_progress p WHERE p.user_id = @viewer AND p.course_id = c.course_id) THEN 1 ELSE 0 END AS started
    FROM course_messages m JOIN courses c ON c.course_id = m.course_id
    JOIN users u ON u.user_id = c.lecturer_id
    LEFT JOIN attachments a ON a.attachment_id = m.attachment_id
    WHERE c.group_id = @group AND c.state = 'published' AND m.created_at >= @from
      AND (c.charge_asset_id IS NULL OR @staff = 1
        OR EXISTS (SELECT 1 FROM orders o WHERE o.product_id = c.product_id AND o.user_id = @viewer AND o.state = 'PAID'))
    ORDER BY m.created_at DESC, m.message_id DESC LIMIT @limit`,
    { group: groupId, from: fromIso, viewer: viewerId, staff: staff ? 1 : 0, limit });
}

export type ArticleFeedRow = ActorColumns & { article_id: number; title: string; summary: string; created_at: string };

/** The group's articles published (and not deleted) from `fromIso`, newest first. */
export function listFeedArticles(sql: Sql, groupId: string, fromIso: string, limit: number): Promise<ArticleFeedRow[]> {
  return sql.all<ArticleFeedRow>(`SELECT a.article_id, a.title, a.summary, a.created_at,
      u.user_id AS actor_id, u.full_name AS actor_name, u.avatar_url AS actor_avatar
    FROM articles a JOIN users u ON u.user_id = a.created_by
    WHERE a.group_id = @group AND a.deleted_at IS NULL AND a.created_at >= @from
    ORDER BY a.created_at DESC, a.article_id DESC LIMIT @limit`,
    { group: groupId, from: fromIso, limit });
}

export type LiveStreamRow = ActorColumns & { stream_id: string; title: string; started_at: string };

/** The group's stream that is on now, if any. */
export function findLivingStream(sql: Sql, groupId: string): Promise<LiveStreamRow | undefined> {
  return sql.get<LiveStreamRow>(`SELECT s.stream_id, s.title, s.started_at,
      u.user_id AS actor_id, u.full_name AS actor_name, u.avatar_url AS actor_avatar
    FROM streams s JOIN users u ON u.user_id = s.started_by
    WHERE s.group_id = ? AND s.state = 'living'`, groupId);
}

export type ComingRow = { preview_id: string; title: string; description: string; live_at: string; created_at: string };

/** The group's next announced stream: the soonest from now. */
export function findNextPreview(sql: Sql, groupId: string, nowIso: string): Promise<ComingRow | undefined> {
  return sql.get<ComingRow>(`SELECT preview_id, title, description, live_at, created_at FROM stream_previews
    WHERE group_id = ? AND live_at IS NOT NULL AND live_at >= ? ORDER BY live_at, created_at, preview_id LIMIT 1`, groupId, nowIso);
}

export type OpenPackRow = ActorColumns & { pack_id: string; greeting: string; paid_at: string };

/** The group's paid packs still open at `nowIso` (not expired, shares left) that `userId` has not claimed. */
export function listOpenPacks(sql: Sql, groupId: string, userId: string, nowIso: string, limit: number): Promise<OpenPackRow[]> {
  return sql.all<OpenPackRow>(`SELECT p.pack_id, p.greeting, p.paid_at,
      u.user_id AS actor_id, COALESCE(NULLIF(m.nickname, ''), u.full_name) AS actor_name, u.avatar_url AS actor_avatar
    FROM luckycoin_packs p JOIN users u ON u.user_id = p.sender_id
    LEFT JOIN memberships m ON m.group_id = p.group_id AND m.user_id = p.sender_id
    WHERE p.group_id = @group AND p.state = 'PAID' AND p.expires_at > @now
      AND NOT EXISTS (SELECT 1 FROM luckycoin_refunds r WHERE r.pack_id = p.pack_id)
      AND NOT EXISTS (SELECT 1 FROM luckycoin_claims k WHERE k.pack_id = p.pack_id AND k.user_id = @user)
      AND (SELECT COUNT(*) FROM luckycoin_claims k WHERE k.pack_id = p.pack_id) < p.shares
    ORDER BY p.paid_at DESC, p.pack_id DESC LIMIT @limit`,
    { group: groupId, user: userId, now: nowIso, limit });
}
