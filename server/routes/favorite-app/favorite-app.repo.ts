import type { Sql } from '../../db/sql';

export type ShortcutRow = {
  app_id: string; name: string; icon_url: string; description: string; home_uri: string; created_at: string;
};

const SELECT = `SELECT a.app_id, a.name, a.icon_url, a.description, a.home_uri, f.created_at
  FROM favorite_apps f JOIN apps a ON a.app_id = f.app_id`;

// Positions are distinct within a group (a new favourite goes after the last, a reorder numbers them
// all), so position alone orders them; created_at and then app_id only make the order total on both
// engines (it was SQLite's rowid, which PostgreSQL has not).
const LIST_SHORTCUTS = `${SELECT} WHERE f.group_id = ? ORDER BY f.position, f.created_at, f.app_id`;

/** The group's favourite bots in the admin's order. */
export function listShortcuts(sql: Sql, groupId: string): Promise<ShortcutRow[]> {
  return sql.all<ShortcutRow>(LIST_SHORTCUTS, groupId);
}

export function findShortcut(sql: Sql, groupId: string, appId: string): Promise<ShortcutRow | undefined> {
  return sql.get<ShortcutRow>(`${SELECT} WHERE f.group_id = ? AND f.app_id = ?`, groupId, appId);
}

/** Adds a favourite bot last. */
export async function insertShortcut(sql: Sql, groupId: string, appId: string, nowIso: string): Promise<void> {
  await sql.run(`INSERT INTO favorite_apps (group_id, app_id, created_at, position)
    VALUES (?, ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM favorite_apps WHERE group_id = ?))`,
  groupId, appId, nowIso, groupId);
}

export async function deleteShortcut(sql: Sql, groupId: string, appId: string): Promise<boolean> {
  return (await sql.run('DELETE FROM favorite_apps WHERE group_id = ? AND app_id = ?', groupId, appId)).changes > 0;
}

/** Puts the favourite bots in this order (the caller has checked it names each of them once); in a transaction. */
export async function reorderShortcuts(sql: Sql, groupId: string, appIds: readonly string[]): Promise<void> {
  for (const [position, appId] of appIds.entries()) {
    await sql.run('UPDATE favorite_apps SET position = ? WHERE group_id = ? AND app_id = ?', position, groupId, appId);
  }
}

export async function countShortcuts(sql: Sql, groupId: string): Promise<number> {
  return (await sql.value<number>('SELECT COUNT(*) FROM favorite_apps WHERE group_id = ?', groupId))!;
}
