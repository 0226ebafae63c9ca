import type { Context } from 'hono';
import {
  Order, OrderCreated, OrderStateInfo, PayResult, type CreateOrderRequest, type PayRequest,
} from '../../../contract/order';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { isSameOriginUrl } from '../../lib/urls';
import { peerAddress } from '../../lib/rate-limit';
import { findProduct } from '../product/product.repo';
import { createOrder, expireOverdueOrders, ownOrder, payOrder, toOrder } from './order.service';
import { isOpenOrderState } from './order.state';
import { readWalletPaymentsSoon } from '../payment/wallet-receipts.service';

type ViewerContext = Context<ViewerEnv>;

export const orderHandlers = {
  async create(c: ViewerContext, body: CreateOrderRequest) {
    const { deps, group, viewer } = c.var;
    return sendData(c, OrderCreated, { order_id: await createOrder(deps, group, viewer, body) });
  },

  /** §6: only the buyer sees an order; others are told why not. */
  async get(c: ViewerContext, orderId: string, expand: 'product' | undefined) {
    const { deps, group, viewer } = c.var;
    await expireOverdueOrders(deps.sql, nowIso(deps.clock));
    const order = await ownOrder(deps.sql, group, viewer, orderId, 'read');
    const product = expand === 'product' ? await findProduct(deps.sql, group.group_id, order.product_id) : undefined;
    return sendData(c, Order, toOrder(order, product));
  },

  /** Polled every 3 s by the checkout; the group_id header names the group the caller means. */
  async state(c: ViewerContext, orderId: string) {
    const { deps, group, viewer } = c.var;
    if (c.req.header('group_id') !== group.group_id) {
      throw apiErrors.validation('invalid group_id header: must name this group');
    }
    await expireOverdueOrders(deps.sql, nowIso(deps.clock));
    let order = await ownOrder(deps.sql, group, viewer, orderId, 'use');
    // The wallet tells nobody of a payment: its payer's poll has the group's snapshots read (at most every 2 s).
    if (order.channel === 'mixin' && isOpenOrderState(order.state)) {
      await readWalletPaymentsSoon(deps, group);
      order = await ownOrder(deps.sql, group, viewer, orderId, 'use');
    }
    return sendData(c, OrderStateInfo, { state: order.state, order_id: order.order_id, failure_reason: order.failure_reason });
  },

  async pay(c: ViewerContext, orderId: string, body: PayRequest) {
    const { deps, group, viewer } = c.var;
    const resultUrl = body.extras?.result_url;
    if (resultUrl && !isSameOriginUrl(c, resultUrl)) {
      throw apiErrors.validation('invalid extras.result_url: must be relative or on this origin');
    }
    return sendData(c, PayResult, await payOrder(deps, group, viewer, orderId, body, payerAddress(c)));
  },
};

/**
 * The payer's address, which an H5 WeChat Pay order must state: the socket's peer (or what the
 * proxy in front says, with TRUST_PROXY). A request made in process (app.request) has no socket
 * and is from this machine.
 */
function payerAddress(c: ViewerContext): string {
  return (peerAddress(c) ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
}
