import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { assetCalls } from '../../../../contract/api/asset';
import { favoriteCalls } from '../../../../contract/api/favorite';
import { courseListPrefs } from '../../../lib/prefs';
import { courseFixture } from '../../../../test/fixtures/course';
import { clearCoursePages, COURSE_SEARCH_DEBOUNCE_MS } from '../model';
import { CourseListView } from './CourseListView';
import { coursesInProgress } from '../continue';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course', 'course_edit'));

useMswServer();

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => courseFixture({ course_id: `c${from + i}`, title: `Course ${from + i}` }));

let requests: URLSearchParams[] = [];
function coursesHandler(respond: (q: URLSearchParams) => Response | Promise<Response>) {
  return mockCall('demo', courseCalls.list, ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    return respond(q);
  });
}
const tags = mockCall('demo', courseCalls.tags, () =>
  HttpResponse.json({ data: [{ name: 'astronomy', course_count: 3 }, { name: 'poetry', course_count: 1 }] }),
);

beforeEach(() => {
  server.use(
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: [] })),
    mockCall('demo', courseCalls.inProgress, () => HttpResponse.json({ data: [] })),
  );
  coursesInProgress.clear('demo');
  requests = [];
  clearCoursePages();
  courseListPrefs.value = {};
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CourseListView', () => {
  it('asks for the newest 20 first, marks unfinished courses, and says when the list ended', async () => {
    server.use(
      tags,
      coursesHandler((q) =>
        HttpResponse.json({ data: { courses: page(0, 3), unfinished: q.get('offset') === '0' ? ['c1'] : [] } }),
      ),
    );
    render(<CourseListView group="demo" />);
    expect(await screen.findByText('Course 0')).toBeTruthy();
    expect(requests[0].get('sort')).toBe('newest');
    expect(requests[0].get('limit')).toBe('20');
    expect(requests[0].get('offset')).toBe('0');
    const ongoing = screen.getAllByText('Ongoing');
    expect(ongoing).toHaveLength(1);
    expect(ongoing[0].closest('a')!.getAttribute('href')).toBe('#/demo/courses/c1');
    expect(await screen.findByText('No more')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: [], unfinished: [] } })));
    render(<CourseListView group="demo" />);
    expect(await screen.findByText('No courses yet')).toBeTruthy();
  });

  it('shows an error with a retry that loads the page again', async () => {
    let fail = true;
    server.use(
      tags,
      coursesHandler(() =>
        fail
          ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: { courses: page(0, 2), unfinished: [] } }),
      ),
    );
    render(<CourseListView group="demo" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Course 1')).toBeTruthy();
  });

  it('searches only once typing pauses, and remembers the search and sort', async () => {
    server.use(
      tags,
      coursesHandler((q) => HttpResponse.json({ data: { courses: q.get('q') ? page(50, 1) : page(0, 2), unfinished: [] } })),
    );
    render(<CourseListView group="demo" />);
    await waitFor(() => expect(screen.getByText('Course 1')).toBeTruthy());
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    // Fake timers only around the debounce: Testing Library's waitFor polls with real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(box, { target: { value: 'sta' } });
    fireEvent.input(box, { target: { value: 'stars' } });
    await act(() => {
      vi.advanceTimersByTime(COURSE_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(requests.filter((q) => q.get('q'))).toHaveLength(0);
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Course 50')).toBeTruthy());
    expect(requests.filter((q) => q.get('q')).map((q) => q.get('q'))).toEqual(['stars']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'oldest' } });
    await waitFor(() => expect(requests[requests.length - 1].get('sort')).toBe('oldest'));
    expect(courseListPrefs.value.demo).toEqual({ search: 'stars', sort: 'oldest' });

    // As after a reload: nothing cached, only the stored preferences.
    cleanup();
    clearCoursePages();
    requests = [];
    render(<CourseListView group="demo" />);
    expect((screen.getByRole('searchbox', { name: 'Search courses' }) as HTMLInputElement).value).toBe('stars');
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0].get('q')).toBe('stars');
    expect(requests[0].get('sort')).toBe('oldest');
  });

  it('ranks a new search by best match, offered only while searching, and goes back to newest when cleared', async () => {
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: page(0, 2), unfinished: [] } })));
    render(<CourseListView group="demo" />);
    await waitFor(() => expect(screen.getByText('Course 1')).toBeTruthy());
    const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.value)).not.toContain('relevance');
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(box, { target: { value: '星空' } });
    await act(() => {
      vi.advanceTimersByTime(COURSE_SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(requests[requests.length - 1].get('q')).toBe('星空'));
    expect(requests[requests.length - 1].get('sort')).toBe('relevance');
    expect(sort.value).toBe('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(box, { target: { value: '' } });
    await act(() => {
      vi.advanceTimersByTime(COURSE_SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    // Back to the first list (served from the page cache) in its order.
    await waitFor(() => expect(sort.value).toBe('newest'));
    expect(courseListPrefs.value.demo).toEqual({ search: '', sort: 'newest' });
    expect([...sort.options].map((o) => o.value)).not.toContain('relevance');
  });

  it('marks the search in the titles while a search is active', async () => {
    courseListPrefs.value = { demo: { search: 'URSE 5', sort: 'newest' } };
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: page(50, 2), unfinished: [] } })));
    const { container } = render(<CourseListView group="demo" />);
    await waitFor(() => expect(container.querySelectorAll('mark')).toHaveLength(2));
    expect([...container.querySelectorAll('.course-card__title mark')].map((m) => m.textContent)).toEqual(['urse 5', 'urse 5']);
    expect(container.querySelector('.course-card__title')!.textContent).toBe('Course 50');
  });

  it('shows titles without marks when no search is active', async () => {
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: page(0, 2), unfinished: [] } })));
    const { container } = render(<CourseListView group="demo" />);
    expect(await screen.findByText('Course 1')).toBeTruthy();
    expect(container.querySelector('mark')).toBeNull();
  });

  it('filters by a tag from /course-tags/', async () => {
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: page(0, 1), unfinished: [] } })));
    render(<CourseListView group="demo" />);
    const select = await screen.findByRole('combobox', { name: 'Tag' });
    await screen.findByRole('option', { name: 'poetry' });
    fireEvent.change(select, { target: { value: 'poetry' } });
    await waitFor(() => expect(requests[requests.length - 1].get('tag')).toBe('poetry'));
  });

  it('lists favourite courses from /favorites when the favourites switch is on', async () => {
    server.use(
      tags,
      coursesHandler(() => HttpResponse.json({ data: { courses: page(0, 1), unfinished: [] } })),
      mockCall('demo', favoriteCalls.list, ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect(q.get('type')).toBe('course');
        return HttpResponse.json({
          data: {
            has_more: false,
            next_start: null,
            items: [{ type: 'course', favorited_at: '2026-01-02T00:00:00Z', course: courseFixture({ course_id: 'f1', title: 'Loved one' }) }],
          },
        });
      }),
    );
    render(<CourseListView group="demo" />);
    await screen.findByText('Course 0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Favourites' }));
    expect(await screen.findByText('Loved one')).toBeTruthy();
    expect(screen.queryByText('Course 0')).toBeNull();
  });
});

describe('CourseListView: continue learning and purchases', () => {
  it('leads with the courses in progress, last played first, each with its next lesson and progress', async () => {
    server.use(
      tags,
      coursesHandler(() => HttpResponse.json({ data: { courses: [courseFixture({ course_id: 'c9', title: 'Paid one', charge: { asset_id: 'usd', amount: '9.9' }, product_id: 'p9', paid: true, purchased: true })], unfinished: [] } })),
      mockCall('demo', courseCalls.inProgress, () =>
        HttpResponse.json({
          data: [
            { course: courseFixture({ course_id: 'c2', title: 'Spotting scams' }), lesson_count: 8, done_count: 3, last_played_at: '2026-02-02T00:00:00Z', next_lesson: { message_id: 'm4', number: 4, duration: 95 } },
            { course: courseFixture({ course_id: 'c3', title: 'Order books' }), lesson_count: 2, done_count: 0, last_played_at: '2026-02-01T00:00:00Z', next_lesson: { message_id: 'm1', number: 1, duration: null } },
          ],
        }),
      ),
    );
    render(<CourseListView group="demo" />);
    const strip = await screen.findByRole('region', { name: 'Continue learning' });
    const links = Array.from(strip.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/demo/courses/c2', '#/demo/courses/c3']);
    expect(links[0]!.textContent).toBe('Spotting scamsNext: lesson 4 of 8 · 1:353 of 8 lessons · 38 %');
    expect(links[1]!.textContent).toBe('Order booksNext: lesson 1 of 20 of 2 lessons · 0 %');
    // A bought course says so instead of its price.
    const card = await screen.findByRole('link', { name: /Paid one/ });
    expect(card.textContent).toContain('Purchased');
    expect(card.textContent).not.toContain('9.90');
  });

  it('shows no strip when no course is in progress', async () => {
    server.use(tags, coursesHandler(() => HttpResponse.json({ data: { courses: page(0, 1), unfinished: [] } })));
    render(<CourseListView group="demo" />);
    await screen.findByText('Course 0');
    expect(screen.queryByRole('region', { name: 'Continue learning' })).toBeNull();
  });
});
