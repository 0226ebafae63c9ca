import type { OrderState } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import { nowIso, type AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import { compare } from '../../../contract/money';
import { findOrder, findOrderByChargeId, type OrderRow } from '../order/order.repo';
import { completeOrder, expireOverdueOrders, failOrder, isRefusedPayment } from '../order/order.service';
import { isOpenOrderState, transitionOrder } from '../order/order.state';
import { receiveTipTransfer } from '../tip/tip.service';
import { findNotificationOrderId, insertNotification } from './payment.repo';
import { findPackById } from '../luckycoin/luckycoin.repo';
import { findTip } from '../tip/tip.repo';
import { receivePackTransfer } from '../luckycoin/luckycoin.service';
import { findAsset } from '../asset/asset.repo';
import type { Sql } from '../../db/sql';
import type { GroupRow } from '../group/group.repo';
import type { ChargeReport } from '../../providers/payment.provider';

// What a payment provider tells us about a payment. The reference names the order the way the
// provider knows it: the wallet's trace (our order_id) or the provider's charge_id. The wallet only
// ever tells of a transfer made (PAID); the other statuses are the charge parties' (WeChat Pay,
// Alipay, the rc app). CANCELLED: the payer cancelled on the party's page; the order fails as with
// FAILED, but says it was cancelled.
export type NotificationStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

export type PaymentNotification = {
  notification_id: string;
  reference: string;
  status: NotificationStatus;
  asset_id: string;
  amount: string;
};


async function orderForReference(sql: Sql, channel: PaymentChannel, reference: string): Promise<OrderRow | undefined> {
  const order = channel === 'mixin' ? await findOrder(sql, reference) : await findOrderByChargeId(sql, reference);
  return order?.channel === channel ? order : undefined;
}

/** What applying a payment needs of the app: the layer, the chat's bus (a "joined" line), the clock. */
type PaymentDeps = Pick<AppDeps, 'sql' | 'clock' | 'log'>;

const notApplicable = (state: OrderState) => apiErrors.rejected(`order is ${state.toLowerCase().replace('_', ' ')}`);


/**
 * A provider's report about a charge of this group, read from its own signed notification (WeChat
 * Pay's): the charge must be one of this group's, in the currency of its order's asset, and is
 * then applied as any notification is (applyNotification).
 */
export async function receiveChargeReport(
  deps: PaymentDeps, group: GroupRow, channel: PaymentChannel, report: ChargeReport,
): Promise<{ order_id: string; state: OrderState }> {
  const order = await orderForReference(deps.sql, channel, report.reference);
  if (!order || order.group_id !== group.group_id) throw apiErrors.notFoundWith('no order for this payment');
  if ((await findAsset(deps.sql, order.asset_id))?.symbol !== report.currency) {
    throw apiErrors.rejected('payment amount or asset does not match the order');
  }
  if (order.state === 'PAID' && (report.status === 'FAILED' || report.status === 'CANCELLED')) {
    // A paid order's charge closed at the party afterwards: Alipay says TRADE_CLOSED of a trade refunded
    // in full (from its own console; refunds are not this server's). The membership stands, and the
    // party is answered as taken, or it would send it again for a day; the log says so.
    deps.log({ level: 'warn', msg: 'a paid charge was closed at its party', what: `order ${order.order_id}`, channel });
    return { order_id: order.order_id, state: order.state };
  }
  const { currency: _currency, ...rest } = report;
  return applyNotification(deps, channel, { ...rest, asset_id: order.asset_id });
}

/**
 * A transfer the group's bot received, read from its snapshots (wallet-receipts.service): its trace
 * must name an order on the wallet's channel, a tip or a lucky-coin pack of this same group (a trace
 * of another group's payable, paid to this group's bot, pays nothing), and it then pays that, under
 * the snapshot's id, once. Answers what it paid, or undefined when the trace names nothing of this
 * group; the payable's refusals (a wrong amount, an order closed) throw.
 */
export async function receiveWalletTransfer(
  deps: PaymentDeps, group: GroupRow, transfer: { snapshot_id: string; trace_id: string; asset_id: string; amount: string },
): Promise<{ order_id: string; state: OrderState } | undefined> {
  const { sql } = deps;
  const reference = transfer.trace_id;
  const paid = { notification_id: `snapshot:${transfer.snapshot_id}`, reference, asset_id: transfer.asset_id, amount: transfer.amount };
  const order = await findOrder(sql, reference);
  if (order) {
    const ours = order.channel === 'mixin' && order.group_id === group.group_id;
    return ours ? applyNotification(deps, 'mixin', { ...paid, status: 'PAID' }) : undefined;
  }
  const tip = await findTip(sql, reference);
  if (tip) return tip.group_id === group.group_id ? receiveTipTransfer(deps, paid) : undefined;
  const pack = await findPackById(sql, reference);
  if (pack) return pack.group_id === group.group_id ? receivePackTransfer(deps, paid) : undefined;
  return undefined;
}

/**
 * Applies a provider's notification: the one path by which money moves an order. Idempotent: a
 * notification already applied is answered from the record and changes nothing. Amount and
 * asset must match the order exactly. Each notification is applied in one transaction, PAID with
 * all its effects (see completeOrder), which re-checks the membership rules there: a payment they
 * refuse leaves the order FAILED with its reason, and the provider is answered so (200, state
 * FAILED; the money is owed back), not asked to retry.
 */
async function applyNotification(
  deps: PaymentDeps,
  channel: PaymentChannel,
  notification: PaymentNotification,
): Promise<{ order_id: string; state: OrderState }> {
  const now = nowIso(deps.clock);
  await expireOverdueOrders(deps.sql, now);
  // One transaction (SQLite's IMMEDIATE, PostgreSQL's SERIALIZABLE run again on a conflict): the checks and
  // the effects hold together, also against another process. Every refusal below throws before it writes, so
  // a caller's transaction around it (a wallet transfer's receipt) records the refusal and nothing else.
  return deps.sql.tx(async (sql) => {
    const seenFor = await findNotificationOrderId(sql, notification.notification_id);
    if (seenFor) return { order_id: seenFor, state: (await findOrder(sql, seenFor))!.state };

    const order = await orderForReference(sql, channel, notification.reference);
    if (!order) throw apiErrors.notFoundWith('no order for this payment');
    if (order.asset_id.toLowerCase() !== notification.asset_id.toLowerCase()
      || compare(order.amount, notification.amount) !== 0) {
      throw apiErrors.rejected('payment amount or asset does not match the order');
    }
    switch (notification.status) {
      case 'PENDING':
        if (order.state === 'NOT_PAID') await transitionOrder(sql, order, 'MARKED_PAID', now);
        else if (!isOpenOrderState(order.state) && order.state !== 'PAID') throw notApplicable(order.state);
        break;
      case 'PAID':
        if (isOpenOrderState(order.state)) {
          await completeOrder(sql, order, { channel, asset_id: order.asset_id, amount: order.amount, notificationId: notification.notification_id }, now);
        } else if (order.state !== 'PAID' && !isRefusedPayment(order)) {
          // A repeat for a PAID order, or for one whose payment was refused, is answered as the first was.
          throw notApplicable(order.state);
        }
        break;
      case 'FAILED':
      case 'CANCELLED':
        if (isOpenOrderState(order.state)) await failOrder(sql, order, now, notification.status === 'CANCELLED' ? 'cancelled' : null);
        else if (order.state !== 'FAILED') throw notApplicable(order.state);
        break;
    }
    await insertNotification(sql, {
      notificationId: notification.notification_id, channel, orderId: order.order_id, status: notification.status, nowIso: now,
    });
    return { order_id: order.order_id, state: (await findOrder(sql, order.order_id))!.state };
  });
}
