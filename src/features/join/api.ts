import { callApi } from '../../lib/call';
import { productCalls } from '../../../contract/api/product';

// A public read: the join screen prices the membership before anything is bought. Silent: the
// ticket section shows a failure in place.

export const fetchProduct = (group: string, productId: string) => callApi(group, productCalls.get, { params: { id: productId } }, { silent: true });
