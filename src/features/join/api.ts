import { groupApi } from '../../lib/http';
import { Product } from '../../../contract/product';

// A public read: the join screen prices the membership before anything is bought. Silent: the
// ticket section shows a failure in place.

export const fetchProduct = (group: string, productId: string) =>
  groupApi(group).get(`/products/${encodeURIComponent(productId)}`, Product, { silent: true });
