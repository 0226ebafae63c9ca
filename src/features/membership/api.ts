import { callApi } from '../../lib/call';
import { productCalls } from '../../../contract/api/product';
import type { ChannelInput } from './priceRules';

/** PUT /products/{id}/price (admin): the price a year and its channels; the symbols come back from the server. */
export interface ProductPriceInput {
  asset_id: string;
  amount: string;
  channels: ChannelInput[];
}

// Silent: the sections show a refusal under the field that was saved.
export const putProductPrice = (group: string, productId: string, body: ProductPriceInput) =>
  callApi(group, productCalls.putPrice, { params: { id: productId }, body }, { silent: true });
