import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

/** The member's own profile fields in a group (issue 13 point 1). */
export type ProfileRow = { nickname: string; bio: string; privacy_mode: 0 | 1; avatar_attachment_id: string | null };

export function findProfile(db: Db, groupId: string, userId: string): ProfileRow | undefined {
  return statement(db, 'SELECT nickname, bio, privacy_mode, avatar_attachment_id FROM memberships WHERE group_id = ? AND user_id = ?')
    .get(groupId, userId) as ProfileRow | undefined;
}

/** Sets the fields given (null keeps one). */
export function updateProfile(db: Db, groupId: string, userId: string, change: { nickname: string | null; bio: string | null }): void {
  statement(db, `UPDATE memberships SET nickname = coalesce(@nickname, nickname), bio = coalesce(@bio, bio)
    WHERE group_id = @group AND user_id = @user`).run({ ...change, group: groupId, user: userId });
}

/** The group avatar: an attachment id, or null for the wallet's. */
export function setProfileAvatar(db: Db, groupId: string, userId: string, attachmentId: string | null): void {
  statement(db, 'UPDATE memberships SET avatar_attachment_id = ? WHERE group_id = ? AND user_id = ?').run(attachmentId, groupId, userId);
}

export function setPrivacyMode(db: Db, groupId: string, userId: string, on: boolean): void {
  statement(db, 'UPDATE memberships SET privacy_mode = ? WHERE group_id = ? AND user_id = ?').run(on ? 1 : 0, groupId, userId);
}

/** Whether a member keeps their activity history to themselves. */
export function inPrivacyMode(db: Db, groupId: string, userId: string): boolean {
  return statement(db, 'SELECT privacy_mode FROM memberships WHERE group_id = ? AND user_id = ?').pluck().get(groupId, userId) === 1;
}
