import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { migrate } from './migrator';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDb() {
  const dir = mkdtempSync(join(tmpdir(), 'groups-migrate-'));
  dirs.push(dir);
  const db = new Database(join(dir, 'app.db'));
  db.pragma('foreign_keys = ON');
  return { db, dir };
}

describe('migrate', () => {
  test('002 rebuilds products in place: statuses renamed, every reference kept', () => {
    const { db, dir } = freshDb();
    const only001 = join(dir, 'only001');
    mkdirSync(only001);
    copyFileSync(join(MIGRATIONS, '001_init.sql'), join(only001, '001_init.sql'));
    expect(migrate(db, only001)).toEqual(['001_init.sql']);
    const now = '2024-01-01T00:00:00.000Z';
    db.exec(`INSERT INTO assets VALUES ('cny', 'CNY', 'Yuan', '', '1', 2, 'fiat', 0);
      INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, app_name, app_icon_url, mixin_oauth_scope, created_at)
        VALUES ('g', 'c', '1', 'G', '', 'A', '', 'PROFILE:READ', '${now}');
      INSERT INTO products (product_id, group_id, name, type, price_asset_id, price_amount, status, created_at)
        VALUES ('p1', 'g', 'P1', 'membership', 'cny', '1', 'active', '${now}'),
               ('p2', 'g', 'P2', 'membership', 'cny', '1', 'inactive', '${now}');
      UPDATE groups SET entry_product_id = 'p1';
      INSERT INTO coupons (coupon_id, group_id, asset_id, amount, type, expired_at, name, product_id, created_at)
        VALUES ('k', 'g', 'cny', '1', 'VOUCHER', '${now}', 'K', 'p2', '${now}');`);

    // Later migrations follow 002 in the same run.
    expect(migrate(db, MIGRATIONS)[0]).toBe('002_joining.sql');
    expect(db.prepare('SELECT product_id, status FROM products ORDER BY product_id').all())
      .toEqual([{ product_id: 'p1', status: 'normal' }, { product_id: 'p2', status: 'disabled' }]);
    expect(db.prepare('SELECT entry_product_id FROM groups').pluck().get()).toBe('p1');
    expect(db.prepare('SELECT product_id FROM coupons').pluck().get()).toBe('p2');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // The rebuilt table still enforces its references and its new CHECK.
    expect(() => db.prepare("UPDATE products SET status = 'active'").run()).toThrow(/CHECK/);
    expect(() => db.prepare("DELETE FROM products WHERE product_id = 'p2'").run()).not.toThrow();
    expect(db.prepare('SELECT COUNT(*) FROM coupons').pluck().get()).toBe(0);
    db.close();
  });

  test('028 normalises the USD minimums saved as typed (issue 22 point 8): spaces, leading and trailing zeros', () => {
    const { db, dir } = freshDb();
    const before028 = join(dir, 'before028');
    mkdirSync(before028);
    for (const file of readdirSync(MIGRATIONS).filter((f) => f < '028')) copyFileSync(join(MIGRATIONS, file), join(before028, file));
    migrate(db, before028);
    const now = '2024-01-01T00:00:00.000Z';
    const rows: [string, string, string][] = [
      // group, tip_min_usd (its CHECK kept spaces out), luckycoin_min_usd (saved as typed)
      ['a', '1', ' 0.5\n'], ['b', '007.50', '\u30002\u00a0'], ['c', '0.10', '000'], ['d', '3.', '\t.25 '], ['e', '10', 'x1'],
    ];
    for (const [group] of rows) {
      db.prepare(`INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, app_name, app_icon_url, mixin_oauth_scope, created_at)
        VALUES (?, ?, ?, 'G', '', 'A', '', 'PROFILE:READ', ?)`).run(group, `client-${group}`, `number-${group}`, now);
      db.prepare('INSERT INTO group_settings (group_id) VALUES (?)').run(group);
    }
    const save = db.prepare('UPDATE group_settings SET tip_min_usd = ?, luckycoin_min_usd = ? WHERE group_id = ?');
    for (const [group, tip, pack] of rows) save.run(tip, pack, group);

    expect(migrate(db, MIGRATIONS)).toContain('028_amount_settings.sql');
    expect(db.prepare('SELECT group_id, tip_min_usd, luckycoin_min_usd FROM group_settings ORDER BY group_id').all()).toEqual([
      { group_id: 'a', tip_min_usd: '1', luckycoin_min_usd: '0.5' },
      { group_id: 'b', tip_min_usd: '7.5', luckycoin_min_usd: '2' },
      // Not a minimum above 0, or no number at all: the default, 0.1 USD.
      { group_id: 'c', tip_min_usd: '0.1', luckycoin_min_usd: '0.1' },
      { group_id: 'd', tip_min_usd: '3', luckycoin_min_usd: '0.25' },
      { group_id: 'e', tip_min_usd: '10', luckycoin_min_usd: '0.1' },
    ]);
    db.close();
  });

  test('a migration leaving a broken reference is rolled back and not recorded', () => {
    const { db, dir } = freshDb();
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, '001_a.sql'), `CREATE TABLE parent (id TEXT PRIMARY KEY) STRICT;
      CREATE TABLE child (id TEXT PRIMARY KEY, parent_id TEXT REFERENCES parent (id)) STRICT;
      INSERT INTO child VALUES ('c', 'missing');`);
    expect(() => migrate(db, broken)).toThrow(/001_a\.sql leaves 1 broken foreign key/);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'child'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});
