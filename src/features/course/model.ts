import type { InfinitePage } from '../../lib/pager';
import { courseListPrefs, setCourseListPrefs } from '../../lib/prefs';
import { groupResource, keyedResource } from '../../lib/resource';
import { fetchCourses, fetchCourseTags } from './api';
import { fetchFavorites } from '../favorite';
import { COURSE_PAGE_SIZE, COURSE_SORTS, type Course, type CourseList, type CourseSort } from '../../../contract/course';

/** Typing pauses this long before the search runs (§2 search is debounced; the figure is ours). */
export const COURSE_SEARCH_DEBOUNCE_MS = 500;

export interface CourseRow {
  course: Course;
  unfinished: boolean;
}

export interface CourseFilter {
  q: string;
  tag: string;
  sort: CourseSort;
  /** Only the person's favourite courses. */
  favorites: boolean;
}

export function isCourseSort(value: unknown): value is CourseSort {
  return typeof value === 'string' && (COURSE_SORTS as readonly string[]).indexOf(value) >= 0;
}

/** The persisted search and sort of a group's course list (§7), newest first by default (§9). */
export function savedCourseFilter(group: string): Pick<CourseFilter, 'q' | 'sort'> {
  const saved = courseListPrefs.value[group] || {};
  const q = saved.search || '';
  const sort = isCourseSort(saved.sort) && (q !== '' || saved.sort !== 'relevance') ? saved.sort : 'newest';
  return { q, sort };
}

/**
 * A new search ranks by best match unless another order was chosen; clearing it goes back to newest
 * first (best match means nothing without a search, so it is offered only while searching).
 */
export function withSearch(filter: CourseFilter, q: string): CourseFilter {
  if (q !== '' && filter.q === '' && filter.sort === 'newest') return { ...filter, q, sort: 'relevance' };
  if (q === '' && filter.sort === 'relevance') return { ...filter, q, sort: 'newest' };
  return { ...filter, q };
}

export function saveCourseFilter(group: string, filter: Pick<CourseFilter, 'q' | 'sort'>): void {
  setCourseListPrefs(group, { search: filter.q, sort: filter.sort });
}

// Pages already seen, so coming back to the list (§2 scroll restore) shows at once
// everything down to where the person was, instead of refilling it page by page
// from the network while the restored offset is still out of reach.
const PAGE_TTL_MS = 5 * 60 * 1000;
const pages = new Map<string, { at: number; page: InfinitePage<CourseRow> }>();

export function clearCoursePages(): void {
  pages.clear();
}

function fresh(key: string): InfinitePage<CourseRow> | null {
  const hit = pages.get(key);
  return hit && Date.now() - hit.at < PAGE_TTL_MS ? hit.page : null;
}

type PagePosition = { offset: number; cursor?: string };

/** Where the page after `page` (read at `at`) starts. */
function nextPosition(at: PagePosition, page: InfinitePage<CourseRow>): PagePosition {
  return { offset: at.offset + page.items.length, cursor: page.cursor };
}

function loadCached(
  keyOf: (at: PagePosition) => string,
  at: PagePosition,
  load: () => Promise<InfinitePage<CourseRow>>,
): Promise<InfinitePage<CourseRow>> {
  const first = fresh(keyOf(at));
  if (!first) {
    return load().then((page) => {
      pages.set(keyOf(at), { at: Date.now(), page });
      return page;
    });
  }
  // The first page of a list seen before: hand back every page seen after it as one.
  let merged = first;
  let pos = at;
  while (at.offset === 0 && !at.cursor && !merged.ended) {
    pos = nextPosition(pos, pages.get(keyOf(pos))!.page);
    const next = fresh(keyOf(pos));
    if (!next) break;
    merged = { items: merged.items.concat(next.items), ended: next.ended, cursor: next.cursor };
  }
  return Promise.resolve(merged);
}

/** One page of the course list for a filter: courses by offset, or favourites by cursor. */
export function loadCoursePage(group: string, filter: CourseFilter, at: PagePosition): Promise<InfinitePage<CourseRow>> {
  const base = [group, filter.q, filter.tag, filter.sort, filter.favorites ? 'fav' : ''].join('\u0000');
  if (filter.favorites) {
    return loadCached((p) => `${base}\u0000c${p.cursor || ''}`, at, () =>
      fetchFavorites(group, { type: 'course', key: filter.q, start: at.cursor }).then((list) => {
        const rows: CourseRow[] = [];
        list.items.forEach((item) => {
          if (item.type === 'course') rows.push({ course: item.course, unfinished: !item.course.finished_at });
        });
        return { items: rows, ended: !list.has_more, cursor: list.next_start || undefined };
      }),
    );
  }
  return loadCached((p) => `${base}\u0000o${p.offset}`, at, () =>
    fetchCourses(group, { q: filter.q, tag: filter.tag, sort: filter.sort, offset: at.offset }).then((list) => {
      const open = list.unfinished;
      return {
        items: list.courses.map((course) => ({ course, unfinished: open.indexOf(course.course_id) >= 0 })),
        // §9: another page is requested only when a full page came back.
        ended: list.courses.length < COURSE_PAGE_SIZE,
      };
    }),
  );
}

// Tags change rarely and are the same for everyone: kept for the session (a logout included), so
// coming back to the list does not refetch them. The course editor offers the same tags.
/** The group's course tags (§2 tag filter). */
export const courseTags = groupResource(fetchCourseTags, { keepOnLogout: true });

/** How many of the newest courses the group home shows. */
export const LATEST_COURSES = 3;

/** The first few courses of a group in a sort order: the group home's "latest courses" (sort 'newest'). */
export const latestCourses = keyedResource<CourseList, CourseSort>((group, sort) =>
  fetchCourses(group, { offset: 0, limit: LATEST_COURSES, sort }),
);
