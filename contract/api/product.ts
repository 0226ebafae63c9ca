// Products' calls (spec §7, issue 3). Reads are public: the join screen shows the price before
// login; admins set the price.
import { array, nonempty, object, optional, size, string, type } from '../struct';
import { AmountText } from '../amount';
import { PaymentChannel, Product, ProductList } from '../product';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const ProductsQuery = type({ product_type: optional(size(nonempty(string()), 1, 64)) });

/** PUT /products/{id}/price: symbols are filled in from the assets. */
export const ProductPriceBody = object({
  asset_id: size(nonempty(string()), 1, 100),
  amount: AmountText,
  channels: size(array(object({ channel: PaymentChannel, asset_id: size(nonempty(string()), 1, 100) })), 1, 20),
});

export const productCalls = {
  list: call({ method: 'GET', path: '/products', access: 'guest', summary: "The group's products with their prices; product_type narrows them to one type", query: ProductsQuery, response: ProductList }),
  get: call({ method: 'GET', path: '/products/:id', access: 'guest', summary: 'One product with its price and the channels that take it', response: Product }),
  putPrice: call({ method: 'PUT', path: '/products/:id/price', access: 'admin', summary: "A product's price a year and its payment channels", body: ProductPriceBody, response: Product }),
};
