import { groupApi, type RequestOptions } from '../../lib/http';
import { assetCalls } from '../../../contract/api/asset';
import { callApi } from '../../lib/call';
import {
  Order, OrderCreated, OrderStateInfo, PayResult, type CreateOrderRequest, type PayRequest,
} from '../../../contract/order';

// Orders (§7). Callers that explain a refusal themselves pass `silent`.

export const createOrder = (group: string, body: CreateOrderRequest, opts?: RequestOptions) =>
  groupApi(group).post('/orders', body, OrderCreated, opts);

/** With the product expanded: the checkout prices from it and the views show its name. */
export const fetchOrder = (group: string, orderId: string, opts?: RequestOptions) =>
  groupApi(group).get(`/orders/${encodeURIComponent(orderId)}`, Order, {
    ...opts,
    query: { expand: 'product' },
  });

/** §7: this call carries the group_id header. */
export const fetchOrderState = (group: string, orderId: string, opts?: RequestOptions) =>
  groupApi(group).get(`/orders/${encodeURIComponent(orderId)}/state`, OrderStateInfo, {
    ...opts,
    groupIdHeader: true,
  });

export const payOrder = (group: string, body: PayRequest, opts?: RequestOptions) =>
  groupApi(group).put(`/orders/${encodeURIComponent(body.order_id)}/pay`, body, PayResult, opts);

/** Every asset with its price in CNY: what amounts are converted and labelled with. */
export const fetchAllAssets = (group: string) => callApi(group, assetCalls.all, {}, { silent: true });
