// The paging behind an infinite list (§9), apart from how its rows are drawn: which page comes
// next, that only one is asked for at a time, that a new query drops the answers of the old one,
// and that a page's rows are added a slice at a time.
import { signal } from '@preact/signals';

export interface InfinitePage<T> {
  items: T[];
  /** True when the server has nothing after this page. */
  ended: boolean;
  /** For cursor-paged APIs: passed back on the next call. */
  cursor?: string;
}

/** Where the next page starts: `offset` items are loaded, `cursor` is the last page's cursor, if any. */
export interface PagePosition {
  offset: number;
  cursor?: string;
}

export type PageLoader<T> = (at: PagePosition) => Promise<InfinitePage<T>>;

export type PagerStatus = 'loading' | 'idle' | 'error' | 'ended';

export interface PagerState<T> {
  items: T[];
  status: PagerStatus;
  cursor?: string;
}

export interface PagerOptions<T> {
  /** Read at each request, so a list may be handed a new loader without starting again. */
  load: PageLoader<T>;
  /** How many of a page's rows go in at once, given how many are already shown. */
  slice: (shown: number) => number;
  /** Runs the next slice later (after the next frame, for a list on screen). */
  later: (run: () => void) => void;
}

export function createPager<T>({ load, slice, later }: PagerOptions<T>) {
  const state = signal<PagerState<T>>({ items: [], status: 'loading' });
  // A reset or stop bumps the generation: an answer, or a slice, for the old query is dropped.
  let generation = 0;
  let busy = false;
  // A page whose rows are going in a slice at a time, from `from` on.
  let adding: { page: InfinitePage<T>; from: number; gen: number } | null = null;

  /** Asks for the next page unless one is on its way or the list has ended. */
  function next(): void {
    const base = state.value;
    if (busy || base.status === 'ended') return;
    busy = true;
    const gen = generation;
    if (base.status !== 'loading') state.value = { ...base, status: 'loading' };
    const step = slice(base.items.length);
    // The list stays 'loading' (no next request) until the page's last slice is in.
    const append = (page: InfinitePage<T>, from: number) => {
      if (gen !== generation) return;
      const to = Math.min(from + step, page.items.length);
      const last = to >= page.items.length;
      if (last) busy = false;
      adding = last ? null : { page, from: to, gen };
      const prev = state.value;
      state.value = {
        items: to > from ? prev.items.concat(page.items.slice(from, to)) : prev.items,
        cursor: last ? page.cursor : prev.cursor,
        // An empty page that claims more would ask for the same offset forever.
        status: !last ? 'loading' : page.ended || page.items.length === 0 ? 'ended' : 'idle',
      };
      if (!last) later(() => append(page, to));
    };
    load({ offset: base.items.length, cursor: base.cursor }).then(
      (page) => append(page, 0),
      () => {
        if (gen !== generation) return;
        busy = false;
        state.value = { ...state.value, status: 'error' };
      },
    );
  }

  /**
   * What the list shows once everything under way has landed: a page's rows still going in a slice
   * at a time are all in, a page still asked for is not (it is asked again later). For keeping the
   * view of a list that leaves before its last slice (a quick tab switch, issue 26 point 1).
   */
  function settled(): PagerState<T> {
    const now = state.value;
    const pending = adding && adding.gen === generation ? adding : null;
    if (pending) {
      const { page, from } = pending;
      return {
        items: now.items.concat(page.items.slice(from)),
        cursor: page.cursor,
        status: page.ended || page.items.length === 0 ? 'ended' : 'idle',
      };
    }
    return now.status === 'loading' ? { ...now, status: 'idle' } : now;
  }

  /** Drops what is loaded and starts again from the first page (a new search, sort or tab). */
  function reset(): void {
    generation++;
    busy = false;
    state.value = { items: [], status: 'loading' };
    next();
  }

  /**
   * Starts again from what the list showed last time (its kept view, issue 26 point 1) instead of
   * nothing: the first page is asked for again and, when it answers, replaces the kept rows (the
   * same rows are kept as they are, so nothing renders again); a failure (offline) leaves them.
   */
  function resume(kept: PagerState<T>): void {
    generation++;
    const gen = generation;
    busy = true;
    state.value = kept;
    load({ offset: 0 }).then(
      (page) => {
        if (gen !== generation) return;
        busy = false;
        const status: PagerStatus = page.ended || page.items.length === 0 ? 'ended' : 'idle';
        const prefix = page.items.length <= kept.items.length && page.items.every((item, i) => sameJson(item, kept.items[i]));
        // Unchanged: the whole list as it was, or its first page with more pages kept after it.
        if (prefix && (page.items.length === kept.items.length ? status === kept.status : status === 'idle')) return;
        state.value = { items: page.items, cursor: page.cursor, status };
      },
      () => {
        if (gen === generation) busy = false;
      },
    );
  }

  /** Nobody is looking any more: answers and slices still to come belong to no one. */
  function stop(): void {
    generation++;
  }

  return { state, next, reset, resume, settled, stop };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type Pager<T> = ReturnType<typeof createPager<T>>;
