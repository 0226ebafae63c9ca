import type { Sql } from '../../db/sql';

export type AppRow = { app_id: string; name: string; icon_url: string; description: string; home_uri: string };

const COLUMNS = 'app_id, name, icon_url, description, home_uri';

// One text each for the async layer and the …Sync(db) twins for the wallet's stand-ins, not moved yet.
const FIND_APP = `SELECT ${COLUMNS} FROM apps WHERE app_id = ?`;
const FIND_APP_BY_IDENTITY_NUMBER = `SELECT ${COLUMNS}, identity_number FROM apps WHERE identity_number = ?`;
const FIND_APP_IDENTITY_NUMBER = 'SELECT identity_number FROM apps WHERE app_id = ?';

export function findApp(sql: Sql, appId: string): Promise<AppRow | undefined> {
  return sql.get<AppRow>(FIND_APP, appId);
}

/** A bot of the wallet with its identity number (only bots given one can be found so). */
export function findAppByIdentityNumber(sql: Sql, identityNumber: string): Promise<(AppRow & { identity_number: string }) | undefined> {
  return sql.get<AppRow & { identity_number: string }>(FIND_APP_BY_IDENTITY_NUMBER, identityNumber);
}

export async function findAppIdentityNumber(sql: Sql, appId: string): Promise<string | null> {
  return (await sql.value<string | null>(FIND_APP_IDENTITY_NUMBER, appId)) ?? null;
}

