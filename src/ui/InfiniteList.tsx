import { Component, type ComponentChildren, type RefObject } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { createPager, type InfinitePage, type PagePosition, type PagerState } from '../lib/pager';
import { t } from '../lib/i18n';
import { onGroupLogout } from '../lib/session';
import { afterNextFrame } from './afterNextFrame';
import { Icon } from './Icon';
import { SkeletonRegion, SkeletonShape } from './Skeleton';
import { Spinner } from './Spinner';
import { useRowWindow, type RowWindow } from './useRowWindow';
import './InfiniteList.css';

/** §9: the next page is requested when an item within this many of the end becomes visible. */
export const INFINITE_LIST_THRESHOLD = 10;

export type { InfinitePage };

export interface InfiniteListProps<T> {
  /** `offset` is the number of items already loaded; `cursor` is the last page's cursor, if any. */
  load: (page: PagePosition) => Promise<InfinitePage<T>>;
  /**
   * Rows already shown are not rendered again while the list grows, unless this function (or
   * getKey) is a new one: pass a stable function (useCallback) so that appending a page only
   * renders the new rows.
   */
  renderItem: (item: T, index: number) => ComponentChildren;
  getKey?: (item: T, index: number) => string | number;
  threshold?: number;
  emptyText?: ComponentChildren;
  /**
   * Placeholder while the first page loads: a row's shape, drawn `skeletonRows` times in place of
   * the rows (as tall as a real row, so nothing moves when they come), or a whole placeholder.
   * Without it, rows of two neutral lines.
   */
  skeleton?: ComponentChildren | ((index: number) => ComponentChildren);
  /** How many placeholder rows: about a screenful. */
  skeletonRows?: number;
  /** Changing it drops the loaded items and starts again (new search, sort or tab). */
  resetKey?: unknown;
  label?: string;
  class?: string;
  /**
   * Every row has the same height, fixed by its CSS: only the rows near the screen are rendered
   * (see useRowWindow). For lists that grow to hundreds of rows, like the courses (issue 4e).
   */
  windowed?: boolean;
  /**
   * Keeps the list's last view in memory under this name (the group's, cleared at its logout, and
   * a key naming what the list holds: include what `resetKey` stands for). Coming back shows it at
   * once while the first page is asked for again; offline it stays (issue 26 point 1).
   */
  keep?: { group: string; key: string };
}

// The kept views, by group and key: memory only, as the tab's last view is kept for the session.
const kept = new Map<string, PagerState<unknown>>();
const keptId = (keep: { group: string; key: string }) => keep.group + '\u0000' + keep.key;
/** Forgets every kept view (tests start each from nothing). */
export function forgetKeptLists(): void {
  kept.clear();
}
onGroupLogout((group) => {
  kept.forEach((_, id) => {
    if (id.indexOf(group + '\u0000') === 0) kept.delete(id);
  });
});

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
  skeletonRows = 6,
  resetKey,
  label,
  class: cls,
  windowed = false,
  keep,
}: InfiniteListProps<T>) {
  const keepAs = keep ? keptId(keep) : '';
  const loader = useRef(load);
  loader.current = load;
  const windowedNow = useRef(windowed);
  windowedNow.current = windowed;
  const root = useRef<HTMLDivElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  // A page's rows are added a slice per frame (see ROWS_PER_FRAME). A windowed list that already
  // shows rows takes a page at once: its rows arrive below the window, so none of them is rendered
  // yet, and the rows' box grows once instead of once a slice.
  const pager = useMemo(
    () =>
      createPager<T>({
        load: (at) => loader.current(at),
        slice: (shown) => (windowedNow.current && shown > 0 ? Infinity : ROWS_PER_FRAME),
        later: (run) => void afterNextFrame(run),
      }),
    [],
  );
  const fetchNext = pager.next;
  const saved = keepAs ? (kept.get(keepAs) as PagerState<T> | undefined) : undefined;
  // The first render already shows the kept view: no skeleton flashes before the effect below.
  const first = useRef(true);
  if (first.current) {
    first.current = false;
    if (saved) pager.state.value = saved;
  }

  // Which list the pager's rows are: a render with a new key still has the old key's rows.
  const rowsOf = useRef(saved ? keepAs : '');
  useEffect(() => {
    const view = keepAs ? (kept.get(keepAs) as PagerState<T> | undefined) : undefined;
    rowsOf.current = keepAs;
    if (view) pager.resume(view);
    else pager.reset();
    return () => {
      // Leaving before the last slice of a page went in (a quick tab switch) still keeps the page.
      const last = pager.settled();
      if (keepAs && rowsOf.current === keepAs && last.items.length > 0 && last.status !== 'error') kept.set(keepAs, last);
      pager.stop();
    };
  }, [resetKey, keepAs, pager]);

  const state = pager.state.value;
  // Kept as it renders (not in an effect, which a tab switch can beat): a settled view only.
  if (keepAs && rowsOf.current === keepAs && (state.status === 'idle' || state.status === 'ended')) kept.set(keepAs, state);

  // Back online (issue 26 point 1): a page that failed is asked for again, and a kept view asks for
  // its first page again (offline, its refresh failed and left it as it was).
  useEffect(() => {
    const retry = () => {
      const now = pager.state.peek();
      if (now.status === 'error') pager.next();
      else if (keepAs && now.status !== 'loading') pager.resume(now);
    };
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [pager, keepAs]);

  const total = state.items.length;
  const triggerIndex = Math.max(0, total - threshold);
  const win = useRowWindow(windowed, rowsBox, total);
  const windowing = win !== null;
  const lastVisible = win ? win.lastVisible : -1;

  // Windowed: the trigger row may not be in the document; the window says when it is on screen.
  useEffect(() => {
    if (windowing && state.status === 'idle' && lastVisible >= triggerIndex) fetchNext();
  }, [windowing, lastVisible, triggerIndex, state.status, fetchNext]);

  useEffect(() => {
    if (state.status !== 'idle' || windowing) return;
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
  }, [total, state.status, windowing, fetchNext]);

  const { items, status } = state;
  return (
    <div ref={root} class={cls ? `ui-list ${cls}` : 'ui-list'} aria-busy={status === 'loading' ? 'true' : undefined}>
      {total > 0 && windowed && (
        <WindowedRows
          box={rowsBox}
          label={label}
          items={items}
          win={win}
          trigger={triggerIndex}
          ended={status === 'ended'}
          renderItem={renderItem}
          getKey={getKey}
        />
      )}
      {total > 0 && !windowed && (
        <div class="ui-list__rows" role="list" aria-label={label}>
          {blockStarts(total).map((start) => (
            <InfiniteListBlock
              key={start}
              items={items}
              start={start}
              end={Math.min(start + BLOCK, total)}
              trigger={triggerIndex >= start && triggerIndex < start + BLOCK ? triggerIndex : -1}
              renderItem={renderItem}
              getKey={getKey}
            />
          ))}
        </div>
      )}
      {status === 'loading' &&
        (items.length === 0 ? (
          <InfiniteListSkeleton skeleton={skeleton} rows={skeletonRows} />
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

const neutralRow = () => (
  <div class="ui-skeleton__group">
    <SkeletonShape class="ui-skeleton__line" />
    <SkeletonShape class="ui-skeleton__line" width="60%" />
  </div>
);

function InfiniteListSkeleton({ skeleton, rows }: { skeleton: InfiniteListProps<unknown>['skeleton']; rows: number }) {
  if (skeleton && typeof skeleton !== 'function') return <>{skeleton}</>;
  const row = (skeleton as ((index: number) => ComponentChildren) | undefined) || neutralRow;
  return (
    <SkeletonRegion class="ui-list__skeleton">
      <ul class="ui-list__window">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>{row(i)}</li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/**
 * Rows rendered per frame when a page arrives. A page of 20 course cards rendered at once took
 * 45–55 ms of script on a 4×-throttled phone (issue 4e: no task over 50 ms); five at a time keep
 * each frame's share well under that. The rows of a new page start about ten rows below the
 * screen (the trigger), so spreading them over four frames is not visible.
 */
export const ROWS_PER_FRAME = 5;

// Rows are grouped in blocks of one frame's slice, each memoised and its own <ul>: a new slice (or
// the spinner coming and going) renders only the blocks whose rows changed, not every row already
// shown (issue 4e: with hundreds of rows that was most of each long task on a slow phone). Small
// blocks also keep the layout and paint of a block scrolled into view (content-visibility) small.
const BLOCK = ROWS_PER_FRAME;

function blockStarts(count: number): number[] {
  const starts: number[] = [];
  for (let i = 0; i < count; i += BLOCK) starts.push(i);
  return starts;
}

interface BlockProps {
  /** The whole list; the block shows items[start..end). */
  items: unknown[];
  start: number;
  end: number;
  /** Index of the row that loads the next page when seen, or -1 if it is not in this block. */
  trigger: number;
  renderItem: (item: any, index: number) => ComponentChildren;
  getKey?: (item: any, index: number) => string | number;
}

// Class components with shouldComponentUpdate: memo() would pull preact/compat into the bundle.
class InfiniteListBlock extends Component<BlockProps> {
  shouldComponentUpdate(next: BlockProps): boolean {
    const a = this.props;
    if (a.start !== next.start || a.end !== next.end || a.trigger !== next.trigger) return true;
    if (a.renderItem !== next.renderItem || a.getKey !== next.getKey) return true;
    for (let i = a.start; i < a.end; i++) if (a.items[i] !== next.items[i]) return true;
    return false;
  }

  render({ items, start, end, trigger, renderItem, getKey }: BlockProps) {
    const rows: ComponentChildren[] = [];
    for (let i = start; i < end; i++) {
      const item = items[i];
      rows.push(
        <li key={getKey ? getKey(item, i) : i} role="listitem" data-list-trigger={i === trigger ? '' : undefined}>
          <InfiniteListRow item={item} index={i} renderItem={renderItem} />
        </li>,
      );
    }
    // One <ul> per block: the browser can skip laying out and painting blocks that are off screen
    // (content-visibility in InfiniteList.css), so a new page costs the same at row 500 as at row 20.
    // role="none" keeps one list of rows for assistive technology (the role="list" around the blocks).
    return (
      <ul class="ui-list__items" role="none">
        {rows}
      </ul>
    );
  }
}

interface WindowedRowsProps {
  box: RefObject<HTMLDivElement | null>;
  label?: string;
  items: unknown[];
  /** Null until a row is measured (or without layout): every row is rendered. */
  win: RowWindow | null;
  trigger: number;
  ended: boolean;
  renderItem: (item: any, index: number) => ComponentChildren;
  getKey?: (item: any, index: number) => string | number;
}

/**
 * The rows of a windowed list: a box as tall as all rows, each rendered row placed at its own
 * offset. Rows keep their keys and their places, so moving the window by a row adds one row and
 * drops one, and the browser lays out and paints only that row (in flow, dropping the top row moved
 * every other row up and repainted them all). aria-posinset/setsize tell assistive technology where
 * a row sits among rows that are not all in the document.
 */
function WindowedRows({ box, label, items, win, trigger, ended, renderItem, getKey }: WindowedRowsProps) {
  const total = items.length;
  const from = win ? win.from : 0;
  const to = win ? win.to : total;
  const rows: ComponentChildren[] = [];
  for (let i = from; i < to; i++) {
    const item = items[i];
    rows.push(
      <li
        key={getKey ? getKey(item, i) : i}
        role="listitem"
        aria-posinset={i + 1}
        aria-setsize={ended ? total : -1}
        class={win ? 'ui-list__placed' : undefined}
        style={win ? { top: `${i * win.rowHeight}px` } : undefined}
        data-list-trigger={!win && i === trigger ? '' : undefined}
      >
        <InfiniteListRow item={item} index={i} renderItem={renderItem} />
      </li>,
    );
  }
  return (
    <div
      ref={box}
      class="ui-list__rows ui-list__rows--windowed"
      role="list"
      aria-label={label}
      style={win ? { height: `${total * win.rowHeight}px` } : undefined}
    >
      <ul class="ui-list__window" role="none">
        {rows}
      </ul>
    </div>
  );
}

interface RowProps {
  item: unknown;
  index: number;
  renderItem: (item: any, index: number) => ComponentChildren;
}

// A block re-renders when the trigger row moves in or out of it; its rows' content need not.
class InfiniteListRow extends Component<RowProps> {
  shouldComponentUpdate(next: RowProps): boolean {
    const a = this.props;
    return a.item !== next.item || a.index !== next.index || a.renderItem !== next.renderItem;
  }

  render({ item, index, renderItem }: RowProps) {
    return <>{renderItem(item, index)}</>;
  }
}
