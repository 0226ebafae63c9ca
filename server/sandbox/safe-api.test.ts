import { randomBytes, randomUUID } from 'node:crypto';
import {
  MixinApi, ResponseError, buildSafeTransaction, buildSafeTransactionRecipient, encodeSafeTransaction, getUnspentOutputsForRecipients,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appDeps } from '../app';
import { credentialsOf } from '../providers/credentials';
import { createTestServer } from '../test/helpers';
import { PERSONAS } from './personas';
import { newSafeKey, receiveSafeOutput } from './safe-api';
import { newView, pointOf } from './safe-keys';
import { findSandboxSpendKey } from './sandbox.repo';

// The wallet stand-in's Safe at its boundary (issue 23 point 5): transactions the SDK builds, but
// tampered with, are refused and move nothing. What a right transaction does, through the adapter:
// providers/mixin/mixin.transfer.test.ts.

const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const GATE_CLIENT = '20000000-0000-4000-8000-00000000a004';
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const OWNER = PERSONAS.owner.user_id;

const server = createTestServer();
beforeAll(async () => {
  await server.listen();
});
afterAll(() => server.close());

/** The SDK's Safe client for a group's bot, signed by its session, as the adapter makes it. */
async function botClient(group: string, clientId: string) {
  const bot = (await credentialsOf(server.sql, server.env, group, 'mixin'))!;
  const keystore = { app_id: clientId, session_id: bot.session_id!, session_private_key: bot.session_private_key!, server_public_key: '' };
  const baseURL = `${appDeps(server.app).runtime.selfOrigin!}/sandbox/mixin-api`;
  // Node's HTTP client, no retries: as the adapter asks.
  const requestConfig = { baseURL, timeout: 5000, retry: -1, adapter: 'http' as const };
  return { utxo: MixinApi({ keystore, requestConfig }).utxo, spend: bot.spend_private_key! };
}

/** A transfer of `amount` BTC from demo's bot to the owner, with its change, as the adapter builds it. */
async function transaction(amount: string, trace = randomUUID()) {
  const { utxo, spend } = await botClient('demo', DEMO_CLIENT);
  const outputs = await utxo.safeOutputs({ members: [DEMO_CLIENT], threshold: 1, asset: BTC, state: 'unspent' });
  const recipients = [buildSafeTransactionRecipient([OWNER], 1, amount)];
  const { utxos, change } = getUnspentOutputsForRecipients(outputs, recipients);
  recipients.push(buildSafeTransactionRecipient([DEMO_CLIENT], 1, change.toFixed()));
  const ghosts = await utxo.ghostKey(recipients, trace, spend);
  return { utxo, spend, trace, utxos, recipients, ghosts, tx: buildSafeTransaction(utxos, recipients, ghosts, Buffer.from('test')) };
}

async function refusal(call: Promise<unknown>): Promise<ResponseError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ResponseError);
  return error as ResponseError;
}

const lockedOrSpent = () => server.sql.get(`SELECT COUNT(*) AS n FROM sandbox_safe_outputs WHERE state != 'unspent'`);

describe('the wallet stand-in\'s Safe refuses what it should', () => {
  test('more out than in, or less: refused at verification, nothing locked', async () => {
    const { utxo, trace, tx } = await transaction('0.0001');
    const more = { ...tx, outputs: tx.outputs.map((o, i) => (i === 0 ? { ...o, amount: '0.0002' } : o)) };
    expect((await refusal(utxo.verifyTransaction([{ request_id: trace, raw: encodeSafeTransaction(more) }]))).description)
      .toMatch(/^Invalid field: outputs: .* out of .* in$/);
    const less = { ...tx, outputs: [tx.outputs[0]!] };
    expect((await refusal(utxo.verifyTransaction([{ request_id: trace, raw: encodeSafeTransaction(less) }]))).code).toBe(10002);
    expect(await lockedOrSpent()).toEqual({ n: 0 });
  });

  test('an output on a key the wallet did not give is refused', async () => {
    const { utxo, trace, tx } = await transaction('0.0001');
    const foreign = { ...tx, outputs: tx.outputs.map((o, i) => (i === 0 ? { ...o, mask: pointOf(newView()) } : o)) };
    expect((await refusal(utxo.verifyTransaction([{ request_id: trace, raw: encodeSafeTransaction(foreign) }]))).description)
      .toBe('Invalid field: outputs: a key the wallet did not give');
    expect(await lockedOrSpent()).toEqual({ n: 0 });
  });

  test('another bot\'s outputs are not this bot\'s to spend', async () => {
    // gate's bot was paid something on the pay page.
    await receiveSafeOutput(server.sql, {
      userId: GATE_CLIENT, assetId: BTC, amount: '0.01', transactionHash: randomBytes(32).toString('hex'), index: 0,
      createdAt: new Date(server.clock.now - 1000).toISOString(), key: newSafeKey((await findSandboxSpendKey(server.sql, GATE_CLIENT))!),
    });
    const gate = await botClient('gate', GATE_CLIENT);
    const theirs = await gate.utxo.safeOutputs({ members: [GATE_CLIENT], threshold: 1, state: 'unspent' });
    expect(theirs.length).toBeGreaterThan(0);
    const { utxo, trace, tx } = await transaction('0.0001');
    const stolen = { ...tx, inputs: [{ hash: theirs[0]!.transaction_hash, index: theirs[0]!.output_index }] };
    expect((await refusal(utxo.verifyTransaction([{ request_id: trace, raw: encodeSafeTransaction(stolen) }]))).description)
      .toBe('Invalid field: inputs: not the bot\'s outputs of this asset');
    // Nor does a bot see another's outputs.
    expect(await utxo.safeOutputs({ members: [GATE_CLIENT], threshold: 1 })).toEqual([]);
  });

  test('a signed transaction other than the one verified is refused; the verified one, signed, is spent once', async () => {
    const { utxo, spend, trace, tx } = await transaction('0.0001');
    const [verified] = await utxo.verifyTransaction([{ request_id: trace, raw: encodeSafeTransaction(tx) }]);
    // The same inputs and keys, more to the owner and less change: signed right, but not what was verified.
    const tampered = { ...tx, outputs: tx.outputs.map((o, i) => ({ ...o, amount: i === 0 ? '0.001' : (Number(o.amount) - 0.0009).toFixed(8) })) };
    const forged = await refusal(utxo.sendTransactions([{ request_id: trace, raw: signSafeTransaction(tampered, verified!.views, spend) }]));
    expect(forged.description).toBe('Forbidden: raw: not this request\'s transaction, signed');
    // Unsigned, or with a garbage signature.
    expect((await refusal(utxo.sendTransactions([{ request_id: trace, raw: encodeSafeTransaction(tx) }]))).code).toBe(403);
    // One input, one signature by signer 0, 64 random bytes.
    const garbage = `${encodeSafeTransaction(tx).slice(0, -4)}000100010000${randomBytes(64).toString('hex')}`;
    expect((await refusal(utxo.sendTransactions([{ request_id: trace, raw: garbage }]))).description).toBe('Forbidden: signature of input 0');
    expect(await server.sql.value(`SELECT state FROM sandbox_safe_requests WHERE request_id = ?`, trace)).toBe('unspent');

    const signed = signSafeTransaction(tx, verified!.views, spend);
    const [sent] = await utxo.sendTransactions([{ request_id: trace, raw: signed }]);
    expect(sent).toMatchObject({ request_id: trace, state: 'spent', amount: '0.00010000', receivers: [OWNER] });
    const [again] = await utxo.sendTransactions([{ request_id: trace, raw: signed }]);
    expect(again!.snapshot_id).toBe(sent!.snapshot_id);
    expect(await server.sql.get(`SELECT COUNT(*) AS n FROM sandbox_wallet_snapshots WHERE trace_id = ?`, trace)).toEqual({ n: 2 });
  });
});
