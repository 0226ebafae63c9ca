import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { account } from '../account';
import { fetchOrder, fetchOrderState } from './api';
import { assetPrices, isOpenOrderState, watchOrderState } from './model';
import type { Order } from '../../../contract/order';

/**
 * An order for a screen: loaded with its product, then watched every 3000 ms while a payment
 * may still arrive (the person may come back from a provider's page before it confirms).
 * A paid order reloads the account: the membership it bought is now there.
 */
export function useOrderView(group: string, orderId: string, enabled: boolean) {
  const order = useSignal<Order | null>(null);
  const error = useSignal<unknown>(null);
  const attempt = useSignal(0);

  useEffect(() => {
    if (!enabled || !orderId) return;
    let live = true;
    let stop = () => {};
    let shown: Order | null = null;
    error.value = null;
    const show = (next: Order) => {
      shown = next;
      order.value = next;
      if (next.state === 'PAID') account.load(group, true).catch(() => {});
    };
    assetPrices.load(group).catch(() => {});
    fetchOrder(group, orderId, { silent: true }).then(
      (first) => {
        if (!live) return;
        show(first);
        if (!isOpenOrderState(first.state)) return;
        stop = watchOrderState(
          () => fetchOrderState(group, orderId, { silent: true }).then((info) => info.state),
          (event) => {
            if (!live) return;
            if ('error' in event) {
              error.value = event.error;
              return;
            }
            if (shown && event.state === shown.state) return;
            // Read the whole order again: a paid one now has its payment time and amount.
            fetchOrder(group, orderId, { silent: true }).then(
              (next) => {
                if (live) show(next);
              },
              () => {
                if (live && shown) show({ ...shown, state: event.state });
              },
            );
          },
        );
      },
      (err: unknown) => {
        if (live) error.value = err;
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [group, orderId, enabled, attempt.value, order, error]);

  return {
    order,
    error,
    retry: () => {
      attempt.value = attempt.value + 1;
    },
  };
}
