import { randomUUID } from 'node:crypto';
import type { TestServer } from './helpers';

// Behind-the-API setup and reads for the article tests.

/** An attachment row of `groupId` (no bytes): a cover too big to have passed the uploader, say. */
export async function addAttachmentRow(server: TestServer, groupId: string, mime: string, size: number): Promise<string> {
  const id = randomUUID();
  const uploader = await server.sql.value<string>(`SELECT user_id FROM memberships WHERE group_id = ? AND role = 'owner'`, groupId);
  await server.sql.run(`INSERT INTO attachments (attachment_id, group_id, user_id, name, mime_type, size, duration, created_at)
    VALUES (?, ?, ?, 'cover', ?, ?, NULL, ?)`, id, groupId, uploader!, mime, size, new Date(server.clock.now).toISOString());
  return id;
}

export const articleClaimRows = (server: TestServer, articleId: number) =>
  server.sql.all<{ user_id: string; asset_id: string; amount: string }>(
    'SELECT user_id, asset_id, amount FROM article_claims WHERE article_id = ? ORDER BY user_id', articleId);

export const productOf = (server: TestServer, productId: string) =>
  server.sql.get<{ type: string; status: string; price_asset_id: string; price_amount: string }>(
    'SELECT type, status, price_asset_id, price_amount FROM products WHERE product_id = ?', productId);
