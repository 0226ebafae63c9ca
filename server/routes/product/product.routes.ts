import { Hono } from 'hono';
import { array, nonempty, object, optional, size, string, type } from 'superstruct';
import { AmountText } from '../../../contract/amount';
import { PaymentChannel } from '../../../contract/product';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { productHandlers } from './product.handlers';

export const ProductsQuery = type({ product_type: optional(size(nonempty(string()), 1, 64)) });

/** PUT /products/{id}/price: symbols are filled in from the assets. */
export const ProductPriceBody = object({
  asset_id: size(nonempty(string()), 1, 100),
  amount: AmountText,
  channels: size(array(object({ channel: PaymentChannel, asset_id: size(nonempty(string()), 1, 100) })), 1, 20),
});

// Public reads: the join screen shows the price before login.
export const productRoutes = new Hono<GroupEnv>()
  .get('/products', queryParams(ProductsQuery), (c) => productHandlers.list(c, c.req.valid('query').product_type))
  .get('/products/:id', (c) => productHandlers.get(c, c.req.param('id')))
  .put('/products/:id/price', requireAdmin, jsonBody(ProductPriceBody), (c) =>
    productHandlers.putPrice(c, c.req.param('id'), c.req.valid('json')));
