import type { Sql } from '../../db/sql';

export type AttachmentRow = {
  attachment_id: string;
  group_id: string;
  user_id: string;
  name: string;
  mime_type: string;
  size: number;
  duration: number | null;
  created_at: string;
};

const COLUMNS = 'attachment_id, group_id, user_id, name, mime_type, size, duration, created_at';
const FIND = `SELECT ${COLUMNS} FROM attachments WHERE group_id = ? AND attachment_id = ?`;

// On the async layer (db/sql.ts), one text for both engines.

export async function insertAttachment(sql: Sql, row: AttachmentRow): Promise<void> {
  await sql.run(`INSERT INTO attachments (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    row.attachment_id, row.group_id, row.user_id, row.name, row.mime_type, row.size, row.duration, row.created_at);
}

/** An attachment of this group; another group's is as unknown as a missing one. */
export function findAttachment(sql: Sql, groupId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  return sql.get<AttachmentRow>(FIND, groupId, attachmentId);
}

export async function deleteAttachment(sql: Sql, attachmentId: string): Promise<void> {
  await sql.run('DELETE FROM attachments WHERE attachment_id = ?', attachmentId);
}
