import type { AppDeps } from '../context';
import { UNSUBSCRIBE_JOB_INTERVAL_MS, unsubscribeInactive } from '../routes/chat/chat.service';
import { expireOverduePacks } from '../routes/luckycoin/luckycoin.service';
import { expireOverdueOrders } from '../routes/order/order.service';
import { listUnsettledMonths } from '../routes/profit/profit.repo';
import { monthOf, payProfitMonths, settleProfitMonth } from '../routes/profit/profit.service';
import { rollUpDailyStats, STATS_JOB_INTERVAL_MS } from '../routes/stats/stats.service';
import type { Job } from './scheduler';
import { deliverOutbox, OUTBOX_JOB_INTERVAL_MS } from './outbox';
import { PRICE_JOB_INTERVAL_MS, refreshWalletPrices } from '../routes/asset/asset.prices';
import { listPendingSealIds } from '../routes/badge/badge.repo';
import { requestSealAgain } from '../routes/badge/badge.service';
import { listUnacceptedInvoiceIds } from '../routes/invoice/invoice.repo';
import { requestInvoiceAgain } from '../routes/invoice/invoice.service';
import { sendWalletTransfers, WALLET_TRANSFER_JOB_INTERVAL_MS } from '../routes/payment/wallet-transfers.service';
import { WALLET_TRANSFER_SETTLERS } from '../routes/payment/wallet-transfer.settlers';
import { findGroup } from '../routes/group/group.repo';
import { listOpenCharges } from '../routes/order/order.repo';
import { receiveChargeReport } from '../routes/payment/payment.service';
import { readAwaitedWalletPayments, WALLET_JOB_INTERVAL_MS, WALLET_SWEEP_INTERVAL_MS } from '../routes/payment/wallet-receipts.service';

// What the server does on its own (issue 23 point 7), run by the scheduler (jobs/scheduler.ts) in
// whichever server process holds each job. Each is safe to run again: it works in transactions that
// re-check what they change.

/** How often the orders' and lucky-coin packs' deadlines are applied without waiting for a request. */
export const EXPIRY_JOB_INTERVAL_MS = 60_000;
/** How often closed profit months are looked for. */
export const PROFIT_JOB_INTERVAL_MS = 60 * 60_000;
/** How often, and after how long, a request a party has not reported on is sent to it again. */
export const RESEND_JOB_INTERVAL_MS = 5 * 60_000;
/** How many requests of a kind one run sends again (the oldest first); the rest wait for the next run. */
export const RESEND_BATCH = 100;

/** How often open WeChat Pay and Alipay charges are asked about, and how old a charge must be to be asked. */
export const RECONCILE_JOB_INTERVAL_MS = 60_000;
export const RECONCILE_AFTER_MS = 2 * 60_000;

export function serverJobs(deps: AppDeps): Job[] {
  return [
    {
      // The wallet tells nobody of a payment: the group bots' snapshots are read for the groups with
      // something open to be paid through it (payment/wallet-receipts.service). First in a tick, so a
      // slow party's job does not hold it back.
      name: 'read-wallet-payments',
      everyMs: WALLET_JOB_INTERVAL_MS,
      async run() {
        const { groups, applied, unapplied } = await readAwaitedWalletPayments(deps);
        if (applied + unapplied === 0) return undefined;
        return `read the wallet for ${groups} group(s): ${applied} payment(s) applied, ${unapplied} paying for nothing`;
      },
    },
    {
      // What the groups' bots pay out (withdrawals, packs' rests) until the wallet says spent
      // (payment/wallet-transfers.service): each due transfer tried, under its own trace.
      name: 'send-wallet-transfers',
      everyMs: WALLET_TRANSFER_JOB_INTERVAL_MS,
      async run() {
        const { confirmed, waiting, failed, retrying } = await sendWalletTransfers(deps, WALLET_TRANSFER_SETTLERS);
        if (confirmed + failed + retrying === 0) return waiting > 0 ? `${waiting} transfer(s) on their way` : undefined;
        return `wallet transfers: ${confirmed} confirmed, ${failed} refused, ${retrying} to try again, ${waiting} on their way`;
      },
    },
    {
      // And every group's now and then, whatever is open: a kudos paid hours after it was sent, a
      // transfer nobody asked for (kept as held for its payer).
      name: 'sweep-wallet-payments',
      everyMs: WALLET_SWEEP_INTERVAL_MS,
      async run() {
        const { groups, applied, unapplied } = await readAwaitedWalletPayments(deps, null);
        if (applied + unapplied === 0) return undefined;
        return `swept the wallet of ${groups} group(s): ${applied} payment(s) applied, ${unapplied} paying for nothing`;
      },
    },
    {
      // The outbox's messages the requests that wrote them could not deliver: tried again with back-off
      // (jobs/outbox.ts), given up after OUTBOX_MAX_ATTEMPTS tries.
      name: 'deliver-outbox',
      everyMs: OUTBOX_JOB_INTERVAL_MS,
      async run() {
        const { sent, retrying, failed } = await deliverOutbox(deps);
        if (sent + retrying + failed === 0) return undefined;
        return `delivered ${sent} message(s); ${retrying} to try again, ${failed} given up`;
      },
    },
    {
      // The assets the operator added from the wallet keep its price (jobs run where the catalogue is
      // set by hand too: they then find nothing to ask about).
      name: 'refresh-asset-prices',
      everyMs: PRICE_JOB_INTERVAL_MS,
      async run(now) {
        const { updated, kept } = await refreshWalletPrices(deps.sql, (id) => deps.providers.mixin.asset(id), new Date(now).toISOString());
        if (updated + kept.length === 0) return undefined;
        return `priced ${updated} asset(s) from the wallet${kept.length > 0 ? `; kept the last price of ${kept.join(', ')}` : ''}`;
      },
    },
    {
      // Orders unpaid after 30 minutes expire and give their coupon back; packs past their 24 hours
      // record what nobody claimed as owed back to the sender. Requests apply both lazily too.
      name: 'expire-orders-and-packs',
      everyMs: EXPIRY_JOB_INTERVAL_MS,
      async run(now) {
        const iso = new Date(now).toISOString();
        await expireOverdueOrders(deps.sql, iso);
        await expireOverduePacks(deps.sql, iso);
      },
    },
    {
      // Spec §9, profit is settled monthly after income tax: once a month has closed, its records
      // are taxed (pending → pretaxed) with its invitation bonuses; then paid out (pay-profit-months).
      name: 'settle-profit-months',
      everyMs: PROFIT_JOB_INTERVAL_MS,
      async run(now) {
        const due = await listUnsettledMonths(deps.sql, monthOf(now));
        let moved = 0;
        for (const { group_id: groupId, month } of due) moved += await settleProfitMonth(deps.sql, groupId, month, now);
        return due.length > 0 ? `settled ${due.length} group month(s), ${moved} record(s)` : undefined;
      },
    },
    {
      // And paid (§9: on the 1st of the next month, the CNY part around the 25th) to the members who
      // meet the payout needs: crypto through the group bot's wallet (send-wallet-transfers sends it),
      // CNY and RC released to the merchant's own payouts (profit.service payProfitMonths).
      name: 'pay-profit-months',
      everyMs: PROFIT_JOB_INTERVAL_MS,
      async run(now) {
        const { paid, released, waiting } = await payProfitMonths(deps.sql, now);
        if (paid + released === 0) return undefined;
        return `profit paid out: ${paid} record(s) through the wallet, ${released} released, ${waiting} waiting`;
      },
    },
    {
      // A badge seal the party has not reported on after 5 minutes (it was down, refused, or its
      // report was lost), or an invoice request the vendor did not take, is sent again under the same
      // id, which the parties take as the same request: it is never a second seal or invoice. Its
      // pending state is kept until the report.
      name: 'resend-pending-requests',
      everyMs: RESEND_JOB_INTERVAL_MS,
      async run(now) {
        const before = new Date(now - RESEND_JOB_INTERVAL_MS).toISOString();
        const seals = await listPendingSealIds(deps.sql, before, RESEND_BATCH);
        const invoices = await listUnacceptedInvoiceIds(deps.sql, before, RESEND_BATCH);
        for (const id of seals) await requestSealAgain(deps, id);
        for (const id of invoices) await requestInvoiceAgain(deps, id);
        const sent = [[seals.length, 'seal(s)'], [invoices.length, 'invoice request(s)']].filter(([count]) => count !== 0);
        return sent.length === 0 ? undefined : `sent again ${sent.map(([count, what]) => `${count} ${what}`).join(' and ')}`;
      },
    },
    {
      // A WeChat Pay or Alipay notification can be lost (our server down when it came, a network cut):
      // each open order charged through either over 2 minutes ago is asked about, and what the party
      // says is applied as its notification would have been (paid, or closed unpaid); still unpaid
      // changes nothing. A charge that cannot be asked now is logged and asked again at the next run.
      name: 'reconcile-charges',
      everyMs: RECONCILE_JOB_INTERVAL_MS,
      async run(now) {
        let applied = 0;
        const before = new Date(now - RECONCILE_AFTER_MS).toISOString();
        for (const [channel, party] of [['wechat', deps.providers.wechatPay], ['alipay', deps.providers.alipay]] as const) {
          for (const charge of await listOpenCharges(deps.sql, channel, before, RESEND_BATCH)) {
            const group = await findGroup(deps.sql, charge.group_id);
            if (!group) continue;
            try {
              const report = await party.queryCharge(group, charge.charge_id);
              if (!report || report.status === 'PENDING') continue;
              await receiveChargeReport(deps, group, channel, report);
              applied += 1;
            } catch (error) {
              deps.log({ level: 'warn', msg: 'charge not reconciled', what: `charge ${charge.charge_id}`, error: (error as Error).message });
            }
          }
        }
        return applied > 0 ? `applied what the payment parties said of ${applied} charge(s) when asked` : undefined;
      },
    },
    {
      // Members inactive past their group's chat_inactive_days stop getting chat notifications.
      name: 'chat-unsubscribe-inactive',
      everyMs: UNSUBSCRIBE_JOB_INTERVAL_MS,
      async run(now) {
        const count = await unsubscribeInactive(deps.sql, now);
        return count > 0 ? `unsubscribed ${count} inactive member(s) from chat notifications` : undefined;
      },
    },
    {
      // Every finished day's figures go into the rollup the admin's charts read.
      name: 'stats-rollup',
      everyMs: STATS_JOB_INTERVAL_MS,
      async run(now) {
        const days = await rollUpDailyStats(deps.sql, now);
        return days > 0 ? `closed ${days} day(s) of statistics` : undefined;
      },
    },
  ];
}
