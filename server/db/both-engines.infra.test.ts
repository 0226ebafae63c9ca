import { describe, expect, test } from 'vitest';
import { readMeta, readOrInsertMeta, databaseAnswers } from './meta.repo';
import { insertPartyEvent } from './party-events.repo';
import {
  claimScheduledJob, ensureScheduledJob, finishScheduledJob, listScheduledJobs,
} from '../jobs/jobs.repo';
import { messages } from '../lib/messaging';
import {
  claimOutboxMessage, insertOutboxMessage, listDueOutboxIds, markOutboxAttemptFailed, markOutboxSent,
} from '../lib/messaging.repo';
import {
  countHit, deleteEndedWindows, deleteHitCount, deleteRuleHitCounts, findHitCount, uncountHit,
} from '../lib/rate-limit.repo';
import {
  clashingGroupFields, findUserIdByIdentityNumber, insertGroup, listGroupsForOperator, makeOwner,
} from '../operator/operator.repo';
import { credentialsOf, resealAllCredentials, saveCredentials } from '../providers/credentials';
import { findSealedCredentials, listGroupParties, listSealedCredentials } from '../providers/credentials.repo';
import {
  listAllAssets, listAssetsForOperator, listFiatRates, listSceneAssets, listWalletPricedAssetIds, updateAssetPrice, upsertAsset,
} from '../routes/asset/asset.repo';
import { findGroup } from '../routes/group/group.repo';
import { findNftTicket, settleNftTicket, upsertNftTicket } from '../routes/nft/nft.repo';
import {
  consumeOauthCode, consumeSolvedCaptcha, consumeWechatCode, decideSandboxKycSession, deleteSandboxS3Object, findLiveCaptchaAnswer,
  findOpenSandboxKycSession, findSandboxAlipayApp, findSandboxAlipayTrade, findSandboxAlipayTradeByOutTradeNo, findSandboxGhostKey,
  findSandboxMixinAppSecretHash, findSandboxMixinAuthorization, findSandboxMixinSessionKey, findSandboxNftOutcome, findSandboxS3Object,
  findSandboxSafeOutput, findSandboxSafeRequest, findSandboxSpendKey, findSandboxWechatAppSecretHash, findSandboxWechatPayMerchant,
  findSandboxWechatPayTransaction, findSandboxWechatPayTransactionByTradeNo, insertCaptcha, insertOauthCode, insertSandboxAlipayTrade,
  insertSandboxGhostKey, insertSandboxInvoiceRequest, insertSandboxKycSession, insertSandboxMixinAuthorization, insertSandboxSafeOutput,
  insertSandboxSafeRequest, insertSandboxSms, insertSandboxWalletMessage, insertSandboxWalletSnapshot, insertSandboxWechatPayTransaction,
  insertWalletUser, insertWechatCode, isWechatOpenidOf, listSandboxNftOutcomes, listSandboxSafeOutputs, listSandboxSms,
  listSandboxWalletMessages, listSandboxWalletSnapshots, listWalletTokens, markCaptchaSolved, markSandboxInvoiceIssued,
  moveSandboxSafeOutput, putSandboxS3Object, sandboxKycUnderReview, settleSandboxAlipayTrade, settleSandboxWechatPayTransaction,
  spendSandboxSafeRequest, unmarkSandboxInvoiceIssued, upsertSandboxNftOutcome, userExists,
} from '../sandbox/sandbox.repo';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';

// The sandbox's stand-ins, the scheduler's leases, the outbox, rate-limit counters, sealed credentials,
// meta, party events, NFT tickets, the operator's and the asset catalogue's queries (issue 27) asked the
// same on both engines, on the demo data; writes land the same.

const { engines, both, server } = bothEngines();
const T = '2026-03-01T10:00:00.000Z';
const member = PERSONAS.member.user_id;

describe('the sandbox stand-ins answer the same on both engines', () => {
  test('the wallet: balances, people, codes, apps, authorisations, messages and snapshots', async () => {
    const demo = (await findGroup(engines.sqlite, 'demo'))!;
    expect((await both((sql) => listWalletTokens(sql, member))).length).toBeGreaterThan(0);
    expect(await both((sql) => userExists(sql, member))).toBe(true);
    expect(await both((sql) => findSandboxMixinAppSecretHash(sql, demo.client_id))).toMatch(/^[0-9a-f]+$/);
    await both((sql) => findSandboxMixinSessionKey(sql, demo.client_id, 'nope'));
    expect(await both((sql) => findSandboxSpendKey(sql, demo.client_id))).toMatch(/^[0-9a-f]{64}$/);
    expect(await both((sql) => findSandboxSpendKey(sql, 'nobody'))).toBeUndefined();
    const newcomer = { user_id: 'both-infra-user', identity_number: '7100999', full_name: 'Infra', avatar_url: '' };
    expect(await both(async (sql) => [
      await insertWalletUser(sql, newcomer, { cny: '10.00' }, T),
      await insertWalletUser(sql, newcomer, { cny: '10.00' }, T),
      await listWalletTokens(sql, newcomer.user_id),
    ])).toEqual([true, false, [expect.objectContaining({ asset_id: 'cny', balance: '10.00' })]]);
    const code = { hash: 'both-code', userId: member, clientId: demo.client_id, scope: 'PROFILE:READ', expiresAt: 2000, now: 1000 };
    expect(await both(async (sql) => {
      await insertOauthCode(sql, code);
      return [await consumeOauthCode(sql, 'both-code', 1500), await consumeOauthCode(sql, 'both-code', 1500)];
    })).toEqual([{ user_id: member, client_id: demo.client_id, scope: 'PROFILE:READ' }, undefined]);
    const grant = { authorization_id: 'both-auth', client_id: demo.client_id, user_id: member, scope: 'PROFILE:READ', public_key: 'ab'.repeat(32) };
    expect(await both(async (sql) => {
      await insertSandboxMixinAuthorization(sql, grant, 1000);
      return findSandboxMixinAuthorization(sql, 'both-auth');
    })).toEqual(grant);
    // Later than the seed's messages, at one moment: the newest first, then the order received.
    const message = { app_id: demo.client_id, recipient_id: member, conversation_id: 'c', category: 'PLAIN_TEXT', data: 'hello', received_at: '2099-01-01T00:00:00.000Z' };
    expect(await both(async (sql) => [
      await insertSandboxWalletMessage(sql, { ...message, message_id: 'both-m1' }),
      await insertSandboxWalletMessage(sql, { ...message, message_id: 'both-m1' }),
      await insertSandboxWalletMessage(sql, { ...message, message_id: 'both-m2', data: 'second, same moment' }),
    ])).toEqual([true, false, true]);
    const inbox = await both((sql) => listSandboxWalletMessages(sql, 5, member));
    expect(inbox.slice(0, 2).map((m) => m.text)).toEqual(['second, same moment', 'hello']);
    expect((await both((sql) => listSandboxWalletMessages(sql, 50))).length).toBeGreaterThan(2);
    const snapshot = {
      user_id: demo.client_id, opponent_id: member, asset_id: 'cny', amount: '1', memo: '', trace_id: 'both-trace', transaction_hash: 'ff',
      created_at: '2026-03-01T10:00:00.000000001Z',
    };
    expect(await both(async (sql) => [
      await insertSandboxWalletSnapshot(sql, { ...snapshot, snapshot_id: 'both-s1' }),
      await insertSandboxWalletSnapshot(sql, { ...snapshot, snapshot_id: 'both-s2' }),
    ])).toEqual([true, false]);
    expect(await both((sql) => listSandboxWalletSnapshots(sql, demo.client_id, { offset: '2026-03-01', now: '2026-03-02', limit: 10 })))
      .toEqual([expect.objectContaining({ snapshot_id: 'both-s1' })]);
    await both((sql) => listSandboxWalletSnapshots(sql, demo.client_id, { offset: '', now: T, limit: 100, asset: 'cny', opponent: member }));
  });

  test('the SMS inbox, WeChat, WeChat Pay and Alipay', async () => {
    const sms = { phone: '+8613800009999', text: 'code 1', received_at: T };
    expect(await both(async (sql) => [
      await insertSandboxSms(sql, { ...sms, id: 'both-sms-1' }),
      await insertSandboxSms(sql, { ...sms, id: 'both-sms-1' }),
      await insertSandboxSms(sql, { ...sms, id: 'both-sms-2', text: 'code 2' }),
    ])).toEqual([true, false, true]);
    expect((await both((sql) => listSandboxSms(sql, 10, sms.phone))).map((m) => m.text)).toEqual(['code 2', 'code 1']);
    expect((await both((sql) => listSandboxSms(sql, 50))).length).toBeGreaterThan(1);
    const wechatAppId = (await findGroup(engines.sqlite, 'demo'))!.wechat_app_id;
    expect(await both((sql) => findSandboxWechatAppSecretHash(sql, wechatAppId))).toBeDefined();
    const openid = `wx-${wechatAppId}-both`;
    expect(await both(async (sql) => {
      const before = await isWechatOpenidOf(sql, wechatAppId, openid);
      // What the WeChat sign-in stand-in leaves (auth's wechat.repo, not this area's).
      await sql.run('INSERT INTO wechat_accounts (openid, app_id, user_id, nickname, created_at) VALUES (?, ?, NULL, ?, ?)', openid, wechatAppId, 'W', T);
      return [before, await isWechatOpenidOf(sql, wechatAppId, openid)];
    })).toEqual([false, true]);
    expect(await both(async (sql) => {
      await insertWechatCode(sql, { hash: 'both-wx', appId: wechatAppId, openid, expiresAt: 2000, now: 1000 });
      return [await consumeWechatCode(sql, 'both-wx', 1500), await consumeWechatCode(sql, 'both-wx', 1500)];
    })).toEqual([{ app_id: wechatAppId, openid }, undefined]);
    const merchant = (await both((sql) => findSandboxWechatPayMerchant(sql, '1900000109')))!;
    expect(merchant.mchid).toBe('1900000109');
    const order = {
      prepay_id: 'both-prepay', mchid: merchant.mchid, appid: wechatAppId, out_trade_no: 'both-order', trade_type: 'MWEB' as const,
      description: 'd', total: 100, notify_url: 'https://x/notify', openid: null, payer_client_ip: '127.0.0.1',
    };
    const paid = await both(async (sql) => {
      await insertSandboxWechatPayTransaction(sql, order, 1000);
      const first = await settleSandboxWechatPayTransaction(sql, 'both-prepay', { state: 'SUCCESS', transactionId: 't1', successTime: T });
      const again = await settleSandboxWechatPayTransaction(sql, 'both-prepay', { state: 'CLOSED' });
      return [first, again, await findSandboxWechatPayTransaction(sql, 'both-prepay'), await findSandboxWechatPayTransactionByTradeNo(sql, merchant.mchid, 'both-order')];
    });
    expect(paid.slice(0, 3)).toEqual([true, false, expect.objectContaining({ trade_state: 'SUCCESS', transaction_id: 't1', total: 100 })]);
    const alipay = (await both(async (sql) => {
      const [app] = await sql.values<string>('SELECT app_id FROM sandbox_alipay_apps ORDER BY app_id');
      return findSandboxAlipayApp(sql, app!);
    }))!;
    const trade = {
      trade_no: 'both-trade', app_id: alipay.app_id, out_trade_no: 'both-out', total_amount: '9.90', subject: 's',
      notify_url: null, return_url: null, quit_url: null, created_at: 1000,
    };
    expect(await both(async (sql) => {
      await insertSandboxAlipayTrade(sql, trade);
      return [
        await settleSandboxAlipayTrade(sql, 'both-trade', 'TRADE_SUCCESS'), await settleSandboxAlipayTrade(sql, 'both-trade', 'TRADE_CLOSED'),
        await findSandboxAlipayTrade(sql, 'both-trade'), await findSandboxAlipayTradeByOutTradeNo(sql, alipay.app_id, 'both-out'),
      ];
    })).toEqual([true, false, { ...trade, trade_status: 'TRADE_SUCCESS' }, { ...trade, trade_status: 'TRADE_SUCCESS' }]);
  });

  test('NFT outcomes, KYC sessions, invoices, S3 objects and captchas', async () => {
    await both((sql) => listSandboxNftOutcomes(sql, 'nft'));
    await both((sql) => findSandboxNftOutcome(sql, 'nft', member));
    expect(await both(async (sql) => {
      await upsertSandboxNftOutcome(sql, 'nft', '', 'none', null);
      await upsertSandboxNftOutcome(sql, 'nft', 'both-nft-user', 'success', 500);
      return [await findSandboxNftOutcome(sql, 'nft', 'both-nft-user'), await findSandboxNftOutcome(sql, 'nft', 'someone-else')];
    })).toEqual([{ outcome: 'success', delay_ms: 500 }, { outcome: 'none', delay_ms: null }]);
    const session = { reference: 'both-kyc', subject_ref: 's1', subject_name: 'S', requester: 'demo', return_url: '/', created_at: T };
    expect(await both(async (sql) => [
      await insertSandboxKycSession(sql, session), await insertSandboxKycSession(sql, session),
      (await findOpenSandboxKycSession(sql, 'both-kyc', '2026-01-01T00:00:00.000Z'))?.reference,
      await decideSandboxKycSession(sql, 'both-kyc', 'approved', '2026-03-01T11:00:00.000Z'),
      await sandboxKycUnderReview(sql, 's1', T), await sandboxKycUnderReview(sql, 's1', '2026-03-01T12:00:00.000Z'),
    ])).toEqual([true, false, 'both-kyc', undefined, true, false]);
    expect(await both(async (sql) => {
      await insertSandboxInvoiceRequest(sql, { request_id: 'both-inv', body: '{}', received_at: T });
      const issued = [await markSandboxInvoiceIssued(sql, 'both-inv', 'N1', T), await markSandboxInvoiceIssued(sql, 'both-inv', 'N2', T)];
      await unmarkSandboxInvoiceIssued(sql, 'both-inv', 'N1');
      return [...issued, await markSandboxInvoiceIssued(sql, 'both-inv', 'N3', T)];
    })).toEqual([true, false, true]);
    const object = { body: Buffer.from([0, 1, 2, 255]), content_type: 'application/octet-stream', etag: '"e"' };
    expect(await both(async (sql) => {
      await putSandboxS3Object(sql, 'b', 'k', object);
      await putSandboxS3Object(sql, 'b', 'k', { ...object, etag: '"f"' });
      const found = await findSandboxS3Object(sql, 'b', 'k');
      await deleteSandboxS3Object(sql, 'b', 'k');
      return [found, await findSandboxS3Object(sql, 'b', 'k')];
    })).toEqual([{ ...object, etag: '"f"' }, undefined]);
    expect(await both(async (sql) => {
      await insertCaptcha(sql, { hash: 'both-cap', answer: '7', expiresAt: 2000, now: 1000 });
      const unsolved = await consumeSolvedCaptcha(sql, 'both-cap', 1500);
      await markCaptchaSolved(sql, 'both-cap', 1500);
      return [unsolved, await findLiveCaptchaAnswer(sql, 'both-cap', 1500), await consumeSolvedCaptcha(sql, 'both-cap', 1500),
        await consumeSolvedCaptcha(sql, 'both-cap', 1500), await findLiveCaptchaAnswer(sql, 'both-cap', 1500)];
    })).toEqual([false, '7', true, false, undefined]);
  });

  test("the Safe: outputs in their sequence, ghost keys, a request's outputs locked and spent", async () => {
    const demo = (await findGroup(engines.sqlite, 'demo'))!;
    const seeded = await both((sql) => listSandboxSafeOutputs(sql, demo.client_id, { asset: null, state: null, offset: 0, limit: 500, now: '9999' }));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.map((o) => o.sequence)).toEqual(seeded.map((o) => o.sequence).sort((a, b) => a - b));
    const output = {
      user_id: demo.client_id, asset_id: 'cny', kernel_asset: 'k', transaction_hash: 'both-hash', amount: '1.00000000', mask: 'm',
      public_key: 'p', view: 'v', created_at: T,
    };
    const [first, second] = await both(async (sql) => {
      await insertSandboxSafeOutput(sql, { ...output, output_id: 'both-o1', output_index: 0 });
      await insertSandboxSafeOutput(sql, { ...output, output_id: 'both-o2', output_index: 1 });
      return [await findSandboxSafeOutput(sql, 'both-hash', 0), await findSandboxSafeOutput(sql, 'both-hash', 1)];
    });
    expect(second!.sequence).toBeGreaterThan(first!.sequence);
    expect(await both((sql) => listSandboxSafeOutputs(sql, demo.client_id, {
      asset: 'cny', state: 'unspent', offset: first!.sequence, limit: 10, now: '9999',
    }))).toEqual([expect.objectContaining({ output_id: 'both-o2' })]);
    expect(await both(async (sql) => {
      await insertSandboxGhostKey(sql, { mask: 'both-mask', receiver: member, public_key: 'pk', view: 'vw' }, T);
      await insertSandboxGhostKey(sql, { mask: 'both-mask', receiver: 'other', public_key: 'pk2', view: 'vw2' }, T);
      return findSandboxGhostKey(sql, 'both-mask');
    })).toEqual({ mask: 'both-mask', receiver: member, public_key: 'pk', view: 'vw' });
    const request = {
      request_id: 'both-req', user_id: demo.client_id, raw: '00', transaction_hash: 'th', asset_id: 'cny', amount: '1', receivers: '[]',
      views: '[]', created_at: T,
    };
    expect(await both(async (sql) => {
      await insertSandboxSafeRequest(sql, request);
      const moves = [
        await moveSandboxSafeOutput(sql, 'both-o1', 'unspent', 'signed', 'both-req'),
        await moveSandboxSafeOutput(sql, 'both-o1', 'unspent', 'signed', 'other-req'),
        await moveSandboxSafeOutput(sql, 'both-o1', 'signed', 'spent', 'other-req'),
        await moveSandboxSafeOutput(sql, 'both-o1', 'signed', 'spent', 'both-req'),
      ];
      const spends = [await spendSandboxSafeRequest(sql, 'both-req', 'snap', T), await spendSandboxSafeRequest(sql, 'both-req', 'snap', T)];
      return [moves, spends, await findSandboxSafeRequest(sql, 'both-req')];
    })).toEqual([[true, false, false, true], [true, false], { ...request, state: 'spent', snapshot_id: 'snap', spent_at: T }]);
  });
});

describe('the infrastructure answers the same on both engines', () => {
  test("the scheduler's lease: two contenders at once, one takes it; the other's finish writes nothing", async () => {
    const [taken, lost, list] = await both(async (sql) => {
      await ensureScheduledJob(sql, 'both-job', 100);
      await ensureScheduledJob(sql, 'both-job', 999);
      const claims = await Promise.all(['a', 'b', 'c'].map((owner) => claimScheduledJob(sql, 'both-job', owner, 200, 500)));
      const winner = ['a', 'b', 'c'][claims.indexOf(true)]!;
      const loser = ['a', 'b', 'c'].find((owner) => owner !== winner)!;
      const finished = [
        await finishScheduledJob(sql, 'both-job', loser, { nextRunAt: 300, finishedAt: 250, error: null }),
        await finishScheduledJob(sql, 'both-job', winner, { nextRunAt: 300, finishedAt: 250, error: 'x' }),
      ];
      return [claims.filter(Boolean).length, finished, (await listScheduledJobs(sql)).filter((job) => job.name === 'both-job')];
    });
    expect([taken, lost]).toEqual([1, [false, true]]);
    expect(list).toEqual([expect.objectContaining({ name: 'both-job', next_run_at: 300, lease_owner: null, runs: 1, last_error: 'x' })]);
  });

  test('the outbox: a message once per key, claimed once, retried, given up or sent; written in a transaction', async () => {
    const message = { channel: 'sms' as const, phone: '+8613800001111', group_id: null, user_id: null, text: 't', created_at: T };
    // The ids are each engine's own (PostgreSQL spends one on an insert that conflicts): asked by key.
    const [written, due] = await both(async (sql) => {
      const inserted = [
        await insertOutboxMessage(sql, { ...message, dedupe_key: 'both:1' }), await insertOutboxMessage(sql, { ...message, dedupe_key: 'both:1' }),
        await sql.tx((t) => messages.sms(t, { key: 'both:2', phone: message.phone, text: 't2', sentAt: T })),
        await sql.tx((t) => messages.wallet(t, { key: 'both:3', groupId: 'demo', userId: member, text: 't3', sentAt: T })),
      ];
      const ids = await listDueOutboxIds(sql, T, 1000);
      return [inserted, await sql.values(`SELECT dedupe_key FROM outbox_messages WHERE message_id IN (${ids.map(() => '?').join(', ')}) ORDER BY message_id`, ...ids)];
    });
    expect([written, due]).toEqual([[true, false, true, true], ['both:1', 'both:2', 'both:3']]);
    expect(await both(async (sql) => {
      const idOf = async (key: string) => (await sql.value<number>('SELECT message_id FROM outbox_messages WHERE dedupe_key = ?', key))!;
      const [one, two, three] = [await idOf('both:1'), await idOf('both:2'), await idOf('both:3')];
      const claimed = await claimOutboxMessage(sql, one, T, '2026-03-01T10:01:00.000Z');
      const twice = await claimOutboxMessage(sql, one, T, '2026-03-01T10:01:00.000Z');
      await markOutboxAttemptFailed(sql, one, 'down', '2026-03-01T10:05:00.000Z');
      await markOutboxAttemptFailed(sql, two, 'down', null);
      await markOutboxSent(sql, three, T);
      return [claimed?.dedupe_key, twice, await sql.all('SELECT dedupe_key, state, attempts, next_attempt_at, last_error FROM outbox_messages WHERE message_id IN (?, ?, ?) ORDER BY message_id', one, two, three)];
    })).toEqual(['both:1', undefined, [
      { dedupe_key: 'both:1', state: 'pending', attempts: 1, next_attempt_at: '2026-03-01T10:05:00.000Z', last_error: 'down' },
      { dedupe_key: 'both:2', state: 'failed', attempts: 1, next_attempt_at: null, last_error: 'down' },
      { dedupe_key: 'both:3', state: 'sent', attempts: 1, next_attempt_at: null, last_error: null },
    ]]);
  });

  test('rate-limit counters: counted, taken back, a window ended and started again, deleted', async () => {
    expect(await both(async (sql) => {
      const hits = [await countHit(sql, 'both', 'c1', 1000, 60_000), await countHit(sql, 'both', 'c1', 2000, 60_000)];
      await uncountHit(sql, 'both', 'c1', 3000);
      const afterUncount = await findHitCount(sql, 'both', 'c1', 3000);
      const renewed = await countHit(sql, 'both', 'c1', 70_000, 60_000);
      await countHit(sql, 'both', 'c2', 1000, 60_000);
      await countHit(sql, 'both', 'c3', 1000, 60_000);
      const ended = await deleteEndedWindows(sql, 65_000);
      await deleteHitCount(sql, 'both', 'c1');
      const gone = await findHitCount(sql, 'both', 'c1', 70_000);
      await countHit(sql, 'both', 'c4', 1000, 60_000);
      await deleteRuleHitCounts(sql, 'both');
      return [hits, afterUncount, renewed, ended, gone, await sql.value('SELECT COUNT(*) FROM rate_limits WHERE rule = ?', 'both')];
    })).toEqual([
      [{ hits: 1, reset_at: 61_000 }, { hits: 2, reset_at: 61_000 }], { hits: 1, reset_at: 61_000 }, { hits: 1, reset_at: 130_000 }, 2, undefined, 0,
    ]);
  });

  test('credentials: stored sealed, read back opened, listed, resealed; the groups\' parties', async () => {
    const env = server.env;
    expect(await both((sql) => credentialsOf(sql, env, 'demo', 'mixin'))).toEqual(expect.objectContaining({ client_secret: expect.any(String) }));
    await both((sql) => findSealedCredentials(sql, 'demo', 'wechat'));
    expect((await both((sql) => listSealedCredentials(sql))).length).toBeGreaterThan(0);
    const parties = await both((sql) => listGroupParties(sql));
    expect(parties.find((group) => group.group_id === 'demo')).toMatchObject({ sells_through_wechat_pay: 1, sells_through_alipay: 1 });
    expect(parties.every((group) => [0, 1].includes(group.sells_through_reborn))).toBe(true);
    const secret = { client_secret: 'both-engines-secret' };
    const sealed = await both(async (sql) => {
      await saveCredentials(sql, env, 'free', 'mixin', secret, T);
      const stored = await findSealedCredentials(sql, 'free', 'mixin');
      return [stored?.includes('both-engines-secret'), await credentialsOf(sql, env, 'free', 'mixin')];
    });
    expect(sealed).toEqual([false, secret]);
    const next = 'b7'.repeat(32);
    const resealed = await both(async (sql) => {
      const count = await resealAllCredentials(sql, Buffer.from(env.secretsKey!, 'hex'), Buffer.from(next, 'hex'), T);
      const opened = await credentialsOf(sql, { secretsKey: next }, 'free', 'mixin');
      await resealAllCredentials(sql, Buffer.from(next, 'hex'), Buffer.from(env.secretsKey!, 'hex'), T);
      return [count, opened];
    });
    expect(resealed).toEqual([expect.any(Number), secret]);
  });

  test('meta, party events and NFT tickets', async () => {
    expect(await both((sql) => readMeta(sql, 'token_secret'))).toEqual(expect.any(String));
    expect(await both(async (sql) => [await readOrInsertMeta(sql, 'both_key', 'one'), await readOrInsertMeta(sql, 'both_key', 'two')])).toEqual(['one', 'one']);
    expect(await both((sql) => databaseAnswers(sql))).toBe(true);
    expect(await both(async (sql) => [await insertPartyEvent(sql, 'kyc', 'both-e', T), await insertPartyEvent(sql, 'kyc', 'both-e', T)])).toEqual([true, false]);
    expect(await both(async (sql) => {
      await upsertNftTicket(sql, { groupId: 'nft', userId: member, status: 'checking', outcome: 'success', decidedAt: '2026-03-01T10:00:05.000Z', nowIso: T });
      const early = await settleNftTicket(sql, 'nft', member, T);
      const due = await settleNftTicket(sql, 'nft', member, '2026-03-01T10:00:06.000Z');
      return [early, due, await findNftTicket(sql, 'nft', member)];
    })).toEqual([undefined, 'success', { status: 'success', outcome: 'success', decided_at: '2026-03-01T10:00:05.000Z' }]);
  });

  test("the operator's groups and owners, and the asset catalogue", async () => {
    const demo = (await findGroup(engines.sqlite, 'demo'))!;
    expect(await both((sql) => clashingGroupFields(sql, { group_id: 'demo', client_id: demo.client_id, identity_number: 'none' })))
      .toEqual(['group_id', 'client_id']);
    expect((await both((sql) => listGroupsForOperator(sql))).find((g) => g.group_id === 'demo')?.parties).toMatch(/^alipay,mixin/);
    expect(await both((sql) => findUserIdByIdentityNumber(sql, PERSONAS.admin.identity_number))).toBe(PERSONAS.admin.user_id);
    const club = { group_id: 'both-club', client_id: 'c1c1c1c1-0000-4000-8000-000000000001', identity_number: '7000100099', name: 'Club',
      language: 'en', avatar_url: '', app_name: 'Club Bot', created_at: T };
    expect(await both(async (sql) => {
      await insertGroup(sql, club);
      await makeOwner(sql, club.group_id, PERSONAS.admin.user_id, T);
      await makeOwner(sql, club.group_id, member, T);
      return sql.all('SELECT user_id, role, state FROM memberships WHERE group_id = ? ORDER BY user_id', club.group_id);
    })).toEqual([
      { user_id: PERSONAS.admin.user_id, role: 'admin', state: 'paid' }, { user_id: member, role: 'owner', state: 'paid' },
    ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)));
    expect((await both((sql) => listAllAssets(sql))).length).toBeGreaterThan(3);
    expect((await both((sql) => listFiatRates(sql))).map((a) => a.asset_id)).toContain('usd');
    await both((sql) => listSceneAssets(sql, 'demo', 'pay'));
    expect(await both(async (sql) => {
      await upsertAsset(sql, { asset_id: 'both-coin', symbol: 'BOTH', name: 'Both', icon_url: '', price_cny: '1', precision: 8, kind: 'crypto', price_source: 'wallet', now: T });
      await updateAssetPrice(sql, 'both-coin', '2.5', T);
      return [await listWalletPricedAssetIds(sql), (await listAssetsForOperator(sql)).find((a) => a.asset_id === 'both-coin')];
    })).toEqual([['both-coin'], expect.objectContaining({ price_cny: '2.5', price_source: 'wallet', price_updated_at: T })]);
  });
});
