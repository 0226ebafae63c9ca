import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { newEd25519Pair } from '../../lib/ed25519';
import { ApiError } from '../../lib/errors';
import { findGroup } from '../../routes/group/group.repo';
import { PERSONAS } from '../../sandbox/personas';
import { createTestServer } from '../../test/helpers';
import { credentialsOf, saveCredentials } from '../credentials';
import type { WalletTransferOrder } from '../mixin.provider';

// The group bot paying out through the wallet's Safe (issue 23 points 3 and 5): the SDK builds the
// transaction on the one-time keys the wallet stand-in gives, the stand-in verifies it and answers
// the views, the bot's spend key signs, and the stand-in spends it only when every input's signature
// verifies under its output's one-time key. The spend keys are made by the seed and by these tests.

const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const OWNER = PERSONAS.owner.user_id;

let server: ReturnType<typeof createTestServer>;
beforeEach(async () => {
  server = createTestServer();
  await server.listen();
});
afterEach(() => server.close());

const deps = () => appDeps(server.app);
const demo = async () => (await findGroup(server.sql, 'demo'))!;
const order = (amount: string, trace = randomUUID()): WalletTransferOrder => ({ trace, recipient: OWNER, asset_id: BTC, amount, memo: 'vault-withdrawal:test' });

type Row = Record<string, unknown>;
const outputs = (userId: string, state?: string) => server.sql.all<Row>(`SELECT amount, state FROM sandbox_safe_outputs
  WHERE user_id = ? AND asset_id = ? AND (CAST(? AS TEXT) IS NULL OR state = ?) ORDER BY seq`, userId, BTC, state ?? null, state ?? null);
const unspent = async (userId: string) => (await outputs(userId, 'unspent')).reduce((sum, o) => sum + Math.round(Number(o.amount) * 1e8), 0);
// The wallet's snapshots in the order written (created_at is the network's time, made increasing by its sequence).
const snapshots = (userId: string) => server.sql.all<Row>(`SELECT opponent_id, amount, trace_id, memo FROM sandbox_wallet_snapshots
  WHERE user_id = ? AND trace_id NOT IN (SELECT order_id FROM orders) ORDER BY created_at, snapshot_id`, userId);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a transfer out of the bot\'s wallet', () => {
  test('is spent once: the recipient gets it, the change goes back to the bot, asking again is the same transfer', async () => {
    const before = await unspent(DEMO_CLIENT);
    expect(before).toBeGreaterThan(10_000);
    const first = order('0.0001');
    const sent = await deps().providers.mixin.transfer(await demo(), first);
    expect(sent).toEqual({ spent: true, snapshot_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await unspent(DEMO_CLIENT)).toBe(before - 10_000);
    expect(await outputs(OWNER)).toEqual([{ amount: '0.00010000', state: 'unspent' }]);
    expect(await snapshots(OWNER)).toEqual([{
      opponent_id: DEMO_CLIENT, amount: '0.00010000', trace_id: first.trace, memo: Buffer.from('vault-withdrawal:test').toString('hex'),
    }]);
    expect(await snapshots(DEMO_CLIENT)).toEqual([expect.objectContaining({ opponent_id: OWNER, amount: '-0.00010000', trace_id: first.trace })]);

    // A retry (the answer was lost): where it stands, never a second transaction.
    expect(await deps().providers.mixin.transfer(await demo(), first)).toEqual(sent);
    expect(await unspent(DEMO_CLIENT)).toBe(before - 10_000);
    expect(await snapshots(OWNER)).toHaveLength(1);

    // The change is the bot's to spend again: a second transfer takes it.
    const second = await deps().providers.mixin.transfer(await demo(), order('0.00000001'));
    expect(second.spent).toBe(true);
    expect(await unspent(DEMO_CLIENT)).toBe(before - 10_001);
    expect((await outputs(OWNER, 'unspent')).map((o) => o.amount)).toEqual(['0.00010000', '0.00000001']);
  });

  test('more than the bot holds is not sent (503: its change may be on its way, or the operator tops it up) and moves nothing', async () => {
    const before = await unspent(DEMO_CLIENT);
    const error = await refusal(deps().providers.mixin.transfer(await demo(), order('100')));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/holds less than 100/);
    expect(await unspent(DEMO_CLIENT)).toBe(before);
    expect(await outputs(OWNER)).toEqual([]);
  });

  test('a recipient the wallet does not know is refused (409)', async () => {
    const error = await refusal(deps().providers.mixin.transfer(await demo(), { ...order('0.0001'), recipient: randomUUID() }));
    expect(error.status).toBe(409);
    expect(await outputs(DEMO_CLIENT, 'signed')).toEqual([]);
  });

  test('signed with another spend key it is refused and spends nothing; the right key then sends the transaction the wallet verified', async () => {
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'mixin', { ...right, spend_private_key: newEd25519Pair().seedHex }, new Date().toISOString());
    const before = await unspent(DEMO_CLIENT);
    const transfer = order('0.0002');
    const error = await refusal(deps().providers.mixin.transfer(await demo(), transfer));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/signature of input 0/);
    expect(await outputs(OWNER)).toEqual([]);
    // Its inputs stay locked to the verified request: nobody else spends them meanwhile.
    expect(await unspent(DEMO_CLIENT)).toBeLessThan(before);

    await saveCredentials(server.sql, server.env, 'demo', 'mixin', right, new Date().toISOString());
    expect((await deps().providers.mixin.transfer(await demo(), transfer)).spent).toBe(true);
    expect(await outputs(OWNER)).toEqual([{ amount: '0.00020000', state: 'unspent' }]);
    expect(await unspent(DEMO_CLIENT)).toBe(before - 20_000);
  });

  test('a bot without a spend key set answers 503 and asks the wallet nothing', async () => {
    const { spend_private_key: _spend, ...rest } = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'mixin', rest, new Date().toISOString());
    const error = await refusal(deps().providers.mixin.transfer(await demo(), order('0.0001')));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/spend key/);
    expect(await server.sql.get('SELECT COUNT(*) AS n FROM sandbox_safe_requests')).toEqual({ n: 0 });
  });
});
