import { orderCalls } from '../../../contract/api/order';
import { mountCalls } from '../mount';
import { orderHandlers } from './order.handlers';

// Orders (§7): contract/api/order.ts says who may call what (any signed-in user not banned).
export const orderRoutes = mountCalls(orderCalls, {
  create: (c, { body }) => orderHandlers.create(c, body),
  get: (c, { params, query }) => orderHandlers.get(c, params.id, query.expand),
  state: (c, { params }) => orderHandlers.state(c, params.id),
  pay: (c, { params, body }) => orderHandlers.pay(c, params.id, body),
});
