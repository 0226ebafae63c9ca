import { afterAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrator';
import { ASSET_IDS, GROUP_IDS, isDatabaseEmpty, resetDatabase, seedIfEmpty } from './seed';
import { createTestServer } from './test/helpers';
import { testEngine } from './test/engine';
import { PERSONAS } from './sandbox/personas';
import { SEED_INVITEES } from './seed/invitations';

const server = createTestServer();
afterAll(() => server.close());

const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const TABLES = ['users', 'groups', 'group_settings', 'memberships', 'assets', 'products', 'invitation_codes', 'coupons', 'user_balances'];

describe('database', () => {
  test('runs in WAL mode with foreign keys on', () => {
    expect(server.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(server.db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  test('records applied migrations and applies each once', () => {
    const applied = server.db.prepare('SELECT name FROM schema_migrations').pluck().all();
    // Later issues add migrations after these two; all of them apply, in name order.
    expect(applied.slice(0, 2)).toEqual(['001_init.sql', '002_joining.sql']);
    expect(applied).toEqual([...applied].sort());
    expect(migrate(server.db)).toEqual([]);
  });
});

describe('seed', () => {
  test('seeds only an empty database', () => {
    const before = TABLES.map(count);
    expect(seedIfEmpty(server.db, Date.now())).toBe(false);
    expect(TABLES.map(count)).toEqual(before);
    expect(isDatabaseEmpty(server.db)).toBe(false);
  });

  test('a restart on the same file keeps data and the signing key', async () => {
    const { token } = await server.login('member');
    const reopened = openDatabase(server.env.database);
    expect(seedIfEmpty(reopened, Date.now())).toBe(false);
    const restarted = createApp({ db: reopened, env: server.env });
    const res = await restarted.request('/api/groups/demo/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    reopened.close();
  });

  test('creates the five groups with their entry rules', async () => {
    expect(GROUP_IDS).toEqual(['demo', 'free', 'closed', 'gate', 'nft']);
    const config = async (g: string) => (await server.get(`/api/groups/${g}/config`)).body.data;
    expect(await config('demo')).toMatchObject({ pay_to_join: true, invite_to_join: true, coupon_enabled: true });
    expect(await config('free')).toMatchObject({ pay_to_join: false });
    const closed = (await server.get('/api/groups/closed/settings/full')).body.data;
    expect(closed.group_entry_disabled).toBe(true);
  });

  test('gives demo a membership product, invitation codes of both kinds and varied coupons', () => {
    const q = (sql: string) => server.db.prepare(sql).all();
    expect(q("SELECT type, price_asset_id FROM products WHERE group_id = 'demo' AND type NOT IN ('course', 'article') ORDER BY type")).toEqual([
      { type: 'coupon_collection', price_asset_id: ASSET_IDS.cny },
      { type: 'membership', price_asset_id: ASSET_IDS.btc },
    ]);
    expect(q("SELECT DISTINCT kind FROM invitation_codes ORDER BY kind")).toEqual([{ kind: 'one_time' }, { kind: 'permanent' }]);
    expect(count('invitation_codes WHERE is_public = 1 AND used_by IS NULL')).toBeGreaterThan(0);
    expect(q('SELECT DISTINCT type FROM coupons ORDER BY type')).toEqual([{ type: 'DISCOUNT' }, { type: 'VOUCHER' }]);
    expect(count('(SELECT DISTINCT asset_id FROM coupons)')).toBeGreaterThan(1);
    expect(count("coupons WHERE state = 'USED'")).toBeGreaterThan(0);
    expect(count('coupons WHERE expired_at < datetime(\'now\')')).toBeGreaterThan(0);
  });

  test('gives gate two chained entry quizzes with KYC, and nft a product and ticket outcomes', async () => {
    const settings = (await server.get('/api/groups/gate/settings/full')).body.data;
    expect(settings).toMatchObject({ group_entry_kyc_enabled: true, group_entry_quiz_id: '40000000-0000-4000-8000-000000000001' });
    expect(server.db.prepare('SELECT quiz_id, next_quiz_id FROM quizzes ORDER BY quiz_id').all()).toEqual([
      { quiz_id: '40000000-0000-4000-8000-000000000001', next_quiz_id: '40000000-0000-4000-8000-000000000002' },
      { quiz_id: '40000000-0000-4000-8000-000000000002', next_quiz_id: null },
    ]);
    expect(server.db.prepare("SELECT DISTINCT type FROM quiz_questions ORDER BY type").pluck().all()).toEqual(['multi', 'single']);
    const nft = (await server.get('/api/groups/nft/public')).body.data;
    expect(nft).toMatchObject({ nft_ticket_enabled: true, product: { status: 'normal' } });
    expect(count("sandbox_nft_outcomes WHERE group_id = 'nft'")).toBe(5);
    expect(count("coupon_codes WHERE group_id = 'demo'")).toBeGreaterThan(3);
  });

  test('stores every amount as a decimal string', () => {
    const amounts = server.db.prepare(`
      SELECT price_cny AS v FROM assets UNION ALL SELECT balance FROM user_balances
      UNION ALL SELECT price_amount FROM products UNION ALL SELECT amount FROM coupons
      UNION ALL SELECT amount FROM coupon_codes`).pluck().all();
    expect(amounts.length).toBeGreaterThan(10);
    for (const value of amounts) expect(value).toMatch(/^\d+(\.\d+)?$/);
  });

  // resetDatabase is the reset of the SQLite file itself: on PostgreSQL the requests below write to the test server's
  // PostgreSQL database, which this reset does not touch (the PostgreSQL reset: test/engine.test.ts).
  test.skipIf(testEngine() === 'postgres')('reset restores the initial state and keeps the signing key', async () => {
    const { token } = await server.login('admin');
    await server.put('/api/groups/demo/settings/full', { home_enabled: false }, token);
    await server.login('new');
    await server.post('/sandbox/control/maintenance', { group: 'free', on: true });
    const users = count('users');

    resetDatabase(server.db, server.clock.now);

    expect(count('users')).toBe(users - 1);
    // The personas and the member's seeded invitees (seed/invitations.ts).
    expect(count('users')).toBe(Object.keys(PERSONAS).length + SEED_INVITEES.length);
    expect((await server.get('/api/groups/demo/settings/full')).body.data.home_enabled).toBe(true);
    expect((await server.get('/api/groups/free/config')).status).toBe(200);
    expect((await server.get('/api/groups/demo/users/me', token)).status).toBe(200);
  });
});
