import type { RequestOptions } from '../../lib/http';
import { assetCalls } from '../../../contract/api/asset';
import { orderCalls } from '../../../contract/api/order';
import { callApi } from '../../lib/call';
import type { CreateOrderRequest, PayRequest } from '../../../contract/order';

// Orders (§7), as contract/api/order.ts declares them. Callers that explain a refusal themselves
// pass `silent`.

export const createOrder = (group: string, body: CreateOrderRequest, opts?: RequestOptions) => callApi(group, orderCalls.create, { body }, opts);

/** With the product expanded: the checkout prices from it and the views show its name. */
export const fetchOrder = (group: string, orderId: string, opts?: RequestOptions) =>
  callApi(group, orderCalls.get, { params: { id: orderId }, query: { expand: 'product' } }, opts);

/** §7: this call carries the group_id header (the declaration says so). */
export const fetchOrderState = (group: string, orderId: string, opts?: RequestOptions) =>
  callApi(group, orderCalls.state, { params: { id: orderId } }, opts);

export const payOrder = (group: string, body: PayRequest, opts?: RequestOptions) =>
  callApi(group, orderCalls.pay, { params: { id: body.order_id }, body }, opts);

/** Every asset with its price in CNY: what amounts are converted and labelled with. */
export const fetchAllAssets = (group: string) => callApi(group, assetCalls.all, {}, { silent: true });
