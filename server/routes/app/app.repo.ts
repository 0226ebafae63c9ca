import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type AppRow = { app_id: string; name: string; icon_url: string; description: string; home_uri: string };

const COLUMNS = 'app_id, name, icon_url, description, home_uri';

export function findApp(db: Db, appId: string): AppRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM apps WHERE app_id = ?`).get(appId) as AppRow | undefined;
}

/** A bot of the wallet with its identity number (only bots given one can be found so). */
export function findAppByIdentityNumber(db: Db, identityNumber: string): (AppRow & { identity_number: string }) | undefined {
  return statement(db, `SELECT ${COLUMNS}, identity_number FROM apps WHERE identity_number = ?`)
    .get(identityNumber) as (AppRow & { identity_number: string }) | undefined;
}

export function findAppIdentityNumber(db: Db, appId: string): string | null {
  return (statement(db, 'SELECT identity_number FROM apps WHERE app_id = ?').pluck().get(appId) as string | null | undefined) ?? null;
}
