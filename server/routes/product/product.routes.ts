import { productCalls } from '../../../contract/api/product';
import { mountCalls } from '../mount';
import { productHandlers } from './product.handlers';

// Products (§7): contract/api/product.ts says who may call what (reads are public).
export const productRoutes = mountCalls(productCalls, {
  list: (c, { query }) => productHandlers.list(c, query.product_type),
  get: (c, { params }) => productHandlers.get(c, params.id),
  putPrice: (c, { params, body }) => productHandlers.putPrice(c, params.id, body),
});
