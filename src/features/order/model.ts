import { ApiError } from '../../lib/http';
import { groupResource } from '../../lib/resource';
import { fetchAllAssets } from './api';
import { ErrorCode } from '../../../contract/errors';
import type { OrderState } from '../../../contract/order';

/** §9: the order state is polled every 3000 ms while a payment may still arrive. */
export const ORDER_POLL_MS = 3000;

/** §4: NOT_PAID and MARKED_PAID keep polling; PAID is success; anything else is a failed payment. */
export function isOpenOrderState(state: OrderState): boolean {
  return state === 'NOT_PAID' || state === 'MARKED_PAID';
}

/** Every asset with its price in CNY, per group; amounts are converted and labelled with it. */
export const assetPrices = groupResource(fetchAllAssets);

export type OrderWatchEvent = { state: OrderState } | { error: unknown };

// A dropped connection or a server hiccup says nothing about the payment: keep asking.
function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.code === ErrorCode.networkError || (err.status !== undefined && err.status >= 500);
}

/**
 * Polls an order's state every `interval` ms, reporting each answer, until it is no
 * longer open (PAID, FAILED, EXPIRED) or a refusal that asking again will not change.
 * The first poll comes one interval after the start: the caller has just read the state.
 * Returns `stop`, after which nothing more is reported.
 */
export function watchOrderState(
  read: () => Promise<OrderState>,
  onEvent: (event: OrderWatchEvent) => void,
  interval: number = ORDER_POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(poll, interval);
  };
  function poll() {
    read().then(
      (state) => {
        if (stopped) return;
        onEvent({ state });
        if (isOpenOrderState(state)) schedule();
        else stopped = true;
      },
      (error: unknown) => {
        if (stopped) return;
        if (isTransient(error)) {
          schedule();
          return;
        }
        stopped = true;
        onEvent({ error });
      },
    );
  }
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
