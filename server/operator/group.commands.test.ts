import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/connection';
import { sqliteSql } from '../db/sql';
import { parseEnv, type ServerEnv } from '../env';
import { credentialsOf } from '../providers/credentials';
import { PERSONAS } from '../sandbox/personas';
import { codeFrom, createTestServer } from '../test/helpers';
import { OperatorError, runGroupCommand, type OperatorIo } from './group.commands';
import { mixinAdapter } from '../providers/mixin/mixin.adapter';
import { refreshWalletPrices } from '../routes/asset/asset.prices';
import { findAssetSync } from '../routes/asset/asset.repo';

// The operator's command line on a fresh database with SANDBOX off (issue 23 point 6): a group
// opened, its wallet bot's secret set, a person signing in through the wallet (a stand-in on its own
// port, reached as api.mixin.one would be), named owner, and the key rotated.

const KEY = 'c1'.repeat(32);
const NEXT_KEY = 'c2'.repeat(32);
const FREE_CLIENT = '20000000-0000-4000-8000-00000000f002';
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';

let dir: string;
let db: Db;
let wallet: ReturnType<typeof createTestServer>;
let walletApi: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'groups-operator-'));
  db = openDatabase(join(dir, 'app.db'));
  wallet = createTestServer();
  walletApi = `${(await wallet.listen()).httpUrl}/sandbox/mixin-api`;
});
afterEach(() => {
  db.close();
  wallet.close();
  rmSync(dir, { recursive: true, force: true });
});

const envWith = (secretsKey: string | null = KEY): ServerEnv => ({
  ...parseEnv({ CARD_KEY: 'c0'.repeat(32), MIXIN_API_BASE: walletApi }), secretsKey,
});
const io = (stdin = '', oldSecretsKey?: string): OperatorIo => ({ readStdin: async () => stdin, now: () => Date.now(), oldSecretsKey });
const run = (argv: string[], options: { env?: ServerEnv; stdin?: string; oldKey?: string } = {}) =>
  runGroupCommand(db, options.env ?? envWith(), argv, io(options.stdin, options.oldKey));
const refusal = async (argv: string[], options: Parameters<typeof run>[1] = {}) => {
  const error = await run(argv, options).then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(OperatorError);
  return (error as Error).message;
};
const CREATE = ['create', 'club', '--name', 'Real Club', '--client-id', FREE_CLIENT, '--identity-number', '7000100002'];

describe('npm run group', () => {
  test('opens a group, sets its wallet bot, and the person who signs in through the wallet is made its owner', async () => {
    expect(await run(['list'])).toEqual([expect.stringMatching(/^No groups yet/)]);
    expect((await run(CREATE))[0]).toBe('Created group club (Real Club).');
    const secret = (await credentialsOf(wallet.sql, wallet.env, 'free', 'mixin'))!.client_secret;
    expect(await run(['credentials', 'club', 'mixin'], { stdin: JSON.stringify({ client_secret: secret }) }))
      .toEqual(['Set the mixin credentials of club, sealed with SECRETS_KEY.']);

    const app = createApp({ db, env: envWith() });
    const query = new URLSearchParams({ client_id: FREE_CLIENT, scope: 'PROFILE:READ', return_to: '/#/club/auth/mixin/callback', persona: 'owner' });
    const code = codeFrom((await wallet.get(`/sandbox/mixin/authorize?${query}`)).headers.get('location')!);
    const signIn = await app.request('/api/groups/club/auth/mixin', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const me = async () => {
      const res = await app.request('/api/groups/club/users/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    expect(await me()).toMatchObject({ full_name: PERSONAS.owner.full_name, role: 'user', state: 'pending' });

    expect(await run(['owner', 'club', PERSONAS.owner.identity_number])).toEqual([`${PERSONAS.owner.identity_number} now owns club.`]);
    expect(await me()).toMatchObject({ role: 'owner', state: 'paid' });
    const [line] = await run(['list']);
    expect(line).toBe(`club\tReal Club\tclient ${FREE_CLIENT}\towner ${PERSONAS.owner.full_name} (${PERSONAS.owner.identity_number})\tparties mixin`);
    expect(line).not.toContain(secret);
  });

  test('rotates the key: every credential opens with the new key only, and a wrong old key changes nothing', async () => {
    await run(CREATE);
    await run(['credentials', 'club', 'mixin'], { stdin: '{"client_secret":"s3cret"}' });
    const next = envWith(NEXT_KEY);
    expect(await refusal(['rotate-key'], { env: next, oldKey: 'c9'.repeat(32) }))
      .toBe('the mixin credentials of group club do not open with the old key: nothing was changed');
    expect(await credentialsOf(sqliteSql(db), envWith(), 'club', 'mixin')).toEqual({ client_secret: 's3cret' });

    expect(await run(['rotate-key'], { env: next, oldKey: KEY })).toEqual(['Sealed 1 credential again with the new SECRETS_KEY. Start the server with it now.']);
    expect(await credentialsOf(sqliteSql(db), next, 'club', 'mixin')).toEqual({ client_secret: 's3cret' });
    await expect(credentialsOf(sqliteSql(db), envWith(), 'club', 'mixin')).rejects.toThrow('do not open with SECRETS_KEY');
  });

  test('bad input is one line saying what to do, and changes nothing', async () => {
    expect(await refusal(['create', 'Club!', '--name', 'x', '--client-id', FREE_CLIENT, '--identity-number', '1'])).toMatch(/^invalid group id "Club!"/);
    expect(await refusal(['create', 'club', '--client-id', FREE_CLIENT, '--identity-number', '1'])).toBe('--name is required: 1–64 characters');
    expect(await refusal(['create', 'club', '--name', 'x', '--client-id', 'bot', '--identity-number', '1'])).toMatch(/^--client-id is required/);
    expect(await refusal(['create', 'club', '--nme', 'x'])).toMatch(/^unknown option --nme/);
    await run(CREATE);
    expect(await refusal([...CREATE.slice(0, 1), 'club2', ...CREATE.slice(2)])).toBe('another group has this client_id and identity_number: nothing was created');
    expect(await refusal(['credentials', 'club', 'mixin'], { stdin: 'client_secret=x' })).toMatch(/must come as JSON on stdin/);
    expect(await refusal(['credentials', 'club', 'mixin'], { stdin: '{"secret":"x"}' })).toBe('invalid mixin credentials: client_secret string, got nothing');
    expect(await refusal(['credentials', 'club', 'paypal'])).toBe('name the party: one of mixin, wechat, wechatpay, alipay');
    expect(await refusal(['credentials', 'club', 'mixin'], { env: envWith(null), stdin: '{"client_secret":"x"}' })).toMatch(/^SECRETS_KEY is not set/);
    expect(await refusal(['owner', 'club', '37000099'])).toBe('nobody with identity number 37000099 has signed in here yet: they sign in at /#/club first');
    expect(await refusal(['owner', 'nope', '1'])).toBe('no group nope: npm run group -- list');
    expect(await refusal(['launch'])).toMatch(/^unknown command launch\nUsage: npm run group/);
    expect(await run(['list'])).toEqual([`club\tReal Club\tclient ${FREE_CLIENT}\towner none yet\tparties none`]);
  });

  test('the asset catalogue: fiat rates by hand, crypto from the wallet priced in CNY through the USD rate, kept up to date', async () => {
    const adapter = mixinAdapter({ apiBase: () => walletApi, credentials: async () => null });
    const withWallet = (argv: string[]) => runGroupCommand(db, envWith(), argv, { ...io(), fetchAsset: (id) => adapter.asset(id) });
    expect(await withWallet(['assets'])).toEqual([expect.stringMatching(/^No assets yet/)]);
    // The wallet prices BTC at 480000 / 7.2 USD (its stand-in's catalogue); this server's dollar is 7 CNY.
    expect(await withWallet(['assets', 'add', BTC]).catch((e: Error) => e.message)).toMatch(/^set the USD rate first/);
    expect(await withWallet(['assets', 'fiat', 'usd', 'USD', 'US Dollar', '7'])).toEqual(['USD (usd) is 7 CNY, set by hand.']);
    expect((await withWallet(['assets', 'add', BTC]))[0]).toMatch(/^BTC \(Bitcoin\) is 466666\.66666667 CNY from the wallet's 66666\.6666666666\d+ USD/);
    expect(await withWallet(['assets', 'add', '00000000-0000-4000-8000-0000000000ff']).catch((e: Error) => e.message))
      .toBe('the wallet knows no asset 00000000-0000-4000-8000-0000000000ff');
    expect(await withWallet(['assets', 'fiat', 'usd', 'usd', 'x', '7']).catch((e: Error) => e.message)).toBe('the symbol is 1–10 capital letters or digits (USD)');
    expect(await withWallet(['assets'])).toEqual([
      'usd\tUSD\tfiat\t7 CNY\tset by hand', expect.stringMatching(new RegExp(`^${BTC}\tBTC\tcrypto\t466666.66666667 CNY\tfrom the wallet, `)),
    ]);
    // The wallet's price moves; the job follows it, and keeps the last one while the wallet has none.
    await wallet.sql.run(`UPDATE assets SET price_cny = '504000' WHERE asset_id = ?`, BTC);
    expect(await refreshWalletPrices(sqliteSql(db), (id) => adapter.asset(id), new Date().toISOString())).toEqual({ updated: 1, kept: [] });
    expect(findAssetSync(db, BTC)?.price_cny).toBe('490000');
    expect(await refreshWalletPrices(sqliteSql(db), async (id) => ({ ...(await adapter.asset(id))!, price_usd: '0' }), new Date().toISOString()))
      .toEqual({ updated: 0, kept: [BTC] });
    expect(findAssetSync(db, BTC)?.price_cny).toBe('490000');
  });

  test('held lists the wallet transfers a group\'s bot holds that paid for nothing, for the operator to give back', async () => {
    expect((await run(CREATE))[0]).toBe('Created group club (Real Club).');
    expect(await run(['held', 'club'])).toEqual(['The bot of club holds no transfer that paid for nothing.']);
    db.prepare(`INSERT INTO wallet_receipts (snapshot_id, group_id, trace_id, opponent_id, asset_id, amount, created_at, outcome, reason, read_at)
      VALUES ('s1', 'club', 't1', 'payer-1', ?, '0.1', '2026-11-28T10:00:00Z', 'refused', 'order is expired', '2026-11-28T10:00:02Z'),
        ('s2', 'club', 't2', 'payer-2', ?, '0.2', '2026-11-28T11:00:00Z', 'applied', NULL, '2026-11-28T11:00:02Z')`).run(BTC, BTC);
    expect(await run(['held', 'club'])).toEqual([`2026-11-28T10:00:00Z\ts1\tfrom payer-1\t0.1 of ${BTC}\ttrace t1\trefused: order is expired`]);
    expect(await refusal(['held'])).toBe('name the group: its id, as in /#/<group>');
  });

  test('transfers lists the bot\'s transfers out the wallet has not confirmed, with why each waits', async () => {
    expect((await run(CREATE))[0]).toBe('Created group club (Real Club).');
    expect(await run(['transfers', 'club'])).toEqual(['Every transfer out of the bot of club is confirmed.']);
    db.prepare(`INSERT INTO assets (asset_id, symbol, name, icon_url, price_cny, precision, kind, sort_order, price_source, price_updated_at)
      VALUES (?, 'BTC', 'Bitcoin', '', '480000', 8, 'crypto', 0, 'wallet', NULL) ON CONFLICT DO NOTHING`).run(BTC);
    db.prepare(`INSERT INTO wallet_transfers (transfer_id, group_id, kind, reference, recipient_id, asset_id, amount, memo, state, attempts,
        next_attempt_at, last_error, created_at)
      VALUES ('t1', 'club', 'withdrawal', 'w1', 'owner-1', ?, '0.1', 'm', 'pending', 3, '2026-11-28T10:05:00Z', 'the group bot''s wallet holds less than 0.1 of BTC for now', '2026-11-28T10:00:00Z'),
        ('t2', 'club', 'pack_claim', 'p1:u1', 'u1', ?, '0.2', 'm', 'confirmed', 1, '2026-11-28T11:00:00Z', NULL, '2026-11-28T11:00:00Z')`).run(BTC, BTC);
    expect(await run(['transfers', 'club'])).toEqual([
      `2026-11-28T10:00:00Z\tt1\twithdrawal\tw1\tto owner-1\t0.1 of ${BTC}\tpending\t3 tries\tthe group bot's wallet holds less than 0.1 of BTC for now`,
    ]);
    expect(await refusal(['transfers'])).toBe('name the group: its id, as in /#/<group>');
  });

  test('as a command: prints its lines, or one line on stderr and exit code 1', () => {
    const cli = (args: string[], input = '') => spawnSync(process.execPath, ['--import', 'tsx', 'server/operator/group.cli.ts', ...args], {
      env: { PATH: process.env.PATH, DATABASE: join(dir, 'cli.db'), SECRETS_KEY: KEY }, input, encoding: 'utf8',
    });
    const listed = cli(['list']);
    expect({ status: listed.status, stdout: listed.stdout }).toEqual({ status: 0, stdout: expect.stringMatching(/^No groups yet/) });
    const refused = cli(['credentials', 'club', 'mixin'], '{}');
    expect({ status: refused.status, stderr: refused.stderr }).toEqual({ status: 1, stderr: 'no group club: npm run group -- list\n' });
  });
});
