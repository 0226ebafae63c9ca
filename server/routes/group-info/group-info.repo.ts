import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { GroupLanguage } from '../../../contract/groupInfo';

// The group's own name, bio, language and avatar (§7 PUT /app/info, POST /app/avatar).

export type GroupAvatarRow = {
  avatar_id: string;
  group_id: string;
  mime_type: string;
  size: number;
  uploaded_by: string;
  created_at: string;
};

export function insertGroupAvatar(db: Db, row: GroupAvatarRow, bytes: Uint8Array): void {
  statement(db, `INSERT INTO group_avatars (avatar_id, group_id, mime_type, size, bytes, uploaded_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(row.avatar_id, row.group_id, row.mime_type, row.size, bytes, row.uploaded_by, row.created_at);
}

/** One of this group's avatars with its bytes, or undefined (another group's id is unknown here). */
export function findGroupAvatar(db: Db, groupId: string, avatarId: string): { mime_type: string; bytes: Buffer } | undefined {
  return statement(db, 'SELECT mime_type, bytes FROM group_avatars WHERE group_id = ? AND avatar_id = ?')
    .get(groupId, avatarId) as { mime_type: string; bytes: Buffer } | undefined;
}

export function setGroupAvatarUrl(db: Db, groupId: string, url: string): void {
  statement(db, 'UPDATE groups SET avatar_url = ? WHERE group_id = ?').run(url, groupId);
}

/** Sets the fields given (undefined keeps one). */
export function updateGroupInfo(db: Db, groupId: string, change: { name?: string; bio?: string; language?: GroupLanguage }): void {
  statement(db, `UPDATE groups SET name = coalesce(@name, name), bio = coalesce(@bio, bio), language = coalesce(@language, language)
    WHERE group_id = @group`).run({
    name: change.name ?? null, bio: change.bio ?? null, language: change.language ?? null, group: groupId,
  });
}
