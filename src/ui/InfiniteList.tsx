import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import './InfiniteList.css';

/** §9: the next page is requested when an item within this many of the end becomes visible. */
export const INFINITE_LIST_THRESHOLD = 10;

export interface InfinitePage<T> {
  items: T[];
  /** True when the server has nothing after this page. */
  ended: boolean;
  /** For cursor-paged APIs: passed back on the next call. */
  cursor?: string;
}

export interface InfiniteListProps<T> {
  /** `offset` is the number of items already loaded; `cursor` is the last page's cursor, if any. */
  load: (page: { offset: number; cursor?: string }) => Promise<InfinitePage<T>>;
  renderItem: (item: T, index: number) => ComponentChildren;
  getKey?: (item: T, index: number) => string | number;
  threshold?: number;
  emptyText?: ComponentChildren;
  /** Placeholder while the first page loads. */
  skeleton?: ComponentChildren;
  /** Changing it drops the loaded items and starts again (new search, sort or tab). */
  resetKey?: unknown;
  label?: string;
  class?: string;
}

type Status = 'loading' | 'idle' | 'error' | 'ended';

interface ListState<T> {
  items: T[];
  status: Status;
  cursor?: string;
}

function nearViewport(el: Element): boolean {
  return el.getBoundingClientRect().top <= (window.innerHeight || document.documentElement.clientHeight);
}

export function InfiniteList<T>({
  load,
  renderItem,
  getKey,
  threshold = INFINITE_LIST_THRESHOLD,
  emptyText,
  skeleton,
  resetKey,
  label,
  class: cls,
}: InfiniteListProps<T>) {
  const [state, setState] = useState<ListState<T>>({ items: [], status: 'loading' });
  const current = useRef(state);
  current.current = state;
  const loader = useRef(load);
  loader.current = load;
  // A reset bumps the generation so an answer for the old query is ignored.
  const generation = useRef(0);
  const busy = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const fetchNext = () => {
    const base = current.current;
    if (busy.current || base.status === 'ended') return;
    busy.current = true;
    const gen = generation.current;
    if (base.status !== 'loading') setState({ ...base, status: 'loading' });
    loader.current({ offset: base.items.length, cursor: base.cursor }).then(
      (page) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((prev) => ({
          items: prev.items.concat(page.items),
          cursor: page.cursor,
          // An empty page that claims more would ask for the same offset forever.
          status: page.ended || page.items.length === 0 ? 'ended' : 'idle',
        }));
      },
      () => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((prev) => ({ ...prev, status: 'error' }));
      },
    );
  };

  useEffect(() => {
    generation.current++;
    busy.current = false;
    const fresh: ListState<T> = { items: [], status: 'loading' };
    current.current = fresh;
    setState(fresh);
    fetchNext();
  }, [resetKey]);

  const triggerIndex = Math.max(0, state.items.length - threshold);

  useEffect(() => {
    if (state.status !== 'idle') return;
    const trigger = root.current && root.current.querySelector('[data-list-trigger]');
    if (!trigger) return;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNext();
      });
      observer.observe(trigger);
      return () => observer.disconnect();
    }
    // Engines without IntersectionObserver (old webviews): check on scroll and resize.
    let frame = 0;
    const check = () => {
      frame = 0;
      if (nearViewport(trigger)) fetchNext();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    check();
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [state.items.length, state.status]);

  const { items, status } = state;
  return (
    <div ref={root} class={cls ? `ui-list ${cls}` : 'ui-list'} aria-busy={status === 'loading' ? 'true' : undefined}>
      {items.length > 0 && (
        <ul class="ui-list__items" role="list" aria-label={label}>
          {items.map((item, i) => (
            <li key={getKey ? getKey(item, i) : i} data-list-trigger={i === triggerIndex ? '' : undefined}>
              {renderItem(item, i)}
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' &&
        (items.length === 0 ? (
          skeleton || <Skeleton repeat={3} />
        ) : (
          <div class="ui-list__foot">
            <Spinner />
          </div>
        ))}
      {status === 'error' && (
        <div class="ui-list__foot">
          <span>{t('ui:list.error')}</span>
          <button type="button" class="ui-icon-btn" aria-label={t('ui:list.retry')} onClick={fetchNext}>
            <Icon name="retry" />
          </button>
        </div>
      )}
      {status === 'ended' && (
        <div class="ui-list__foot">{items.length === 0 ? emptyText || t('ui:list.empty') : t('ui:list.ended')}</div>
      )}
    </div>
  );
}
