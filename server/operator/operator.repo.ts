import type { Sql } from '../db/sql';

// What the operator's command line (group.commands.ts) reads and writes, on the async layer (issue 27).

export type NewGroup = {
  group_id: string; client_id: string; identity_number: string; name: string; language: string;
  avatar_url: string; app_name: string; created_at: string;
};

/** A group with its settings row, the product's defaults everywhere else (the owner sets them in the admin portal). */
export async function insertGroup(sql: Sql, group: NewGroup): Promise<void> {
  await sql.tx(async (t) => {
    await t.run(`INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, language, app_name,
        app_icon_url, mixin_oauth_scope, created_at)
      VALUES (@group_id, @client_id, @identity_number, @name, @avatar_url, @language, @app_name, @avatar_url,
        'PROFILE:READ', @created_at)`, { ...group });
    await t.run('INSERT INTO group_settings (group_id) VALUES (?)', group.group_id);
  });
}

/** Which of a group's id, client id and bot identity number another group has already. */
export async function clashingGroupFields(sql: Sql, group: Pick<NewGroup, 'group_id' | 'client_id' | 'identity_number'>): Promise<string[]> {
  const row = (await sql.get<Record<string, number | null>>(`SELECT
      max(CASE WHEN group_id = @group_id THEN 1 ELSE 0 END) AS group_id,
      max(CASE WHEN client_id = @client_id THEN 1 ELSE 0 END) AS client_id,
      max(CASE WHEN identity_number = @identity_number THEN 1 ELSE 0 END) AS identity_number
    FROM groups`, { group_id: group.group_id, client_id: group.client_id, identity_number: group.identity_number }))!;
  return Object.entries(row).filter(([, clash]) => clash === 1).map(([field]) => field);
}

export type GroupListing = { group_id: string; name: string; client_id: string; owner: string | null; parties: string | null };

export function listGroupsForOperator(sql: Sql): Promise<GroupListing[]> {
  const parties = sql.dialect === 'postgres'
    ? `(SELECT string_agg(c.party, ',' ORDER BY c.party) FROM group_credentials c WHERE c.group_id = g.group_id)`
    : `(SELECT group_concat(party, ',') FROM (SELECT party FROM group_credentials c WHERE c.group_id = g.group_id ORDER BY party) AS p)`;
  return sql.all<GroupListing>(`SELECT g.group_id, g.name, g.client_id,
      (SELECT u.full_name || ' (' || u.identity_number || ')' FROM memberships m JOIN users u ON u.user_id = m.user_id
        WHERE m.group_id = g.group_id AND m.role = 'owner' ORDER BY m.created_at, m.user_id LIMIT 1) AS owner,
      ${parties} AS parties
    FROM groups g ORDER BY g.created_at, g.group_id`);
}

export function findUserIdByIdentityNumber(sql: Sql, identityNumber: string): Promise<string | undefined> {
  return sql.value<string>('SELECT user_id FROM users WHERE identity_number = ?', identityNumber);
}

/** Makes the user the group's one owner (a member already or not); the owner before becomes an admin. One transaction. */
export async function makeOwner(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<void> {
  await sql.tx(async (t) => {
    await t.run(`UPDATE memberships SET role = 'admin' WHERE group_id = ? AND role = 'owner' AND user_id <> ?`, groupId, userId);
    await t.run(`INSERT INTO memberships (group_id, user_id, role, state, joined_at, created_at) VALUES (?, ?, 'owner', 'paid', ?, ?)
      ON CONFLICT (group_id, user_id) DO UPDATE SET role = 'owner', state = 'paid', expired_at = NULL,
        joined_at = coalesce(memberships.joined_at, excluded.joined_at)`, groupId, userId, nowIso, nowIso);
  });
}
