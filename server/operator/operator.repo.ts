import type { Db } from '../db/connection';
import { statement } from '../db/statements';

// What the operator's command line (group.commands.ts) reads and writes.

export type NewGroup = {
  group_id: string; client_id: string; identity_number: string; name: string; language: string;
  avatar_url: string; app_name: string; created_at: string;
};

/** A group with its settings row, the product's defaults everywhere else (the owner sets them in the admin portal). */
export function insertGroup(db: Db, group: NewGroup): void {
  statement(db, `INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, language, app_name,
      app_icon_url, mixin_oauth_scope, created_at)
    VALUES (@group_id, @client_id, @identity_number, @name, @avatar_url, @language, @app_name, @avatar_url,
      'PROFILE:READ', @created_at)`).run(group);
  statement(db, 'INSERT INTO group_settings (group_id) VALUES (?)').run(group.group_id);
}

/** Which of a group's id, client id and bot identity number another group has already. */
export function clashingGroupFields(db: Db, group: Pick<NewGroup, 'group_id' | 'client_id' | 'identity_number'>): string[] {
  const row = statement(db, `SELECT
      max(group_id = @group_id) AS group_id, max(client_id = @client_id) AS client_id,
      max(identity_number = @identity_number) AS identity_number
    FROM groups`).get(group) as Record<string, number | null>;
  return Object.entries(row).filter(([, clash]) => clash === 1).map(([field]) => field);
}

export type GroupListing = { group_id: string; name: string; client_id: string; owner: string | null; parties: string | null };

export function listGroupsForOperator(db: Db): GroupListing[] {
  return statement(db, `SELECT g.group_id, g.name, g.client_id,
      (SELECT u.full_name || ' (' || u.identity_number || ')' FROM memberships m JOIN users u ON u.user_id = m.user_id
        WHERE m.group_id = g.group_id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1) AS owner,
      (SELECT group_concat(party, ',') FROM (SELECT party FROM group_credentials c WHERE c.group_id = g.group_id ORDER BY party)) AS parties
    FROM groups g ORDER BY g.created_at, g.group_id`).all() as GroupListing[];
}

export function findUserIdByIdentityNumber(db: Db, identityNumber: string): string | undefined {
  return statement(db, 'SELECT user_id FROM users WHERE identity_number = ?').pluck().get(identityNumber) as string | undefined;
}

/** Makes the user the group's one owner (a member already or not); the owner before becomes an admin. */
export function makeOwner(db: Db, groupId: string, userId: string, nowIso: string): void {
  statement(db, `UPDATE memberships SET role = 'admin' WHERE group_id = ? AND role = 'owner' AND user_id <> ?`).run(groupId, userId);
  statement(db, `INSERT INTO memberships (group_id, user_id, role, state, joined_at, created_at) VALUES (?, ?, 'owner', 'paid', ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET role = 'owner', state = 'paid', expired_at = NULL,
      joined_at = coalesce(joined_at, excluded.joined_at)`).run(groupId, userId, nowIso, nowIso);
}
