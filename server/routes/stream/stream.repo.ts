import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
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

/** Records the key a living stream is published under; false when the stream is not living. */
export function setStreamPublishKey(db: Db, streamId: string, key: string): boolean {
  return statement(db, `UPDATE streams SET publish_key = ? WHERE stream_id = ? AND state = 'living'`).run(key, streamId).changes === 1;
}

/** The group's latest stream (living or the last stopped one). */
export function findLatestStream(db: Db, groupId: string): StreamRow | undefined {
  return statement(db, `SELECT ${STREAM_COLUMNS} FROM streams WHERE group_id = ?
    ORDER BY started_at DESC, rowid DESC LIMIT 1`).get(groupId) as StreamRow | undefined;
}

/** What selling the living stream needs of it, on the async layer (order.service's purchase check). */
export function findLivingStreamSale(sql: Sql, groupId: string): Promise<Pick<StreamRow, 'is_public' | 'product_id'> | undefined> {
  return sql.get<Pick<StreamRow, 'is_public' | 'product_id'>>(
    `SELECT is_public, product_id FROM streams WHERE group_id = ? AND state = 'living'`, groupId);
}

export function findLivingStream(db: Db, groupId: string): StreamRow | undefined {
  return statement(db, `SELECT ${STREAM_COLUMNS} FROM streams WHERE group_id = ? AND state = 'living'`)
    .get(groupId) as StreamRow | undefined;
}

export function insertStream(db: Db, row: Omit<StreamRow, 'state' | 'stopped_at' | 'notified_at' | 'publish_key'>): void {
  statement(db, `INSERT INTO streams (stream_id, group_id, title, state, is_public, product_id, previous_mode,
      started_by, started_at, orientation) VALUES (?, ?, ?, 'living', ?, ?, ?, ?, ?, ?)`)
    .run(row.stream_id, row.group_id, row.title, row.is_public, row.product_id, row.previous_mode,
      row.started_by, row.started_at, row.orientation);
}

export function markStreamStopped(db: Db, streamId: string, nowIso: string): void {
  statement(db, `UPDATE streams SET state = 'stopped', stopped_at = ? WHERE stream_id = ? AND state = 'living'`)
    .run(nowIso, streamId);
}

export function markStreamNotified(db: Db, streamId: string, nowIso: string): void {
  statement(db, 'UPDATE streams SET notified_at = ? WHERE stream_id = ?').run(nowIso, streamId);
}

/** Starting or stopping a stream moves the chat mode and the spotlight's start time together. */
export function setStreamingSettings(db: Db, groupId: string, mode: Mode, startedAt: string | null): void {
  statement(db, `UPDATE group_settings SET group_mode = ?, lecturing_or_streaming_started_at = ? WHERE group_id = ?`)
    .run(mode, startedAt, groupId);
}

export function findGroupMode(db: Db, groupId: string): Mode {
  return statement(db, 'SELECT group_mode FROM group_settings WHERE group_id = ?').pluck().get(groupId) as Mode;
}

/** The shape the admins prepared the streaming software for (admin/setting/stream_prepare). */
export function findStreamOrientation(db: Db, groupId: string): StreamOrientation {
  return statement(db, 'SELECT stream_orientation FROM group_settings WHERE group_id = ?').pluck().get(groupId) as StreamOrientation;
}

/** A charged stream is sold as its own product (type 'stream'), so each new stream is paid anew. */
export function insertStreamProduct(db: Db, product: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string;
  channels: { channel: string; asset_id: string; symbol: string }[]; created_at: string;
}): void {
  statement(db, `INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, ?, ?, '', 'stream', ?, ?, ?, 'normal', ?)`)
    .run(product.product_id, product.group_id, product.name, product.asset_id, product.amount,
      JSON.stringify(product.channels), product.created_at);
}

/** A stopped stream's product can no longer be bought. */
export function disableProduct(db: Db, productId: string): void {
  statement(db, `UPDATE products SET status = 'disabled' WHERE product_id = ?`).run(productId);
}

export function findProductPrice(db: Db, productId: string): { asset_id: string; amount: string } | undefined {
  return statement(db, 'SELECT price_asset_id AS asset_id, price_amount AS amount FROM products WHERE product_id = ?')
    .get(productId) as { asset_id: string; amount: string } | undefined;
}

/** What a stream's price needs of its asset: the symbol, and the places and price that bound the amount. */
export function findPriceAsset(db: Db, assetId: string): { symbol: string; precision: number; price_cny: string } | undefined {
  return statement(db, 'SELECT symbol, precision, price_cny FROM assets WHERE asset_id = ?')
    .get(assetId) as { symbol: string; precision: number; price_cny: string } | undefined;
}

export function hasPaidOrder(db: Db, productId: string, userId: string): boolean {
  return statement(db, `SELECT 1 FROM orders WHERE product_id = ? AND user_id = ? AND state = 'PAID' LIMIT 1`)
    .get(productId, userId) !== undefined;
}

/** Members a notification reaches: active (paid/subscribed, not expired) or staff, not banned. */
export function countNotifiableMembers(db: Db, groupId: string, nowIso: string): number {
  return statement(db, `SELECT COUNT(*) FROM memberships m
    WHERE m.group_id = ?
      AND (m.role IN ('owner', 'admin', 'lecturer')
        OR (m.state IN ('paid', 'subscribed') AND (m.expired_at IS NULL OR m.expired_at > ?)))
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')`)
    .pluck().get(groupId, nowIso) as number;
}

export type PreviewRow = {
  preview_id: string; title: string; description: string; cover_url: string; live_at: string | null;
};

/** Previews still to come or on now: announced ones from `sinceIso` on, and unannounced ones. */
export function listPreviews(db: Db, groupId: string, sinceIso: string): PreviewRow[] {
  return statement(db, `SELECT preview_id, title, description, cover_url, live_at FROM stream_previews
    WHERE group_id = ? AND (live_at IS NULL OR live_at >= ?)
    ORDER BY live_at IS NULL, live_at, created_at`).all(groupId, sinceIso) as PreviewRow[];
}


/** One preview of the group; undefined for another group's or none. */
export function findPreview(db: Db, groupId: string, previewId: string): PreviewRow | undefined {
  return statement(db, `SELECT preview_id, title, description, cover_url, live_at FROM stream_previews
    WHERE group_id = ? AND preview_id = ?`).get(groupId, previewId) as PreviewRow | undefined;
}

/** Previews still to come: announced for after `nowIso`, or not announced yet. */
export function countUpcomingPreviews(db: Db, groupId: string, nowIso: string): number {
  return statement(db, `SELECT COUNT(*) FROM stream_previews WHERE group_id = ? AND (live_at IS NULL OR live_at > ?)`)
    .pluck().get(groupId, nowIso) as number;
}

export function insertPreview(db: Db, row: PreviewRow & { group_id: string; created_at: string }): void {
  statement(db, `INSERT INTO stream_previews (preview_id, group_id, title, description, cover_url, live_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(row.preview_id, row.group_id, row.title, row.description, row.cover_url, row.live_at, row.created_at);
}

export function deletePreview(db: Db, groupId: string, previewId: string): boolean {
  return statement(db, 'DELETE FROM stream_previews WHERE group_id = ? AND preview_id = ?').run(groupId, previewId).changes > 0;
}
