import { randomUUID } from 'node:crypto';
import type { TestServer } from './helpers';

// Behind-the-API setup and reads for the article tests.

/** An attachment row of `groupId` (no bytes): a cover too big to have passed the uploader, say. */
export function addAttachmentRow(server: TestServer, groupId: string, mime: string, size: number): string {
  const id = randomUUID();
  const uploader = server.db.prepare(`SELECT user_id FROM memberships WHERE group_id = ? AND role = 'owner'`).pluck().get(groupId);
  server.db.prepare(`INSERT INTO attachments (attachment_id, group_id, user_id, name, mime_type, size, duration, created_at)
    VALUES (?, ?, ?, 'cover', ?, ?, NULL, ?)`).run(id, groupId, uploader, mime, size, new Date(server.clock.now).toISOString());
  return id;
}

export const articleClaimRows = (server: TestServer, articleId: number) =>
  server.db.prepare('SELECT user_id, asset_id, amount FROM article_claims WHERE article_id = ?').all(articleId) as
    { user_id: string; asset_id: string; amount: string }[];

export const productOf = (server: TestServer, productId: string) =>
  server.db.prepare('SELECT type, status, price_asset_id, price_amount FROM products WHERE product_id = ?').get(productId) as
    { type: string; status: string; price_asset_id: string; price_amount: string } | undefined;
