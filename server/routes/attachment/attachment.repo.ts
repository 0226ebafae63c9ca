import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

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

export function insertAttachment(db: Db, row: AttachmentRow): void {
  statement(db, `INSERT INTO attachments (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    row.attachment_id, row.group_id, row.user_id, row.name, row.mime_type, row.size, row.duration, row.created_at,
  );
}

/** An attachment of this group; another group's is as unknown as a missing one. */
export function findAttachment(db: Db, groupId: string, attachmentId: string): AttachmentRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM attachments WHERE group_id = ? AND attachment_id = ?`)
    .get(groupId, attachmentId) as AttachmentRow | undefined;
}

export function deleteAttachment(db: Db, attachmentId: string): void {
  statement(db, 'DELETE FROM attachments WHERE attachment_id = ?').run(attachmentId);
}
