import { groupPublic } from '../group';
import { membershipProduct } from '../join';
import { putProductPrice, type ProductPriceInput } from './api';

// The admin portal's payment and crypto sections (issue 14): what they save. Only their screens
// import this file, so the renew page's chunk does not carry it.

/**
 * Saves the membership's price and channels; the product the server answers replaces the one
 * the join and renew screens read, and the public info (the price a guest sees) is read again.
 */
export function saveMembershipPrice(group: string, productId: string, body: ProductPriceInput) {
  return putProductPrice(group, productId, body).then((product) => {
    membershipProduct.put(group, product);
    groupPublic.refresh(group);
    return product;
  });
}
