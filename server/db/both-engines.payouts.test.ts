import { describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import type { AppDeps } from '../context';
import { countBankAccounts, findBankAccount, listBankAccounts, oldestBankAccountId } from '../routes/bank/bank.repo';
import { addCard, listCards, makeDefault, removeCard } from '../routes/bank/bank.service';
import {
  countInvoiceTitles, findInvoiceOrder, findInvoiceRequest, findInvoiceState, findInvoiceTitle, findIssuedInvoiceNotice, isOwnOrder,
  listInvoiceOrders, listInvoiceTitles, listUnacceptedInvoiceIds,
} from '../routes/invoice/invoice.repo';
import {
  addTitle, editTitle, getOrder, issueInvoice, listTitles, makeOut, noticeByPhone, noticeByWallet, receiveInvoiceEvent, removeTitle,
} from '../routes/invoice/invoice.service';
import { WALLET_TRANSFER_SETTLERS } from '../routes/payment/wallet-transfer.settlers';
import {
  claimWalletTransfer, findWalletTransferOf, listDueWalletTransferIds, listUnsettledWalletTransfers, markWalletTransferTried, settleWalletTransfer,
  type WalletTransferRow,
} from '../routes/payment/wallet-transfers.repo';
import {
  findKycStanding, findProfitRecord, findUserPhone, listInviteBonuses, listMemberMonthProfits, listMemberProfits, listMonthProfitsInState,
  listPretaxedProfitRecords, listUnsettledMonths, type ProfitRow,
} from '../routes/profit/profit.repo';
import {
  advanceProfitMonth, monthOf, payProfitMonths, profitDetail, profitOverview, profitRevenue, profitUserStatus, recordProfit, settleProfitMonth,
} from '../routes/profit/profit.service';
import {
  countPinFailures, findBalance, findPin, findPinLock, findPinLockAudience, findVault, findVaults, findWithdrawal, findWithdrawalByRequest,
  listVaultBalances, listWithdrawals, vaultOfKind, type WithdrawalRow,
} from '../routes/vault/vault.repo';
import { pinState, setPin, vaultsOf, verifyPin, withdrawFromProfit } from '../routes/vault/vault.service';
import { monthsAgo } from '../seed/profit';
import { SEED_INVOICE_IDS } from '../seed/money';
import type { Sql } from './sql';
import { bothEngines } from '../test/both-engines';
import { USDT } from '../test/joining';
import { ledgerEntries, ledgerProblems } from '../test/vault.repo';
import { PERSONAS } from '../test/standins';

// The money that goes out (issue 27): vaults and withdrawals, profit, the wallet transfers out, invoices and
// bank cards, asked the same on both engines on the demo data, and each kind of write landing the same.
// Ids the services make at random (a withdrawal's, a transfer's, a record's, a card's) are left out of
// what is compared, or stood in for by their order.

const { engines, server, both } = bothEngines();

const OWNER = PERSONAS.owner.user_id;
const MEMBER = PERSONAS.member.user_id;
const ADMIN = PERSONAS.admin.user_id;
const at = () => new Date(server.clock.now).toISOString();

/** What a service needs of the app's deps, on one engine; the invoicing vendor takes every request. */
const depsOn = (sql: Sql) => ({
  sql, clock: () => server.clock.now, env: server.env, log: () => {},
  providers: { invoice: { requestInvoice: async () => {} } },
}) as unknown as AppDeps;

const withoutId = ({ withdrawal_id: _id, ...rest }: WithdrawalRow) => rest;
const transferWithoutIds = ({ transfer_id: _id, reference: _reference, memo: _memo, ...rest }: WalletTransferRow) => rest;
const recordWithoutId = ({ record_id: _id, ...rest }: ProfitRow) => rest;

const refusal = (work: Promise<unknown>) => work.then(() => null, (error: { code?: number; message: string }) => error.code ?? error.message);

describe('the money that goes out answers the same on both engines', () => {
  test('vaults: reads on the demo data; a PIN, a wrong PIN, a withdrawal confirmed and one returned land the same', async () => {
    const vaults = await both((sql) => findVaults(sql, 'demo'));
    expect(vaults.map((v) => v.kind)).toEqual(['master', 'profit', 'bonus', 'tax']);
    const profit = await both((sql) => vaultOfKind(sql, 'demo', 'profit'));
    await both((sql) => findVault(sql, 'demo', profit.vault_id));
    await both((sql) => findVault(sql, 'free', profit.vault_id));
    expect((await both((sql) => listVaultBalances(sql, 'demo'))).length).toBeGreaterThan(0);
    expect(await both((sql) => findBalance(sql, profit.vault_id, USDT))).toBe('35.10900000');
    await both((sql) => findBalance(sql, profit.vault_id, 'no-such-asset'));
    await both((sql) => vaultsOf(sql, 'demo'));
    await both((sql) => findPinLockAudience(sql, 'demo'));
    await both((sql) => ledgerEntries(sql, 'demo'));

    const body = { asset_id: USDT, amount: '1.5', destination: 'both engines', pin: '246810', request_id: 'both-engines-1' };
    const written = await both(async (sql) => {
      const noPin = await refusal(withdrawFromProfit(sql, 'demo', OWNER, body, at()));
      await setPin(sql, 'demo', OWNER, '246810', at());
      const setAgain = await refusal(setPin(sql, 'demo', OWNER, '135790', at()));
      const wrong = await refusal(verifyPin(sql, 'demo', ADMIN, '000000', at()));
      const wrongWithdrawal = await refusal(withdrawFromProfit(sql, 'demo', ADMIN, { ...body, pin: '000000', request_id: 'both-engines-x' }, at()));
      const first = await withdrawFromProfit(sql, 'demo', OWNER, body, at());
      const retried = await withdrawFromProfit(sql, 'demo', OWNER, body, at());
      const reused = await refusal(withdrawFromProfit(sql, 'demo', OWNER, { ...body, amount: '2' }, at()));
      const tooMuch = await refusal(withdrawFromProfit(sql, 'demo', OWNER, { ...body, amount: '1000', request_id: 'both-engines-2' }, at()));
      const second = await withdrawFromProfit(sql, 'demo', OWNER, { ...body, amount: '2', request_id: 'both-engines-3' }, at());
      // The job's part: each transfer claimed, then the wallet spends the first and refuses the second for good.
      const due = await listDueWalletTransferIds(sql, at(), 20);
      const transfers = [
        await findWalletTransferOf(sql, 'withdrawal', first.withdrawal.withdrawal_id),
        await findWalletTransferOf(sql, 'withdrawal', second.withdrawal.withdrawal_id),
      ];
      const claimed = await claimWalletTransfer(sql, transfers[0]!.transfer_id, at(), '2999-01-01T00:00:00.000Z');
      const claimedTwice = await claimWalletTransfer(sql, transfers[0]!.transfer_id, at(), '2999-01-01T00:00:00.000Z');
      await markWalletTransferTried(sql, transfers[1]!.transfer_id, at(), 'no answer');
      await sql.tx(async (t) => {
        if (await settleWalletTransfer(t, transfers[0]!.transfer_id, 'confirmed', 'snapshot-1', null, at())) {
          await WALLET_TRANSFER_SETTLERS.withdrawal.confirmed(t, first.withdrawal.withdrawal_id, 'snapshot-1', at());
        }
      });
      await sql.tx(async (t) => {
        if (await settleWalletTransfer(t, transfers[1]!.transfer_id, 'failed', null, 'refused', at())) {
          await WALLET_TRANSFER_SETTLERS.withdrawal.failed!(t, second.withdrawal.withdrawal_id, at());
        }
      });
      const settledAgain = await settleWalletTransfer(sql, transfers[1]!.transfer_id, 'failed', null, 'refused', at());
      const withdrawals = await listWithdrawals(sql, profit.vault_id, 0, 20);
      return {
        refusals: [noPin, setAgain, wrong, wrongWithdrawal, reused, tooMuch],
        first: { ...first, withdrawal: withoutId(first.withdrawal) },
        retried: { ...retried, withdrawal: withoutId(retried.withdrawal) },
        due: due.length, claimed: claimed && transferWithoutIds(claimed), claimedTwice, settledAgain,
        byRequest: withoutId((await findWithdrawalByRequest(sql, 'demo', 'both-engines-3'))!),
        found: withoutId((await findWithdrawal(sql, first.withdrawal.withdrawal_id))!),
        withdrawals: withdrawals.map(withoutId),
        transfers: (await Promise.all(transfers.map((t) => findWalletTransferOf(sql, t!.kind, t!.reference)))).map((t) => transferWithoutIds(t!)),
        unsettled: (await listUnsettledWalletTransfers(sql, 'demo', 20)).map(transferWithoutIds),
        vaults: await vaultsOf(sql, 'demo'),
        pin: [await findPin(sql, 'demo').then((row) => row?.group_id), await pinState(sql, 'demo', ADMIN, at()), await findPinLock(sql, 'demo', ADMIN)],
        failures: await countPinFailures(sql, 'demo', ADMIN, 0, '2000-01-01T00:00:00.000Z'),
        problems: await ledgerProblems(sql, 'demo'),
      };
    });
    expect(written.refusals).toEqual([
      ErrorCode.vaultPinNotSet, ErrorCode.vaultPinAlreadySet, ErrorCode.vaultPinWrong, ErrorCode.vaultPinWrong, ErrorCode.vaultRequestReused,
      ErrorCode.vaultBalanceTooLow,
    ]);
    expect(written.first).toMatchObject({ created: true, balance: '33.60900000' });
    expect(written.retried).toMatchObject({ created: false });
    expect(written.claimedTwice).toBeUndefined();
    expect(written.settledAgain).toBe(false);
    expect(written.withdrawals.map((w) => [w.amount, w.state])).toEqual([['2.00000000', 'failed'], ['1.50000000', 'confirmed']]);
    expect(written.pin[1]).toMatchObject({ pin_set: true, tries_left: 3 });
    expect(written.problems).toEqual([]);

    // The admin's right PIN starts their count again; five wrong ones lock them and tell the owner, once.
    const locked = await both(async (sql) => {
      await verifyPin(sql, 'demo', ADMIN, '246810', at());
      const tries = [];
      for (let i = 0; i < 6; i++) tries.push(await refusal(verifyPin(sql, 'demo', ADMIN, '000000', at())));
      return {
        tries, state: await pinState(sql, 'demo', ADMIN, at()), lock: await findPinLock(sql, 'demo', ADMIN),
        events: await sql.all(`SELECT action, actor_id, details FROM group_events WHERE group_id = 'demo' AND action LIKE 'vault.pin%'
          ORDER BY event_id`),
        told: await sql.all("SELECT dedupe_key, user_id, text FROM outbox_messages WHERE dedupe_key LIKE 'vault-pin-lock:%'"),
      };
    });
    expect(locked.tries).toEqual([...Array<number>(4).fill(ErrorCode.vaultPinWrong), ErrorCode.vaultPinLocked, ErrorCode.vaultPinLocked]);
    expect(locked.state).toMatchObject({ pin_set: true, tries_left: 0 });
    expect(locked.told).toHaveLength(1);
  });

  test('profit: reads on the demo data; a month recorded, settled, advanced and paid out lands the same', async () => {
    const now = server.clock.now;
    expect((await both((sql) => listMemberProfits(sql, 'demo', MEMBER))).length).toBeGreaterThan(0);
    await both((sql) => listMemberMonthProfits(sql, 'demo', MEMBER, monthsAgo(now, 3)));
    await both((sql) => listInviteBonuses(sql, 'demo', {}));
    await both((sql) => listInviteBonuses(sql, 'demo', { userId: MEMBER, month: monthOf(now) }));
    await both((sql) => listMonthProfitsInState(sql, 'demo', monthsAgo(now, 1), 'pretaxed'));
    expect(await both((sql) => findUserPhone(sql, MEMBER))).toBe('+8613900000004');
    await both((sql) => findKycStanding(sql, 'demo', MEMBER));
    await both((sql) => findKycStanding(sql, 'gate', MEMBER));
    expect(await both((sql) => listUnsettledMonths(sql, monthOf(now)))).toEqual([]);
    expect((await both((sql) => listUnsettledMonths(sql, monthOf(now + 40 * 86_400_000)))).length).toBeGreaterThan(0);
    await both((sql) => listPretaxedProfitRecords(sql, 200));
    await both((sql) => profitOverview(sql, 'demo', MEMBER));
    await both((sql) => profitDetail(sql, 'demo', MEMBER, monthsAgo(now, 2)));
    await both((sql) => profitRevenue(sql, 'demo', MEMBER));
    await both((sql) => profitUserStatus(sql, 'demo', MEMBER, now));
    const someone = (await engines.sqlite.value<string>("SELECT record_id FROM profit_records WHERE group_id = 'demo' ORDER BY record_id LIMIT 1"))!;
    expect(await both((sql) => findProfitRecord(sql, someone))).toBeDefined();

    const month = monthsAgo(now, 40);
    const later = monthsAgo(now, 41);
    const written = await both(async (sql) => {
      const made = `${month}-20T00:00:00.000Z`;
      await recordProfit(sql, { groupId: 'demo', userId: MEMBER, month, assetId: USDT, revenue: '100', rewardRate: '0.1' }, made);
      await recordProfit(sql, { groupId: 'demo', userId: MEMBER, month, assetId: 'cny', revenue: '1000', rewardRate: '0.1' }, made);
      await recordProfit(sql, { groupId: 'demo', userId: MEMBER, month: later, assetId: USDT, revenue: '10', rewardRate: '0.5' }, made);
      const settled = [await settleProfitMonth(sql, 'demo', month, now), await settleProfitMonth(sql, 'demo', month, now)];
      const running = await refusal(settleProfitMonth(sql, 'demo', monthOf(now), now));
      await settleProfitMonth(sql, 'demo', later, now);
      const advanced = [
        await advanceProfitMonth(sql, 'demo', later, 'pretaxed', now), await advanceProfitMonth(sql, 'demo', later, 'taxed', now),
        await advanceProfitMonth(sql, 'demo', later, 'distributed', now),
      ];
      const waiting = await payProfitMonths(sql, now);
      // The member shares their KYC with demo: their records are paid now.
      await sql.run('INSERT INTO kyc_consents (group_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT (group_id, user_id) DO NOTHING', 'demo', MEMBER, at());
      const paid = await payProfitMonths(sql, now);
      const usdt = (await listMemberMonthProfits(sql, 'demo', MEMBER, month)).find((r) => r.asset_id === USDT)!;
      const transfer = (await findWalletTransferOf(sql, 'profit_payout', usdt.record_id))!;
      await sql.tx(async (t) => {
        if (await settleWalletTransfer(t, transfer.transfer_id, 'confirmed', 'snapshot-2', null, at())) {
          await WALLET_TRANSFER_SETTLERS.profit_payout.confirmed(t, usdt.record_id, 'snapshot-2', at());
        }
      });
      return {
        settled, running, advanced, waiting, paid, transfer: transferWithoutIds(transfer),
        records: (await listMemberMonthProfits(sql, 'demo', MEMBER, month)).map(recordWithoutId),
        later: (await listMemberMonthProfits(sql, 'demo', MEMBER, later)).map(recordWithoutId),
        detail: await profitDetail(sql, 'demo', MEMBER, month),
        status: await profitUserStatus(sql, 'demo', MEMBER, now),
        overview: await profitOverview(sql, 'demo', MEMBER),
        problems: await ledgerProblems(sql, 'demo'),
      };
    });
    expect(written.settled[1]).toBe(0);
    expect(written.running).not.toBeNull();
    expect(written.advanced).toEqual([1, 1, 1]);
    expect(written.paid.paid).toBeGreaterThan(0);
    expect(written.records.map((r) => [r.asset_id, r.state])).toEqual([[USDT, 'claimed'], ['cny', 'distributed']]);
    expect(written.later.map((r) => r.state)).toEqual(['claimed']);
    expect(written.status.missing).toEqual([]);
    expect(written.problems).toEqual([]);
  });

  test('invoices: reads on the demo data; an invoice requested, issued and told, and titles, land the same', async () => {
    const owner = { groupId: 'demo', userId: MEMBER };
    const { renewOrder, joinOrder, personalTitle, companyTitle } = SEED_INVOICE_IDS;
    expect((await both((sql) => listInvoiceOrders(sql, 'demo', MEMBER, 0, 20))).length).toBe(2);
    await both((sql) => findInvoiceOrder(sql, 'demo', MEMBER, joinOrder));
    expect(await both(async (sql) => [await isOwnOrder(sql, 'demo', MEMBER, joinOrder), await isOwnOrder(sql, 'demo', ADMIN, joinOrder)])).toEqual([true, false]);
    expect(await both((sql) => findIssuedInvoiceNotice(sql, joinOrder))).toBeDefined();
    expect((await both((sql) => listInvoiceTitles(sql, 'demo', MEMBER))).map((t) => t.title_id)).toEqual([personalTitle, companyTitle]);
    await both((sql) => findInvoiceTitle(sql, 'demo', MEMBER, companyTitle));
    expect(await both((sql) => countInvoiceTitles(sql, 'demo', MEMBER))).toBe(2);
    await both((sql) => findInvoiceRequest(sql, joinOrder));
    await both((sql) => findInvoiceState(sql, joinOrder));
    await both((sql) => listUnacceptedInvoiceIds(sql, '2999-01-01T00:00:00.000Z', 100));

    const written = await both(async (sql) => {
      const deps = depsOn(sql);
      const made = await makeOut(deps, owner, renewOrder, personalTitle);
      const twice = await refusal(makeOut(deps, owner, renewOrder, companyTitle));
      const wallet = await noticeByWallet(deps, owner, renewOrder, 'en');
      const issued = [await issueInvoice(deps, renewOrder, '24310000000000000001'), await issueInvoice(deps, renewOrder, '24310000000000000001')];
      const phone = await noticeByPhone(deps, owner, renewOrder, '13900000000', 'zh');
      const event = await receiveInvoiceEvent(deps, { event_id: 'both-engines-event', request_id: renewOrder, invoice_number: '24310000000000000001' });
      const otherNumber = await refusal(receiveInvoiceEvent(deps, { event_id: 'both-engines-event-2', request_id: renewOrder, invoice_number: '24319999999999999999' }));
      const title = await addTitle(deps, owner, { kind: 'company', name: 'Both Engines Ltd', tax_number: '91310000MA1FL4XX0X' });
      const { title_id: titleId, ...added } = title;
      const { title_id: _edited, ...edited } = await editTitle(deps, owner, titleId, { kind: 'personal', name: 'Both' });
      const titles = (await listTitles(deps, owner)).map((t) => (t.title_id === titleId ? 'added' : t.title_id));
      await removeTitle(deps, owner, titleId);
      return {
        made, twice, wallet, issued, phone, event, otherNumber, added, edited, titles,
        order: await getOrder(sql, owner, renewOrder),
        accepted: await listUnacceptedInvoiceIds(sql, '2999-01-01T00:00:00.000Z', 100),
        outbox: await sql.all('SELECT dedupe_key, channel, phone, user_id, text FROM outbox_messages WHERE dedupe_key LIKE ? ORDER BY dedupe_key',
          `invoice:${renewOrder}:%`),
        left: await countInvoiceTitles(sql, 'demo', MEMBER),
      };
    });
    expect(written.made.invoice).toMatchObject({ state: 'requested', title_kind: 'personal' });
    expect(written.twice).not.toBeNull();
    expect(written.issued).toEqual([true, false]);
    expect(written.order.invoice).toMatchObject({ state: 'issued', invoice_number: '24310000000000000001', notice_phone: '+8613900000000' });
    expect(written.otherNumber).not.toBeNull();
    expect(written.titles).toEqual([personalTitle, companyTitle, 'added']);
    expect(written.outbox.map((m) => (m as { channel: string }).channel)).toEqual(['sms', 'wallet']);
    expect(written.left).toBe(2);
  });

  test('bank cards: reads on the demo data; cards added, made default and removed land the same', async () => {
    const member = await both((sql) => listBankAccounts(sql, 'demo', MEMBER));
    expect(member.map((a) => a.is_default)).toEqual([1, 0]);
    await both((sql) => findBankAccount(sql, 'demo', MEMBER, member[1]!.account_id));
    await both((sql) => findBankAccount(sql, 'demo', ADMIN, member[1]!.account_id));
    expect(await both((sql) => countBankAccounts(sql, 'demo', MEMBER))).toBe(2);
    expect(await both((sql) => oldestBankAccountId(sql, 'demo', MEMBER))).toBe(member[0]!.account_id);

    const owner = { groupId: 'demo', userId: ADMIN };
    const card = { holder: 'Adam Admin', number: '6212 2640 0000 0000 006', bank: 'China Merchants Bank', phone: '+86 139 0000 0000' };
    const written = await both(async (sql) => {
      const deps = depsOn(sql);
      const first = await addCard(deps, owner, card);
      const second = await addCard(deps, owner, { ...card, number: '4111111111111111', branch: 'Shenzhen' });
      const third = await addCard(deps, owner, { ...card, number: '4111111111111111' });
      const name = (id: string) => ({ [first.account_id]: 'first', [second.account_id]: 'second', [third.account_id]: 'third' })[id] ?? id;
      const shown = <T extends { account_id: string }>(cards: T[]) => cards.map((c) => ({ ...c, account_id: name(c.account_id) }));
      const made = shown(await makeDefault(deps, owner, second.account_id));
      await removeCard(deps, owner, second.account_id);
      const missing = await refusal(removeCard(deps, owner, second.account_id));
      return { made, after: shown(await listCards(deps, owner)), oldest: name((await oldestBankAccountId(sql, 'demo', ADMIN))!), missing };
    });
    expect(written.made.map((c) => [c.account_id, c.is_default])).toEqual([['second', true], ['first', false], ['third', false]]);
    expect(written.after.map((c) => [c.account_id, c.is_default])).toEqual([['first', true], ['third', false]]);
    expect(written.oldest).toBe('first');
    expect(written.missing).toBe(404);
  });
});
