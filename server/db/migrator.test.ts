import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
