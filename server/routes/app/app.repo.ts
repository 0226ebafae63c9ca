import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type AppRow = { app_id: string; name: string; icon_url: string; description: string; home_uri: string };

export function findApp(db: Db, appId: string): AppRow | undefined {
  return statement(db, 'SELECT app_id, name, icon_url, description, home_uri FROM apps WHERE app_id = ?')
    .get(appId) as AppRow | undefined;
}
