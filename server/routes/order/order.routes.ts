import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import { CreateOrderRequest, PayRequest } from '../../../contract/order';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { orderHandlers } from './order.handlers';

export const OrderQuery = type({ expand: optional(enums(['product'])) });

// Buyers are signed-in users who are not banned; pending users buy to join.
export const orderRoutes = new Hono<GroupEnv>()
  .post('/orders', requireUser, jsonBody(CreateOrderRequest), (c) => orderHandlers.create(c, c.req.valid('json')))
  .get('/orders/:id', requireUser, queryParams(OrderQuery), (c) =>
    orderHandlers.get(c, c.req.param('id'), c.req.valid('query').expand))
  .get('/orders/:id/state', requireUser, (c) => orderHandlers.state(c, c.req.param('id')))
  .put('/orders/:id/pay', requireUser, jsonBody(PayRequest), (c) => orderHandlers.pay(c, c.req.param('id'), c.req.valid('json')));
