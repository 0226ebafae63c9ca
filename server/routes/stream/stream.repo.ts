import type { Sql } from '../../db/sql';
import type { GroupMode, StreamOrientation } from '../../../contract/group';

type Mode = typeof GroupMode.TYPE;

export type StreamRow = {
  stream_id: string;
  group_id: string;
  title: string;
  state: 'living' | 'stopped';
  is_public: number;
  product_id: string | null;
  previous_mode: Mode;
  started_by: string;
  started_at: string;
  stopped_at: string | null;
  notified_at: string | null;
  /** The group's stream_orientation when it started (migration 027). */
  orientation: StreamOrientation;
  /** The key its accepted publish came with (migration 042); null before the first. */
  publish_key: string | null;
};

const STREAM_COLUMNS = `stream_id, group_id, title, state, is_public, product_id, previous_mode, started_by,
  started_at, stopped_at, notified_at, orientation, publish_key`;

// On the async layer (db/sql.ts), one text for both engines. Streams that started in the same millisecond
// are told apart by seq (migration 057: the order they started in, once SQLite's rowid).

const FIND_LIVING_STREAM = `SELECT ${STREAM_COLUMNS} FROM streams WHERE group_id = ? AND state = 'living'`;
const SET_STREAMING_SETTINGS = 'UPDATE group_settings SET group_mode = ?, lecturing_or_streaming_started_at = ? WHERE group_id = ?';
const FIND_GROUP_MODE = 'SELECT group_mode FROM group_settings WHERE group_id = ?';
const HAS_PAID_ORDER = `SELECT 1 FROM orders WHERE product_id = ? AND user_id = ? AND state = 'PAID' LIMIT 1`;

/** Records the key a living stream is published under; false when the stream is not living. */
export async function setStreamPublishKey(sql: Sql, streamId: string, key: string): Promise<boolean> {
  return (await sql.run(`UPDATE streams SET publish_key = ? WHERE stream_id = ? AND state = 'living'`, key, streamId)).changes === 1;
}

/** The group's latest stream (living or the last stopped one). */
export function findLatestStream(sql: Sql, groupId: string): Promise<StreamRow | undefined> {
  return sql.get<StreamRow>(`SELECT ${STREAM_COLUMNS} FROM streams WHERE group_id = ?
    ORDER BY started_at DESC, seq DESC, stream_id DESC LIMIT 1`, groupId);
}

export function findLivingStream(sql: Sql, groupId: string): Promise<StreamRow | undefined> {
  return sql.get<StreamRow>(FIND_LIVING_STREAM, groupId);
}

/** A new living stream, numbered after the group's others (call inside startStream's transaction). */
export async function insertStream(sql: Sql, row: Omit<StreamRow, 'state' | 'stopped_at' | 'notified_at' | 'publish_key'>): Promise<void> {
  await sql.run(`INSERT INTO streams (stream_id, group_id, title, state, is_public, product_id, previous_mode,
      started_by, started_at, orientation, seq)
    VALUES (@id, @group, @title, 'living', @public, @product, @previous, @by, @at, @orientation,
      (SELECT COALESCE(MAX(s.seq), 0) + 1 FROM streams s WHERE s.group_id = @group))`, {
    id: row.stream_id, group: row.group_id, title: row.title, public: row.is_public, product: row.product_id,
    previous: row.previous_mode, by: row.started_by, at: row.started_at, orientation: row.orientation,
  });
}

export async function markStreamStopped(sql: Sql, streamId: string, nowIso: string): Promise<void> {
  await sql.run(`UPDATE streams SET state = 'stopped', stopped_at = ? WHERE stream_id = ? AND state = 'living'`, nowIso, streamId);
}

export async function markStreamNotified(sql: Sql, streamId: string, nowIso: string): Promise<void> {
  await sql.run('UPDATE streams SET notified_at = ? WHERE stream_id = ?', nowIso, streamId);
}

/** Starting or stopping a stream moves the chat mode and the spotlight's start time together. */
export async function setStreamingSettings(sql: Sql, groupId: string, mode: Mode, startedAt: string | null): Promise<void> {
  await sql.run(SET_STREAMING_SETTINGS, mode, startedAt, groupId);
}

export async function findGroupMode(sql: Sql, groupId: string): Promise<Mode> {
  return (await sql.value<Mode>(FIND_GROUP_MODE, groupId))!;
}

/** The shape the admins prepared the streaming software for (admin/setting/stream_prepare). */
export async function findStreamOrientation(sql: Sql, groupId: string): Promise<StreamOrientation> {
  return (await sql.value<StreamOrientation>('SELECT stream_orientation FROM group_settings WHERE group_id = ?', groupId))!;
}

/** A charged stream is sold as its own product (type 'stream'), so each new stream is paid anew. */
export async function insertStreamProduct(sql: Sql, product: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string;
  channels: { channel: string; asset_id: string; symbol: string }[]; created_at: string;
}): Promise<void> {
  await sql.run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, ?, ?, '', 'stream', ?, ?, ?, 'normal', ?)`,
  product.product_id, product.group_id, product.name, product.asset_id, product.amount,
  JSON.stringify(product.channels), product.created_at);
}

/** A stopped stream's product can no longer be bought. */
export async function disableProduct(sql: Sql, productId: string): Promise<void> {
  await sql.run(`UPDATE products SET status = 'disabled' WHERE product_id = ?`, productId);
}

export function findProductPrice(sql: Sql, productId: string): Promise<{ asset_id: string; amount: string } | undefined> {
  return sql.get<{ asset_id: string; amount: string }>('SELECT price_asset_id AS asset_id, price_amount AS amount FROM products WHERE product_id = ?', productId);
}

/** What a stream's price needs of its asset: the symbol, and the places and price that bound the amount. */
export function findPriceAsset(sql: Sql, assetId: string): Promise<{ symbol: string; precision: number; price_cny: string } | undefined> {
  return sql.get<{ symbol: string; precision: number; price_cny: string }>('SELECT symbol, precision, price_cny FROM assets WHERE asset_id = ?', assetId);
}

export async function hasPaidOrder(sql: Sql, productId: string, userId: string): Promise<boolean> {
  return (await sql.get(HAS_PAID_ORDER, productId, userId)) !== undefined;
}

/** Members a notification reaches: active (paid/subscribed, not expired) or staff, not banned. */
export async function countNotifiableMembers(sql: Sql, groupId: string, nowIso: string): Promise<number> {
  return (await sql.value<number>(`SELECT COUNT(*) FROM memberships m
    WHERE m.group_id = ?
      AND (m.role IN ('owner', 'admin', 'lecturer')
        OR (m.state IN ('paid', 'subscribed') AND (m.expired_at IS NULL OR m.expired_at > ?)))
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')`, groupId, nowIso))!;
}

export type PreviewRow = {
  preview_id: string; title: string; description: string; cover_url: string; live_at: string | null;
};

/** Previews still to come or on now: announced ones from `sinceIso` on, and unannounced ones. */
export function listPreviews(sql: Sql, groupId: string, sinceIso: string): Promise<PreviewRow[]> {
  return sql.all<PreviewRow>(`SELECT preview_id, title, description, cover_url, live_at FROM stream_previews
    WHERE group_id = ? AND (live_at IS NULL OR live_at >= ?)
    ORDER BY live_at IS NULL, live_at, created_at, preview_id`, groupId, sinceIso);
}

/** One preview of the group; undefined for another group's or none. */
export function findPreview(sql: Sql, groupId: string, previewId: string): Promise<PreviewRow | undefined> {
  return sql.get<PreviewRow>(`SELECT preview_id, title, description, cover_url, live_at FROM stream_previews
    WHERE group_id = ? AND preview_id = ?`, groupId, previewId);
}

/** Previews still to come: announced for after `nowIso`, or not announced yet. */
export async function countUpcomingPreviews(sql: Sql, groupId: string, nowIso: string): Promise<number> {
  return (await sql.value<number>('SELECT COUNT(*) FROM stream_previews WHERE group_id = ? AND (live_at IS NULL OR live_at > ?)', groupId, nowIso))!;
}

export async function insertPreview(sql: Sql, row: PreviewRow & { group_id: string; created_at: string }): Promise<void> {
  await sql.run(`INSERT INTO stream_previews (preview_id, group_id, title, description, cover_url, live_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, row.preview_id, row.group_id, row.title, row.description, row.cover_url, row.live_at, row.created_at);
}

export async function deletePreview(sql: Sql, groupId: string, previewId: string): Promise<boolean> {
  return (await sql.run('DELETE FROM stream_previews WHERE group_id = ? AND preview_id = ?', groupId, previewId)).changes > 0;
}
