// Orders' calls (spec §7, issue 3). Buyers are signed-in users who are not banned; pending users buy
// to join.
import { enums, optional, type } from '../struct';
import { CreateOrderRequest, Order, OrderCreated, OrderStateInfo, PayRequest, PayResult } from '../order';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const OrderQuery = type({ expand: optional(enums(['product'])) });

export const orderCalls = {
  create: call({ method: 'POST', path: '/orders', access: 'user', summary: 'A new order for a product (a join order may name an invitation code)', body: CreateOrderRequest, response: OrderCreated }),
  get: call({ method: 'GET', path: '/orders/:id', access: 'user', summary: "One of the caller's orders; expand=product adds its product", query: OrderQuery, response: Order }),
  state: call({ method: 'GET', path: '/orders/:id/state', access: 'user', summary: "An order's state, polled while it is paid", response: OrderStateInfo, groupIdHeader: true }),
  pay: call({ method: 'PUT', path: '/orders/:id/pay', access: 'user', summary: "Pays an order by a channel and asset, with a coupon or not: the provider's payment to open", body: PayRequest, response: PayResult }),
};
