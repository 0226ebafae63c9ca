import { describe, expect, test } from 'vitest';
import type { AppDeps } from '../context';
import type { Sql } from './sql';
import { findMembership } from '../routes/account/account.repo';
import { assertEntryOpen } from '../routes/account/membership.service';
import { findAsset, listSceneAssets } from '../routes/asset/asset.repo';
import type { Viewer } from '../routes/auth/auth.middleware';
import {
  findClaimedCouponId, findCouponCode, findMyCoupon, listClaimableCodes, listMyCoupons,
} from '../routes/coupon/coupon.repo';
import { claimCouponCodeAlone } from '../routes/coupon/coupon.service';
import { findCourse, findCourseIdByProduct } from '../routes/course/course.repo';
import { findGroup } from '../routes/group/group.repo';
import {
  assetPrecision, countInvitees, deleteRelation, findInvitationCode, findPermanentCode, findRelation, listInviteBonuses, listInviteRecords,
  listInvitees, listMyInvitationCodes, listPublicCodes, releaseOneTimeCode,
} from '../routes/invitation/invitation.repo';
import { applyInvitationCode, ensurePermanentCode } from '../routes/invitation/invitation.service';
import { findKycVerification, hasKycConsent } from '../routes/kyc/kyc.repo';
import {
  findPack, findPackById, findPackNotification, findRefund, listClaims, listOverduePacks, luckycoinSettings,
} from '../routes/luckycoin/luckycoin.repo';
import { claimPack, createPack, expireOverduePacks, packView, receivePackTransfer } from '../routes/luckycoin/luckycoin.service';
import {
  findOpenOrder, findOrder, findOrderByChargeId, listOpenCharges, listOverdueOrders,
} from '../routes/order/order.repo';
import { createOrder, expireOverdueOrders, payOrder } from '../routes/order/order.service';
import { findNotificationOrderId } from '../routes/payment/payment.repo';
import {
  findPayerOfTrace, findWalletCursor, findWalletReceipt, insertWalletReceipt, listGroupsAwaitingWallet, listUnappliedWalletReceipts,
  saveWalletCursor,
} from '../routes/payment/wallet-receipts.repo';
import { receiveWalletTransfer } from '../routes/payment/payment.service';
import { findQuiz, hasPassedQuiz } from '../routes/quiz/quiz.repo';
import { findLivingStream, hasPaidOrder } from '../routes/stream/stream.repo';
import { findTip, findTipMinUsd, findTipNotification, listPaidTipValues } from '../routes/tip/tip.repo';
import { createTipTransfer, receiveTipTransfer, tipMinimum, tipRank } from '../routes/tip/tip.service';
import { findBalance, findVaults, inviteBonusOfOrder } from '../routes/vault/vault.repo';
import { PRODUCT_IDS } from '../seed';
import { bothEngines } from '../test/both-engines';
import { BTC, COUPONS } from '../test/joining';
import { PERSONAS } from '../test/standins';

// The money that comes in (issue 27): orders, payments, wallet receipts, coupons, invitations, tips and
// lucky-coin packs asked the same on both engines, on the demo data; an order created, priced with a coupon
// and paid by a wallet transfer (its invitation bonus, vault credits and membership), a tip and a lucky-coin
// pack paid and claimed land the same. Ids made at random are left out of what is compared.

const { server, engines, both } = bothEngines();

const FAR = '2999-01-01T00:00:00.000Z';
const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** The app as a service needs it on one engine: its layer, a clock, a bus key, and a wallet that only makes URLs. */
function depsOn(sql: Sql): AppDeps {
  return {
    sql, db: {}, clock: () => server.clock.now, log: () => {},
    providers: { mixin: { payUrl: () => 'https://wallet.example/pay' } },
  } as unknown as AppDeps;
}

async function viewerOf(sql: Sql, userId: string): Promise<Viewer> {
  return { user: { user_id: userId } as Viewer['user'], membership: (await findMembership(sql, 'demo', userId)) ?? null, policies: [] };
}

const firstValue = async (sql: Sql, text: string) => (await sql.values<string>(text))[0];

describe('the money that comes in answers the same on both engines', () => {
  test('orders and payments: each read, on the seeded orders', async () => {
    const paid = (await engines.sqlite.values<string>("SELECT order_id FROM orders WHERE state = 'PAID' ORDER BY order_id LIMIT 3"));
    expect(paid.length).toBeGreaterThan(0);
    for (const orderId of paid) expect((await both((sql) => findOrder(sql, orderId)))?.state).toBe('PAID');
    await both((sql) => findOrder(sql, 'nope'));
    const charge = await firstValue(engines.sqlite, 'SELECT charge_id FROM orders WHERE charge_id IS NOT NULL ORDER BY order_id LIMIT 1');
    await both((sql) => findOrderByChargeId(sql, charge ?? 'none'));
    await both((sql) => findOrderByChargeId(sql, 'nope'));
    const first = (await both((sql) => findOrder(sql, paid[0]!)))!;
    await both((sql) => findOpenOrder(sql, first.user_id, first.product_id, LONG_AGO));
    expect(await both((sql) => hasPaidOrder(sql, first.product_id, first.user_id))).toBe(true);
    await both((sql) => listOverdueOrders(sql, FAR));
    await both((sql) => listOpenCharges(sql, 'alipay', FAR, 10));
    await both((sql) => listOpenCharges(sql, 'wechat', FAR, 10));
    const notification = await firstValue(engines.sqlite, 'SELECT notification_id FROM payment_notifications ORDER BY notification_id LIMIT 1');
    await both((sql) => findNotificationOrderId(sql, notification ?? 'none'));
    await both((sql) => findNotificationOrderId(sql, 'nope'));
  });

  test('wallet receipts, vaults, assets, quizzes, KYC, streams and courses: the reads the payments use', async () => {
    await both((sql) => findWalletCursor(sql, 'demo', 'nope'));
    await both((sql) => findWalletReceipt(sql, 'nope'));
    await both((sql) => listUnappliedWalletReceipts(sql, 'demo', 10));
    await both((sql) => listGroupsAwaitingWallet(sql, LONG_AGO));
    await both((sql) => findPayerOfTrace(sql, 'demo', 'nope'));
    const cursor = await both(async (sql) => {
      await saveWalletCursor(sql, 'demo', 'bot-a', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z');
      await saveWalletCursor(sql, 'demo', 'bot-a', '2026-01-01T00:00:00.000Z', '2026-01-04T00:00:00.000Z');
      return findWalletCursor(sql, 'demo', 'bot-a');
    });
    expect(cursor).toEqual({ offset_at: '2026-01-02T00:00:00.000Z', read_at: '2026-01-04T00:00:00.000Z' });
    const receipt = {
      snapshot_id: 'both-snapshot', group_id: 'demo', trace_id: 'both-trace', opponent_id: PERSONAS.member.user_id, asset_id: BTC,
      amount: '0.0001', created_at: '2026-01-02T00:00:00.000Z', outcome: 'refused' as const, reason: 'why', read_at: '2026-01-02T00:00:01.000Z',
    };
    const receipts = await both(async (sql) => {
      const written = [await insertWalletReceipt(sql, receipt), await insertWalletReceipt(sql, receipt)];
      await insertWalletReceipt(sql, { ...receipt, snapshot_id: 'both-snapshot-2', outcome: 'applied', reason: null });
      return {
        written, found: await findWalletReceipt(sql, 'both-snapshot'), held: await listUnappliedWalletReceipts(sql, 'demo', 10),
        payer: await findPayerOfTrace(sql, 'demo', 'both-trace'),
      };
    });
    expect(receipts).toMatchObject({ written: [true, false], found: receipt, payer: PERSONAS.member.user_id });
    const vaults = await both((sql) => findVaults(sql, 'demo'));
    expect(vaults.map((vault) => vault.kind)).toEqual(['master', 'profit', 'bonus', 'tax']);
    for (const vault of vaults) await both((sql) => findBalance(sql, vault.vault_id, BTC));
    const bonusOrder = await firstValue(engines.sqlite, 'SELECT order_id FROM invite_records ORDER BY order_id LIMIT 1');
    expect(bonusOrder).toBeDefined();
    expect(await both((sql) => inviteBonusOfOrder(sql, bonusOrder!))).toBeDefined();
    for (const scene of ['tip', 'luckycoin'] as const) expect((await both((sql) => listSceneAssets(sql, 'demo', scene))).length).toBeGreaterThan(0);
    const quiz = '40000000-0000-4000-8000-000000000001';
    expect(await both((sql) => findQuiz(sql, 'gate', quiz))).toBeDefined();
    expect(await both((sql) => hasPassedQuiz(sql, quiz, PERSONAS.member.user_id))).toBe(true);
    expect(await both((sql) => hasPassedQuiz(sql, quiz, PERSONAS.pending.user_id))).toBe(false);
    expect(await both((sql) => findKycVerification(sql, PERSONAS.member.user_id))).toBeDefined();
    await both((sql) => hasKycConsent(sql, 'gate', PERSONAS.member.user_id));
    const gate = (await findGroup(engines.sqlite, 'gate'))!;
    expect(await both(async (sql) => {
      await assertEntryOpen(sql, gate, PERSONAS.member.user_id, server.clock.now);
      return assertEntryOpen(sql, gate, PERSONAS.pending.user_id, server.clock.now).then(() => 'open', (error: Error) => error.message);
    })).toBe('entry quiz not passed');
    await both((sql) => findLivingStream(sql, 'demo'));
    const course = await engines.sqlite.get<{ group_id: string; product_id: string }>(
      'SELECT group_id, product_id FROM courses WHERE product_id IS NOT NULL ORDER BY course_id LIMIT 1');
    expect(course).toBeDefined();
    const courseId = await both((sql) => findCourseIdByProduct(sql, course!.group_id, course!.product_id));
    expect(await both((sql) => findCourse(sql, course!.group_id, courseId!, PERSONAS.member.user_id))).toBeDefined();
  });

  test('coupons: the member side reads; a code claimed once, and a used-up code refused, land the same', async () => {
    const pending = PERSONAS.pending.user_id;
    expect((await both((sql) => listMyCoupons(sql, 'demo', pending, undefined))).length).toBeGreaterThan(3);
    await both((sql) => listMyCoupons(sql, 'demo', pending, PRODUCT_IDS.demoMembership));
    expect(await both((sql) => findMyCoupon(sql, 'demo', pending, COUPONS.pendingDiscountBtc))).toBeDefined();
    expect(await both((sql) => findCouponCode(sql, 'demo', 'WELCOME5'))).toBeDefined();
    expect((await both((sql) => listClaimableCodes(sql, 'demo', 'both-engines-newcomer', new Date(server.clock.now).toISOString()))).length).toBeGreaterThan(0);
    await both((sql) => findClaimedCouponId(sql, pending, 'WELCOME5'));
    const now = { iso: new Date(server.clock.now).toISOString(), ms: server.clock.now };
    const claims = await both(async (sql) => {
      const demo = (await findGroup(sql, 'demo'))!;
      const first = await claimCouponCodeAlone(sql, demo, PERSONAS.member.user_id, 'welcome5', now);
      const again = await claimCouponCodeAlone(sql, demo, PERSONAS.member.user_id, 'WELCOME5', now);
      const refused = await claimCouponCodeAlone(sql, demo, PERSONAS.admin.user_id, 'OLDCODE', now).then(() => 'claimed', (error: Error) => error.message);
      const { coupon_id: _id, ...coupon } = first.coupon;
      return { coupon, fresh: [first.fresh, again.fresh], same: first.coupon.coupon_id === again.coupon.coupon_id, refused };
    });
    expect(claims).toMatchObject({ fresh: [true, false], same: true, refused: 'coupon not available' });
  });

  test('invitations: codes, relations, invitees and records read; a code applied and a permanent code made land the same', async () => {
    const owner = PERSONAS.owner.user_id;
    const member = PERSONAS.member.user_id;
    const nowIso = new Date(server.clock.now).toISOString();
    expect(await both((sql) => findInvitationCode(sql, 'demo', 'DEMOPERM', nowIso))).toMatchObject({ kind: 'permanent', claimed: 0 });
    expect(await both((sql) => findInvitationCode(sql, 'demo', 'USEDONCE', nowIso))).toMatchObject({ claimed: 1 });
    await both((sql) => findRelation(sql, 'demo', member));
    for (const filter of ['all', 'available', 'used'] as const) {
      await both((sql) => listMyInvitationCodes(sql, 'demo', member, filter, undefined, nowIso));
      await both((sql) => listMyInvitationCodes(sql, 'demo', owner, filter, PRODUCT_IDS.demoMembership, nowIso));
    }
    await both((sql) => countInvitees(sql, 'demo', owner));
    await both((sql) => findPermanentCode(sql, 'demo', owner));
    const publicCodes = await both(async (sql) => (await listPublicCodes(sql, 'demo', 10, nowIso)).map((row) => row.code).sort());
    expect(publicCodes.length).toBeGreaterThan(0);
    await both((sql) => listInviteRecords(sql, 'demo', member, PRODUCT_IDS.demoMembership, 0, 20));
    await both((sql) => listInviteBonuses(sql, 'demo', member, null));
    await both((sql) => listInviteBonuses(sql, 'demo', owner, PRODUCT_IDS.demoMembership));
    await both((sql) => listInvitees(sql, 'demo', owner, 0, 20));
    expect(await both((sql) => assetPrecision(sql, BTC))).toBe(8);
    const applied = await both(async (sql) => {
      const demo = (await findGroup(sql, 'demo'))!;
      const relation = await sql.tx((t) => applyInvitationCode(t, demo, PERSONAS.admin.user_id, 'pub7k2qx', nowIso));
      const taken = await findInvitationCode(sql, 'demo', 'PUB7K2QX', nowIso);
      const code = await ensurePermanentCode(sql, 'demo', PERSONAS.lecturer.user_id, nowIso);
      return { relation, claimed: taken?.claimed, again: code === await ensurePermanentCode(sql, 'demo', PERSONAS.lecturer.user_id, nowIso) };
    });
    expect(applied).toMatchObject({ relation: { code: 'PUB7K2QX', kind: 'one_time' }, claimed: 1, again: true });
    const revoked = await both(async (sql) => {
      await deleteRelation(sql, 'demo', PERSONAS.admin.user_id);
      await releaseOneTimeCode(sql, 'PUB7K2QX', PERSONAS.admin.user_id);
      return [await findRelation(sql, 'demo', PERSONAS.admin.user_id), (await findInvitationCode(sql, 'demo', 'PUB7K2QX', nowIso))?.claimed];
    });
    expect(revoked).toEqual([undefined, 0]);
  });

  test('an order created, priced with a coupon and paid by a wallet transfer lands the same: coupon used, bonus credited, vaults, membership', async () => {
    const pending = PERSONAS.pending.user_id;
    const landed = await both(async (sql) => {
      const deps = depsOn(sql);
      const demo = (await findGroup(sql, 'demo'))!;
      const viewer = await viewerOf(sql, pending);
      const orderId = await createOrder(deps, demo, viewer, { product_id: PRODUCT_IDS.demoMembership, quantity: 1, invite_code: 'MIAFRIEND' });
      const again = await createOrder(deps, demo, viewer, { product_id: PRODUCT_IDS.demoMembership, quantity: 1 });
      const priced = await payOrder(deps, demo, viewer, orderId, {
        order_id: orderId, channel: 'mixin', asset_id: BTC, coupon_id: COUPONS.pendingDiscountBtc,
      }, '127.0.0.1');
      const transfer = { snapshot_id: `both-${sql.dialect}`, trace_id: orderId, asset_id: BTC, amount: priced.amount };
      const paid = await receiveWalletTransfer(deps, demo, transfer);
      const repeat = await receiveWalletTransfer(deps, demo, transfer);
      const order = (await findOrder(sql, orderId))!;
      const vaults = await findVaults(sql, 'demo');
      const entries = await sql.all<{ kind: string; amount: string; balance_after: string }>(`SELECT v.kind, e.amount, e.balance_after
        FROM vault_entries e JOIN vaults v ON v.vault_id = e.vault_id WHERE e.reference = ? ORDER BY v.kind`, orderId);
      return {
        reused: again === orderId,
        priced: { state: priced.state, amount: priced.amount },
        paid: paid?.state, repeat: repeat?.state,
        order: { state: order.state, amount: order.amount, channel: order.channel, coupon: order.coupon_id, paid: order.paid_at !== null },
        coupon: (await findMyCoupon(sql, 'demo', pending, COUPONS.pendingDiscountBtc))?.state,
        payments: await sql.value<number>('SELECT COUNT(*) FROM payments WHERE order_id = ?', orderId),
        bonus: await inviteBonusOfOrder(sql, orderId),
        code: (await findInvitationCode(sql, 'demo', 'MIAFRIEND', new Date(server.clock.now).toISOString()))?.used_at !== null,
        entries,
        balances: await Promise.all(vaults.map((vault) => findBalance(sql, vault.vault_id, BTC))),
        membership: (await findMembership(sql, 'demo', pending))?.state,
        joinedLine: await sql.value<number>("SELECT COUNT(*) FROM chat_messages WHERE group_id = 'demo' AND system_event = 'member_joined'"),
      };
    });
    expect(landed).toMatchObject({
      reused: true, priced: { state: 'NOT_PAID', amount: '0.00024000' }, paid: 'PAID', repeat: 'PAID',
      order: { state: 'PAID', amount: '0.00024000', channel: 'mixin', coupon: COUPONS.pendingDiscountBtc, paid: true },
      coupon: 'USED', payments: 1, bonus: { asset_id: BTC, bonus_amount: '0.000024' }, code: true, membership: 'paid',
    });
    expect(landed.entries.map((entry) => entry.kind)).toEqual(['bonus', 'master', 'profit', 'tax']);
  });

  test('overdue orders and packs expire the same: the order and its holds, the pack refunded to its payer', async () => {
    const expired = await both(async (sql) => {
      await expireOverdueOrders(sql, FAR);
      await expireOverduePacks(sql, FAR);
      return {
        open: (await listOverdueOrders(sql, FAR)).length,
        packs: (await listOverduePacks(sql, FAR)).length,
        refunds: await sql.all('SELECT pack_id, user_id, asset_id, amount FROM luckycoin_refunds ORDER BY pack_id'),
        transfers: await sql.all("SELECT kind, reference, recipient_id, asset_id, amount FROM wallet_transfers WHERE kind = 'pack_refund' ORDER BY reference"),
      };
    });
    expect([expired.open, expired.packs]).toEqual([0, 0]);
  });

  test('tips: each read; a tip sent and paid by a wallet transfer lands the same, with its line and the rank', async () => {
    const tipped = await both(async (sql) => {
      const deps = depsOn(sql);
      const demo = (await findGroup(sql, 'demo'))!;
      const viewer = await viewerOf(sql, PERSONAS.member.user_id);
      const asset = (await listSceneAssets(sql, 'demo', 'tip'))[0]!;
      const amount = tipMinimum(await findTipMinUsd(sql, 'demo'), (await findAsset(sql, 'usd'))!, asset);
      const sent = await createTipTransfer(deps, demo, viewer, { recipient_id: PERSONAS.admin.user_id, asset_id: asset.asset_id, amount, message: 'both' });
      const paid = await receiveTipTransfer(deps, { notification_id: `tip-${sql.dialect}`, reference: sent.tip_id, asset_id: asset.asset_id, amount });
      const tip = (await findTip(sql, sent.tip_id))!;
      const { tip_id: _id, created_at: _at, paid_at: _paid, ...rest } = tip;
      return {
        state: paid.state, tip: rest, seen: (await findTipNotification(sql, `tip-${sql.dialect}`)) === sent.tip_id,
        line: await sql.value<string>("SELECT system_data FROM chat_messages WHERE system_event = 'kudos_sent' ORDER BY seq DESC LIMIT 1"),
        values: (await listPaidTipValues(sql, 'demo', null)).length,
        rank: await tipRank(deps, demo, viewer, 'all'),
      };
    });
    expect(tipped).toMatchObject({ state: 'PAID', tip: { state: 'PAID', message: 'both' }, seen: true });
    await both((sql) => listPaidTipValues(sql, 'demo', '2026-01-01T00:00:00.000Z'));
    await both((sql) => findTip(sql, 'nope'));
  });

  test('lucky coins: each read; a pack made, paid by a wallet transfer and claimed twice lands the same', async () => {
    const seeded = await firstValue(engines.sqlite, "SELECT pack_id FROM luckycoin_packs WHERE group_id = 'demo' ORDER BY pack_id LIMIT 1");
    expect(seeded).toBeDefined();
    await both((sql) => findPack(sql, 'demo', seeded!));
    await both((sql) => findPackById(sql, seeded!));
    await both((sql) => listClaims(sql, seeded!));
    await both((sql) => findRefund(sql, seeded!));
    await both((sql) => findPackNotification(sql, 'nope'));
    await both((sql) => luckycoinSettings(sql, 'demo'));
    const landed = await both(async (sql) => {
      const demo = (await findGroup(sql, 'demo'))!;
      const asset = (await listSceneAssets(sql, 'demo', 'luckycoin'))[0]!;
      const amount = asset.precision === 0 ? '100000' : `1${'0'.repeat(asset.precision > 4 ? 0 : 4 - asset.precision)}`;
      const nowIso = new Date(server.clock.now).toISOString();
      const { packId } = await sql.tx((t) => createPack(t, demo, PERSONAS.member.user_id, {
        asset_id: asset.asset_id, amount, shares: 3, greeting: 'both', mode: 'equal',
      }, nowIso, () => 'https://wallet.example/pay'));
      const paid = await receivePackTransfer({ sql, clock: () => server.clock.now }, {
        notification_id: `pack-${sql.dialect}`, reference: packId, asset_id: asset.asset_id, amount: (await findPackById(sql, packId))!.amount,
      });
      for (const claimer of [PERSONAS.admin.user_id, PERSONAS.owner.user_id]) {
        await claimPack(sql, 'demo', { user_id: claimer, joined_at: null }, packId, server.clock.now, () => 0.5);
      }
      const twice = await claimPack(sql, 'demo', { user_id: PERSONAS.admin.user_id, joined_at: null }, packId, server.clock.now)
        .then(() => 'claimed', (error: Error) => error.message);
      const { pack_id: _id, ...view } = await packView(sql, (await findPack(sql, 'demo', packId))!, PERSONAS.admin.user_id, nowIso);
      return {
        paid: paid.state, twice, view,
        transfers: await sql.all<{ recipient_id: string; amount: string }>(
          "SELECT recipient_id, amount FROM wallet_transfers WHERE kind = 'pack_claim' AND reference LIKE ? ORDER BY recipient_id", `${packId}:%`),
      };
    });
    expect(landed).toMatchObject({ paid: 'PAID', twice: 'you have already claimed this pack', view: { claimed_count: 2, status: 'open' } });
    expect(landed.transfers).toHaveLength(2);
  });
});
