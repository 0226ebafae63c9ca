import type { Sql } from '../../db/sql';
import type { GroupLanguage } from '../../../contract/groupInfo';

// The group's own name, bio, language and avatar (§7 PUT /app/info, POST /app/avatar). On the async layer
// (db/sql.ts), one text for both engines (the bytes are a BLOB on SQLite, a BYTEA on PostgreSQL: a Buffer on each).

export type GroupAvatarRow = {
  avatar_id: string;
  group_id: string;
  mime_type: string;
  size: number;
  uploaded_by: string;
  created_at: string;
};

export async function insertGroupAvatar(sql: Sql, row: GroupAvatarRow, bytes: Uint8Array): Promise<void> {
  await sql.run(`INSERT INTO group_avatars (avatar_id, group_id, mime_type, size, bytes, uploaded_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
    row.avatar_id, row.group_id, row.mime_type, row.size, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), row.uploaded_by, row.created_at);
}

/** One of this group's avatars with its bytes, or undefined (another group's id is unknown here). */
export function findGroupAvatar(sql: Sql, groupId: string, avatarId: string): Promise<{ mime_type: string; bytes: Buffer } | undefined> {
  return sql.get<{ mime_type: string; bytes: Buffer }>('SELECT mime_type, bytes FROM group_avatars WHERE group_id = ? AND avatar_id = ?', groupId, avatarId);
}

export async function setGroupAvatarUrl(sql: Sql, groupId: string, url: string): Promise<void> {
  await sql.run('UPDATE groups SET avatar_url = ? WHERE group_id = ?', url, groupId);
}

/** Sets the fields given (undefined keeps one). */
export async function updateGroupInfo(sql: Sql, groupId: string, change: { name?: string; bio?: string; language?: GroupLanguage }): Promise<void> {
  await sql.run(`UPDATE groups SET name = coalesce(@name, name), bio = coalesce(@bio, bio), language = coalesce(@language, language)
    WHERE group_id = @group`, {
    name: change.name ?? null, bio: change.bio ?? null, language: change.language ?? null, group: groupId,
  });
}
