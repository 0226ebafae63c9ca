import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import { add, compare, isDecimal, toFixed } from '../../contract/money';
import { lazyModule } from '../lib/lazy';
import { findUser } from '../routes/account/account.repo';
import { findApp } from '../routes/app/app.repo';
import {
  findSandboxGhostKey, findSandboxSafeOutput, findSandboxSpendKey, findSandboxSafeRequest, insertSandboxGhostKey, insertSandboxSafeOutput,
  insertSandboxSafeOutputSync,
  insertSandboxSafeRequest, insertSandboxWalletSnapshot, listSandboxSafeOutputs, moveSandboxSafeOutput, spendSandboxSafeRequest,
  type SandboxSafeOutput, type SandboxSafeRequest,
} from './sandbox.repo';
import {
  derivedView, kernelAssetOf, newView, oneTimeKey, pointOf, signedBy, spendPublicKeyOf, transactionHashOf,
} from './safe-keys';

// The wallet's Safe API as the sandbox stands in for it (issue 23): what a bot calls to pay out of
// its own wallet, in api.mixin.one's wire format, so the real adapter (providers/mixin) runs the
// SDK's own transaction code against it. Every call is the bot's own (its session signs it).
//
// - GET /safe/outputs?members=&threshold=&asset=&state=&offset=&limit=: the bot's outputs, by
//   sequence; `members` is the SDK's hash of [the bot].
// - POST /safe/keys [{receivers, index, hint}]: a one-time key (mask, keys) for an output to one
//   wallet user or bot; the same hint answers the same key.
// - POST /safe/transaction/requests [{request_id, raw}]: checks an unsigned transaction (the bot's
//   unspent outputs in, outputs on keys given out here, as much out as in), locks its inputs to the
//   request and answers the views its spend key signs with. A request id seen before answers that
//   request again: one transaction per id, however often it is asked.
// - POST /safe/transactions [{request_id, raw}]: the same transaction signed; every input's
//   signature must verify under its output's one-time key. Then the inputs are spent, the outputs
//   made, and the transfer written as a snapshot on both sides (trace: the request id). Sending a
//   spent request again changes nothing.
// - GET /safe/transactions/:id: a request, as it stands.

type StandInContext = Context<AppEnv>;
type BotCheck = (c: StandInContext) => Promise<{ ok: true; appId: string } | { ok: false; refusal: Response }>;
type Refuse = (c: StandInContext, code: number, description: string) => Response;

const mixinSdk = lazyModule(() => import('@mixin.dev/mixin-node-sdk'));

/** How many outputs one page holds at most, and one transaction spends or makes. */
const MAX_OUTPUTS = 500;
const MAX_INPUTS = 256;
/** The kernel's largest extra (memo) on a plain transfer. */
const MAX_EXTRA = 256;
/** Inputs' and outputs' amounts have 8 decimals in the kernel. */
const KERNEL_PRECISION = 8;
const HASH = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An amount as the SDK's decoder writes it (a BigNumber's text, "1e-8" for the smallest) as plain decimal text. */
function plainAmount(text: string): string | null {
  if (isDecimal(text)) return text;
  const match = /^(\d+)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!match) return null;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const places = (match[2]?.length ?? 0) + Number(match[3]);
  const padded = digits.padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

const nowOf = (deps: AppDeps) => new Date(deps.clock()).toISOString();

export type SafeKey = { mask: string; publicKey: string; view: string };

/** A fresh one-time key for an output to the owner of `spendPublicKey`. */
export function newSafeKey(spendPublicKey: string): SafeKey {
  const view = newView();
  return { mask: pointOf(newView()), publicKey: oneTimeKey(spendPublicKey, view), view };
}

/** An output to `userId` of a transfer that just happened (a payment on the pay page, a transaction's output, the seed's). */
export async function receiveSafeOutput(sql: Sql, output: ReceivedOutput): Promise<void> {
  await insertSandboxSafeOutput(sql, outputRow(output));
}

/** The same for the seed (seed/vaults.ts: synchronous on SQLite by design). */
export function receiveSafeOutputSync(db: Db, output: ReceivedOutput): void {
  insertSandboxSafeOutputSync(db, outputRow(output));
}

type ReceivedOutput = { userId: string; assetId: string; amount: string; transactionHash: string; index: number; createdAt: string; key: SafeKey };

const outputRow = (output: ReceivedOutput) => ({
  output_id: randomUUID(), user_id: output.userId, asset_id: output.assetId, kernel_asset: kernelAssetOf(output.assetId),
  transaction_hash: output.transactionHash, output_index: output.index, amount: toFixed(output.amount, KERNEL_PRECISION),
  mask: output.key.mask, public_key: output.key.publicKey, view: output.key.view, created_at: output.createdAt,
});

const outputAnswer = (o: SandboxSafeOutput, membersHash: string) => ({
  type: 'kernel_output', output_id: o.output_id, utxo_id: o.output_id, transaction_hash: o.transaction_hash, output_index: o.output_index,
  asset: o.kernel_asset, kernel_asset_id: o.kernel_asset, asset_id: o.asset_id, amount: o.amount, mask: o.mask, keys: [o.public_key],
  threshold: 1, extra: '', state: o.state, sequence: o.sequence, created_at: o.created_at, updated_at: o.created_at,
  signed_by: o.state === 'unspent' ? '' : (o.request_id ?? ''), signed_at: '', spent_at: '',
  receivers: [o.user_id], receivers_hash: membersHash, receivers_threshold: 1, senders: [], senders_hash: '', senders_threshold: 0,
  request_id: o.request_id ?? undefined,
});

const requestAnswer = (r: SandboxSafeRequest, sendersHash: string) => ({
  type: 'kernel_transaction_request', request_id: r.request_id, transaction_hash: r.transaction_hash, asset: kernelAssetOf(r.asset_id),
  asset_id: r.asset_id, amount: r.amount, extra: '', user_id: r.user_id, state: r.state, raw_transaction: r.raw,
  created_at: r.created_at, updated_at: r.spent_at ?? r.created_at, snapshot_id: r.snapshot_id ?? '', snapshot_hash: '',
  snapshot_at: r.spent_at ?? '', receivers: JSON.parse(r.receivers) as string[], senders: [r.user_id], senders_hash: sendersHash,
  senders_threshold: 1, signers: r.state === 'spent' ? [r.user_id] : [], views: JSON.parse(r.views) as string[],
});

/** The list a body carries (the SDK sends arrays), each item an object; null when it is not that. */
async function itemsOf(c: StandInContext): Promise<Record<string, unknown>[] | null> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return null;
  }
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_INPUTS) return null;
  return body.every((item) => typeof item === 'object' && item !== null) ? (body as Record<string, unknown>[]) : null;
}

const text = (item: Record<string, unknown>, name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');

/** Whether `userId` is someone the wallet knows: a person, a bot in the catalogue, or a bot registered with it (a group's). */
const walletKnows = async (deps: AppDeps, userId: string) =>
  (await findUser(deps.sql, userId)) !== undefined || (await findApp(deps.sql, userId)) !== undefined
  || (await findSandboxSpendKey(deps.sql, userId)) !== undefined;

type Checked = { ok: true; request: Omit<SandboxSafeRequest, 'state' | 'snapshot_id' | 'spent_at'>; inputs: SandboxSafeOutput[] } | { ok: false; why: string };

/** An unsigned transaction a bot asks to verify, checked as the wallet would. */
async function checkTransaction(deps: AppDeps, appId: string, requestId: string, raw: string): Promise<Checked> {
  const { decodeSafeTransaction } = await mixinSdk();
  let tx;
  try {
    tx = decodeSafeTransaction(raw);
  } catch (error) {
    return { ok: false, why: `raw: ${(error as Error).message}` };
  }
  if ((tx.signatureMap ?? []).length > 0) return { ok: false, why: 'raw: a request is verified before it is signed' };
  if (tx.inputs.length === 0 || tx.inputs.length > MAX_INPUTS || tx.outputs.length === 0) return { ok: false, why: 'raw: inputs or outputs' };
  if (tx.references.length > 0 || tx.extra.byteLength > MAX_EXTRA) return { ok: false, why: 'raw: references or extra' };
  const inputs: SandboxSafeOutput[] = [];
  let total = '0';
  for (const input of tx.inputs) {
    const output = HASH.test(input.hash) ? await findSandboxSafeOutput(deps.sql, input.hash, input.index) : undefined;
    if (!output || output.user_id !== appId || output.kernel_asset !== tx.asset) return { ok: false, why: 'inputs: not the bot\'s outputs of this asset' };
    if (output.state !== 'unspent') return { ok: false, why: 'inputs: an output is locked or spent' };
    if (inputs.some((o) => o.output_id === output.output_id)) return { ok: false, why: 'inputs: an output twice' };
    inputs.push(output);
    total = add(total, output.amount);
  }
  let out = '0';
  let sent = '0';
  const receivers: string[] = [];
  for (const output of tx.outputs) {
    const amount = plainAmount(output.amount);
    const ghost = output.keys.length === 1 && output.mask ? await findSandboxGhostKey(deps.sql, output.mask) : undefined;
    if (!amount || compare(amount, '0') <= 0) return { ok: false, why: 'outputs: an amount' };
    if (output.type !== 0 || !ghost || ghost.public_key !== output.keys[0]) return { ok: false, why: 'outputs: a key the wallet did not give' };
    out = add(out, amount);
    if (ghost.receiver !== appId) {
      sent = add(sent, amount);
      if (!receivers.includes(ghost.receiver)) receivers.push(ghost.receiver);
    }
  }
  if (compare(out, total) !== 0) return { ok: false, why: `outputs: ${out} out of ${total} in` };
  const unsigned = Buffer.from(raw, 'hex');
  return {
    ok: true,
    inputs,
    request: {
      request_id: requestId, user_id: appId, raw: raw.toLowerCase(), transaction_hash: transactionHashOf(unsigned),
      asset_id: inputs[0]!.asset_id, amount: toFixed(sent, KERNEL_PRECISION), receivers: JSON.stringify(receivers),
      views: JSON.stringify(inputs.map((o) => o.view)), created_at: nowOf(deps),
    },
  };
}

/**
 * The signatures a signed raw carries after the request's unsigned bytes, as the SDK encodes them:
 * per input a count, then (signer index, 64-byte signature) pairs. Null when the raw is not the
 * request's transaction, signed, with nothing after.
 */
function signaturesOf(request: SandboxSafeRequest, signedRaw: string, inputs: number): Buffer[][] | null {
  const unsigned = Buffer.from(request.raw, 'hex');
  const signed = Buffer.from(signedRaw, 'hex');
  const body = unsigned.subarray(0, unsigned.length - 2);
  if (signedRaw.length !== signed.length * 2 || !signed.subarray(0, body.length).equals(body)) return null;
  let at = body.length;
  const read16 = () => {
    if (at + 2 > signed.length) throw new Error('short');
    at += 2;
    return signed.readUInt16BE(at - 2);
  };
  try {
    if (read16() !== inputs) return null;
    const all: Buffer[][] = [];
    for (let i = 0; i < inputs; i += 1) {
      const count = read16();
      const sigs: Buffer[] = [];
      for (let j = 0; j < count; j += 1) {
        if (read16() !== 0 || at + 64 > signed.length) return null;
        sigs.push(signed.subarray(at, at + 64));
        at += 64;
      }
      all.push(sigs);
    }
    return at === signed.length ? all : null;
  } catch {
    return null;
  }
}

/** Spends a verified request whose signatures verify: inputs spent, outputs made, a snapshot each side. */
async function spend(deps: AppDeps, request: SandboxSafeRequest, signedRaw: string): Promise<string | null> {
  const { decodeSafeTransaction } = await mixinSdk();
  const tx = decodeSafeTransaction(request.raw);
  const inputs: SandboxSafeOutput[] = [];
  for (const input of tx.inputs) inputs.push((await findSandboxSafeOutput(deps.sql, input.hash, input.index))!);
  const signatures = signaturesOf(request, signedRaw, inputs.length);
  if (!signatures) return 'raw: not this request\'s transaction, signed';
  const message = Buffer.from(request.transaction_hash, 'hex');
  for (const [i, input] of inputs.entries()) {
    if (signatures[i]!.length !== 1 || !signedBy(input.public_key, message, signatures[i]![0]!)) return `signature of input ${i}`;
  }
  const now = nowOf(deps);
  const snapshotId = randomUUID();
  const done = await deps.sql.tx(async (sql) => {
    if (!(await spendSandboxSafeRequest(sql, request.request_id, snapshotId, now))) return false;
    for (const input of inputs) {
      if (!(await moveSandboxSafeOutput(sql, input.output_id, 'signed', 'spent', request.request_id))) throw new Error('an input moved');
    }
    const paid = new Map<string, string>();
    for (const [index, output] of tx.outputs.entries()) {
      const ghost = (await findSandboxGhostKey(sql, output.mask!))!;
      const amount = plainAmount(output.amount)!;
      await receiveSafeOutput(sql, {
        userId: ghost.receiver, assetId: request.asset_id, amount, transactionHash: request.transaction_hash, index, createdAt: now,
        key: { mask: ghost.mask, publicKey: ghost.public_key, view: ghost.view },
      });
      if (ghost.receiver !== request.user_id) paid.set(ghost.receiver, add(paid.get(ghost.receiver) ?? '0', amount));
    }
    const memo = Buffer.from(tx.extra).toString('hex');
    for (const [receiver, amount] of paid) {
      const fixed = toFixed(amount, KERNEL_PRECISION);
      const common = { asset_id: request.asset_id, memo, trace_id: request.request_id, transaction_hash: request.transaction_hash, created_at: now };
      await insertSandboxWalletSnapshot(sql, { ...common, snapshot_id: snapshotId, user_id: request.user_id, opponent_id: receiver, amount: `-${fixed}` });
      await insertSandboxWalletSnapshot(sql, { ...common, snapshot_id: randomUUID(), user_id: receiver, opponent_id: request.user_id, amount: fixed });
    }
    return true;
  });
  return done ? null : 'request: already spent';
}

/** The Safe routes, under the wallet stand-in's mount. */
export function safeApiStandIn(signedByBot: BotCheck, refuse: Refuse) {
  const invalid = (c: StandInContext, what: string) => refuse(c, 10002, `Invalid field: ${what}`);
  return new Hono<AppEnv>()
    .get('/outputs', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { hashMembers } = await mixinSdk();
      const { members, threshold, asset, state, offset, limit } = c.req.query();
      const own = hashMembers([signed.appId]);
      if ((members !== undefined && members !== own) || (threshold !== undefined && threshold !== '1')) return c.json({ data: [] });
      const count = limit === undefined ? MAX_OUTPUTS : Number(limit);
      const after = offset === undefined || offset === '' ? 0 : Number(offset);
      if (!Number.isInteger(count) || count < 1 || count > MAX_OUTPUTS) return invalid(c, 'limit');
      if (!Number.isInteger(after) || after < 0) return invalid(c, 'offset');
      if (state !== undefined && !['unspent', 'signed', 'spent'].includes(state)) return invalid(c, 'state');
      const rows = await listSandboxSafeOutputs(c.var.deps.sql, signed.appId, {
        asset: asset ?? null, state: state ?? null, offset: after, limit: count, now: nowOf(c.var.deps),
      });
      return c.json({ data: rows.map((row) => outputAnswer(row, own)) });
    })
    .post('/keys', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { deps } = c.var;
      const items = await itemsOf(c);
      if (!items) return invalid(c, 'ghost key requests');
      const keys = [];
      for (const item of items) {
        const receivers = Array.isArray(item.receivers) ? item.receivers : [];
        const [receiver] = receivers;
        const hint = text(item, 'hint');
        if (receivers.length !== 1 || typeof receiver !== 'string' || !UUID.test(receiver) || !(await walletKnows(deps, receiver))) {
          return invalid(c, 'receivers (one wallet user or bot)');
        }
        if (!UUID.test(hint) || !Number.isInteger(item.index)) return invalid(c, 'hint or index');
        const view = derivedView(deps, signed.appId, hint, receiver, String(item.index));
        const mask = pointOf(derivedView(deps, 'mask', signed.appId, hint, receiver, String(item.index)));
        const publicKey = oneTimeKey(await spendPublicKeyOf(deps, receiver), view);
        await insertSandboxGhostKey(deps.sql, { mask, receiver, public_key: publicKey, view }, nowOf(deps));
        keys.push({ type: 'ghost_key', mask, keys: [publicKey] });
      }
      return c.json({ data: keys });
    })
    .post('/transaction/requests', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { deps } = c.var;
      const items = await itemsOf(c);
      if (!items) return invalid(c, 'transaction requests');
      const { hashMembers } = await mixinSdk();
      const answers = [];
      for (const item of items) {
        const requestId = text(item, 'request_id');
        const raw = text(item, 'raw');
        if (!UUID.test(requestId) || !/^(?:[0-9a-f]{2})+$/i.test(raw)) return invalid(c, 'request_id or raw');
        const earlier = await findSandboxSafeRequest(deps.sql, requestId);
        if (earlier) {
          if (earlier.user_id !== signed.appId) return refuse(c, 403, 'Forbidden: another user\'s request id');
          answers.push(requestAnswer(earlier, hashMembers([signed.appId])));
          continue;
        }
        const checked = await checkTransaction(deps, signed.appId, requestId, raw);
        if (!checked.ok) return invalid(c, checked.why);
        try {
          await deps.sql.tx(async (sql) => {
            if (await findSandboxSafeRequest(sql, requestId)) return false;
            for (const input of checked.inputs) {
              if (!(await moveSandboxSafeOutput(sql, input.output_id, 'unspent', 'signed', requestId))) throw new Error('locked meanwhile');
            }
            await insertSandboxSafeRequest(sql, checked.request);
            return true;
          });
        } catch {
          return invalid(c, 'inputs: an output is locked or spent');
        }
        answers.push(requestAnswer((await findSandboxSafeRequest(deps.sql, requestId))!, hashMembers([signed.appId])));
      }
      return c.json({ data: answers });
    })
    .post('/transactions', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const { deps } = c.var;
      const items = await itemsOf(c);
      if (!items) return invalid(c, 'transactions');
      const { hashMembers } = await mixinSdk();
      const answers = [];
      for (const item of items) {
        const requestId = text(item, 'request_id');
        const request = await findSandboxSafeRequest(deps.sql, requestId);
        if (!request || request.user_id !== signed.appId) return refuse(c, 404, 'The transaction request is not found.');
        if (request.state === 'unspent') {
          const why = await spend(deps, request, text(item, 'raw').toLowerCase());
          if (why && why !== 'request: already spent') return refuse(c, 403, `Forbidden: ${why}`);
        }
        answers.push(requestAnswer((await findSandboxSafeRequest(deps.sql, requestId))!, hashMembers([signed.appId])));
      }
      return c.json({ data: answers });
    })
    .get('/transactions/:id', async (c) => {
      const signed = await signedByBot(c);
      if (!signed.ok) return signed.refusal;
      const request = await findSandboxSafeRequest(c.var.deps.sql, c.req.param('id'));
      if (!request || request.user_id !== signed.appId) return refuse(c, 404, 'The transaction request is not found.');
      const { hashMembers } = await mixinSdk();
      return c.json({ data: requestAnswer(request, hashMembers([signed.appId])) });
    });
}
