import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { createPager, type InfinitePage, type PagePosition } from '../lib/pager';
import { t } from '../lib/i18n';
import { ApiErrorLines } from './ApiErrorLines';
import { Button } from './Button';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import './PagedList.css';

export interface PagedListProps<T> {
  /** `offset`: items already loaded; `cursor`: the last page's, for cursor-paged lists. */
  load: (at: PagePosition) => Promise<InfinitePage<T>>;
  /** Changing it drops what is loaded and starts again from the first page. */
  resetKey?: unknown;
  renderItem: (item: T) => ComponentChildren;
  getKey: (item: T) => string | number;
  /** Names the list for assistive technology. */
  label: string;
  emptyText: string;
  /** The button that asks for the next page. */
  moreText: string;
  /** The first page failed: what shows instead (a screen's load-failed notice), with a retry. */
  renderFailure: (error: unknown, retry: () => void) => ComponentChildren;
  /** Placeholder rows while the first page loads. */
  skeletonRows?: number;
}

/**
 * A list read a page at a time, for lists people work through rather than scroll past (the admin
 * portal's): skeleton rows, then the rows and "more" while the server has more. A first page that
 * fails is the caller's notice; a later one says why under the rows, with a retry.
 */
export function PagedList<T>({
  load, resetKey, renderItem, getKey, label, emptyText, moreText, renderFailure, skeletonRows = 4,
}: PagedListProps<T>) {
  const loader = useRef(load);
  loader.current = load;
  const failure = useRef<unknown>(null);
  const pager = useMemo(
    () =>
      createPager<T>({
        load: (at) =>
          loader.current(at).catch((err: unknown) => {
            failure.current = err;
            throw err;
          }),
        slice: () => Infinity,
        later: (run) => run(),
      }),
    [],
  );

  useEffect(() => {
    pager.reset();
    return pager.stop;
  }, [resetKey, pager]);

  const { items, status } = pager.state.value;
  if (items.length === 0) {
    if (status === 'loading') return <Skeleton lines={2} repeat={skeletonRows} />;
    if (status === 'error') return <>{renderFailure(failure.current, pager.next)}</>;
    if (status === 'ended') return <p class="ui-paged__empty">{emptyText}</p>;
  }
  return (
    <div class="ui-paged" aria-busy={status === 'loading' ? 'true' : undefined}>
      <ul class="ui-paged__items" aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)} class="ui-paged__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {status === 'loading' && (
        <div class="ui-paged__foot">
          <Spinner />
        </div>
      )}
      {status === 'error' && (
        <div class="ui-paged__foot" role="alert">
          <ApiErrorLines error={failure.current} />
          <Button variant="secondary" onClick={pager.next}>
            {t('ui:list.retry')}
          </Button>
        </div>
      )}
      {status === 'idle' && (
        <div class="ui-paged__foot">
          <Button variant="secondary" onClick={pager.next}>
            {moreText}
          </Button>
        </div>
      )}
    </div>
  );
}
