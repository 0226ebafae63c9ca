import { loadNamespaces, t } from '../../lib/i18n';
import { isLoggedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { requireLogin } from '../auth';
import { createOrder, isRoutedError, orderErrorCode, orderErrorText } from '../order';
import { orderCreating, PURCHASE_NAMESPACES, type CheckoutResult, type PurchaseOptions } from './model';
import { openCheckout } from './open';

/** Loaded on the first purchase, so the order calls stay out of the first paint. */
export async function createAndCheckout(options: PurchaseOptions): Promise<CheckoutResult> {
  const { group, productId, quantity } = options;
  await loadNamespaces(PURCHASE_NAMESPACES);
  // §6: a guest is told 'login required', with a login action.
  if (!isLoggedIn(group)) {
    await requireLogin(group);
    return 'cancel';
  }
  if (!productId) {
    toast(t('checkout:errors.no_product'), 'error');
    return 'error';
  }
  if (orderCreating.value) return 'cancel';
  const code = options.inviteCode ? options.inviteCode.trim() : '';
  orderCreating.value = true;
  let orderId: string;
  try {
    const created = await createOrder(
      group,
      code ? { quantity, product_id: productId, invite_code: code } : { quantity, product_id: productId },
      { silent: true },
    );
    orderId = created.order_id;
  } catch (err) {
    if (!isRoutedError(err)) toast(orderErrorText(err), 'error', undefined, orderErrorCode(err) || undefined);
    return 'error';
  } finally {
    orderCreating.value = false;
  }
  return openCheckout({ group, orderId, title: options.title, subtitle: options.subtitle, couponId: options.couponId });
}
