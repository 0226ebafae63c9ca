import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type ShortcutRow = {
  app_id: string; name: string; icon_url: string; description: string; home_uri: string; created_at: string;
};

const SELECT = `SELECT a.app_id, a.name, a.icon_url, a.description, a.home_uri, f.created_at
  FROM favorite_apps f JOIN apps a ON a.app_id = f.app_id`;

/** The group's favourite bots in the admin's order (ties: the order added). */
export function listShortcuts(db: Db, groupId: string): ShortcutRow[] {
  return statement(db, `${SELECT} WHERE f.group_id = ? ORDER BY f.position, f.created_at, f.rowid`).all(groupId) as ShortcutRow[];
}

export function findShortcut(db: Db, groupId: string, appId: string): ShortcutRow | undefined {
  return statement(db, `${SELECT} WHERE f.group_id = ? AND f.app_id = ?`).get(groupId, appId) as ShortcutRow | undefined;
}

/** Adds a favourite bot last. */
export function insertShortcut(db: Db, groupId: string, appId: string, nowIso: string): void {
  statement(db, `INSERT INTO favorite_apps (group_id, app_id, created_at, position)
    VALUES (?, ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM favorite_apps WHERE group_id = ?))`)
    .run(groupId, appId, nowIso, groupId);
}

export function deleteShortcut(db: Db, groupId: string, appId: string): boolean {
  return statement(db, 'DELETE FROM favorite_apps WHERE group_id = ? AND app_id = ?').run(groupId, appId).changes > 0;
}

/** Puts the favourite bots in this order (the caller has checked it names each of them once). */
export function reorderShortcuts(db: Db, groupId: string, appIds: readonly string[]): void {
  appIds.forEach((appId, position) => {
    statement(db, 'UPDATE favorite_apps SET position = ? WHERE group_id = ? AND app_id = ?').run(position, groupId, appId);
  });
}

export function countShortcuts(db: Db, groupId: string): number {
  return statement(db, 'SELECT COUNT(*) FROM favorite_apps WHERE group_id = ?').pluck().get(groupId) as number;
}
