import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { ApiError } from '../../lib/http';
import type { ResourceState } from '../../lib/resource';
import { ErrorCode } from '../../../contract/errors';
import { assetPrices, ORDER_POLL_MS } from '../order';
import type { LuckycoinPack } from '../../../contract/luckycoin';
import { claimLuckycoinPack, fetchLuckycoinPack } from './api';

// Refusals after which the pack has changed under the person: it is read again.
const STALE_CODES: number[] = [
  ErrorCode.luckycoinAlreadyClaimed, ErrorCode.luckycoinEmpty, ErrorCode.luckycoinExpired, ErrorCode.luckycoinNotPaid,
];

/**
 * A pack for its page: loaded, then read again every ORDER_POLL_MS while its payment may still
 * arrive (the person pays it in the wallet meanwhile), and at once when they come back to the
 * page; `claim` opens it once.
 */
export function useLuckycoinPack(group: string, packId: string) {
  const pack = useSignal<LuckycoinPack | null>(null);
  const error = useSignal<unknown>(null);
  const claiming = useSignal(false);
  const claimError = useSignal<unknown>(null);
  const attempt = useSignal(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    error.value = null;
    assetPrices.ensure(group);
    let waiting = false;
    const read = () => {
      waiting = false;
      return fetchLuckycoinPack(group, packId).then(
        (next) => {
          if (!live) return;
          pack.value = next;
          if (next.status === 'unpaid') {
            waiting = true;
            timer = setTimeout(read, ORDER_POLL_MS);
          }
        },
        (err: unknown) => {
          if (live) error.value = err;
        },
      );
    };
    // Back from the wallet (the page shows again): read now rather than at the next tick.
    const onVisible = () => {
      if (!waiting || document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void read();
    };
    document.addEventListener('visibilitychange', onVisible);
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [group, packId, attempt.value, pack, error]);

  const claim = () => {
    if (claiming.value) return;
    claiming.value = true;
    claimError.value = null;
    claimLuckycoinPack(group, packId).then(
      (next) => {
        claiming.value = false;
        pack.value = next;
      },
      (err: unknown) => {
        claiming.value = false;
        claimError.value = err;
        if (err instanceof ApiError && STALE_CODES.indexOf(err.code) >= 0) {
          fetchLuckycoinPack(group, packId).then((next) => (pack.value = next), () => {});
        }
      },
    );
  };

  // Its load state as a resource's, for ExceptionLoaded: the poll above is not a resource.
  const state: ResourceState<LuckycoinPack> = { data: pack.value || undefined, error: error.value || undefined, loading: !pack.value && !error.value };

  return {
    pack,
    error,
    state,
    claiming,
    claimError,
    claim,
    retry: () => {
      pack.value = null;
      attempt.value = attempt.value + 1;
    },
  };
}
