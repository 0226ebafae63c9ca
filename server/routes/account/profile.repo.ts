import type { Sql } from '../../db/sql';

/** The member's own profile fields in a group (issue 13 point 1). */
export type ProfileRow = { nickname: string; bio: string; privacy_mode: 0 | 1; avatar_attachment_id: string | null };

const FIND_PROFILE = 'SELECT nickname, bio, privacy_mode, avatar_attachment_id FROM memberships WHERE group_id = ? AND user_id = ?';
const UPDATE_PROFILE = `UPDATE memberships SET nickname = coalesce(@nickname, nickname), bio = coalesce(@bio, bio)
    WHERE group_id = @group AND user_id = @user`;
const SET_PROFILE_AVATAR = 'UPDATE memberships SET avatar_attachment_id = ? WHERE group_id = ? AND user_id = ?';
const SET_PRIVACY_MODE = 'UPDATE memberships SET privacy_mode = ? WHERE group_id = ? AND user_id = ?';
const PRIVACY_MODE = 'SELECT privacy_mode FROM memberships WHERE group_id = ? AND user_id = ?';

export function findProfile(sql: Sql, groupId: string, userId: string): Promise<ProfileRow | undefined> {
  return sql.get<ProfileRow>(FIND_PROFILE, groupId, userId);
}

/** Sets the fields given (null keeps one). */
export async function updateProfile(sql: Sql, groupId: string, userId: string, change: { nickname: string | null; bio: string | null }): Promise<void> {
  await sql.run(UPDATE_PROFILE, { ...change, group: groupId, user: userId });
}

/** The group avatar: an attachment id, or null for the wallet's. */
export async function setProfileAvatar(sql: Sql, groupId: string, userId: string, attachmentId: string | null): Promise<void> {
  await sql.run(SET_PROFILE_AVATAR, attachmentId, groupId, userId);
}

export async function setPrivacyMode(sql: Sql, groupId: string, userId: string, on: boolean): Promise<void> {
  await sql.run(SET_PRIVACY_MODE, on ? 1 : 0, groupId, userId);
}

/** Whether a member keeps their activity history to themselves. */
export async function inPrivacyMode(sql: Sql, groupId: string, userId: string): Promise<boolean> {
  return (await sql.value<number>(PRIVACY_MODE, groupId, userId)) === 1;
}
