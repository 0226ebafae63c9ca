// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { courseCalls } from '../../../contract/api/course';
import { courseFixture, messageFixture } from '../../../test/fixtures/course';
import { logoutGroup, setSession } from '../../lib/session';
import { purchase } from '../checkout';
import { openJoinDialog } from '../join';
import { withTexts } from '../../../test/texts';
import { clearCoursePages, courseTags, latestCourses, loadCoursePage, type CourseFilter } from './model';
import { createCourseDetailFlow, setCourseFavored } from './detail';
import { fetchCourse } from './api';

// The checkout and the join dialog have their own tests; here only that the course hands over to them.
vi.mock('../checkout', () => ({ purchase: vi.fn(() => Promise.resolve('cancel')) }));
vi.mock('../join', () => ({ openJoinDialog: vi.fn(() => Promise.resolve(false)) }));
// The real calls, watched: a test can await the very answer the flow is waiting for.
vi.mock('./api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./api')>();
  return { ...actual, fetchCourse: vi.fn(actual.fetchCourse) };
});

useMswServer();

beforeAll(() => withTexts('course'));

afterEach(() => {
  logoutGroup('demo');
  vi.mocked(purchase).mockClear();
  vi.mocked(openJoinDialog).mockClear();
});

const filter: CourseFilter = { q: '', tag: '', sort: 'newest', favorites: false };
let calls = 0;

beforeEach(() => {
  calls = 0;
  clearCoursePages();
  server.use(
    mockCall('demo', courseCalls.list, ({ request }) => {
      calls++;
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      const count = offset < 40 ? 20 : 5;
      const courses = Array.from({ length: count }, (_, i) => courseFixture({ course_id: `c${offset + i}` }));
      return HttpResponse.json({ data: { courses, unfinished: [] } });
    }),
  );
});

describe('loadCoursePage', () => {
  it('asks for the next page only after a full one, and ends on a short one', async () => {
    const first = await loadCoursePage('demo', filter, { offset: 0 });
    expect(first.items).toHaveLength(20);
    expect(first.ended).toBe(false);
    await loadCoursePage('demo', filter, { offset: 20 });
    const last = await loadCoursePage('demo', filter, { offset: 40 });
    expect(last.items).toHaveLength(5);
    expect(last.ended).toBe(true);
  });

  it('coming back to a list, hands back every page seen at once, without the network', async () => {
    await loadCoursePage('demo', filter, { offset: 0 });
    await loadCoursePage('demo', filter, { offset: 20 });
    expect(calls).toBe(2);
    const again = await loadCoursePage('demo', filter, { offset: 0 });
    expect(calls).toBe(2);
    expect(again.items.map((r) => r.course.course_id)).toEqual(Array.from({ length: 40 }, (_, i) => `c${i}`));
    expect(again.ended).toBe(false);
    // Another filter is another list.
    await loadCoursePage('demo', { ...filter, sort: 'oldest' }, { offset: 0 });
    expect(calls).toBe(3);
  });
});

const memberRequired = () => HttpResponse.json({ code: 100461, message: 'group member required' }, { status: 403 });
const member = () => setSession('demo', { token: 't', refresh_token: 'r' });

describe('setCourseFavored', () => {
  it('favours or unfavours, hands back the server’s answer and forgets the course pages seen', async () => {
    const paths: string[] = [];
    server.use(
      ...(['favor', 'unfavor'] as const).map((action) =>
        mockCall('demo', courseCalls[action], { id: 'c1' }, () => {
          paths.push(action);
          return HttpResponse.json({ data: { favored: action === 'favor', favorite_count: 4 } });
        }),
      ),
    );
    member();
    await loadCoursePage('demo', filter, { offset: 0 });
    expect(calls).toBe(1);
    expect(await setCourseFavored('demo', 'c1', true)).toEqual({ favored: true, favorite_count: 4 });
    expect(await setCourseFavored('demo', 'c1', false)).toEqual({ favored: false, favorite_count: 4 });
    expect(paths).toEqual(['favor', 'unfavor']);
    // The list is asked again: its favourites changed.
    await loadCoursePage('demo', filter, { offset: 0 });
    expect(calls).toBe(2);
  });

  it('forgets nothing when the server refuses', async () => {
    server.use(mockCall('demo', courseCalls.favor, { id: 'c1' }, () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })));
    member();
    await loadCoursePage('demo', filter, { offset: 0 });
    await expect(setCourseFavored('demo', 'c1', true)).rejects.toBeTruthy();
    await loadCoursePage('demo', filter, { offset: 0 });
    expect(calls).toBe(1);
  });
});

describe('createCourseDetailFlow', () => {
  it('loads a member’s course, then its messages in reading order', async () => {
    member();
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () =>
        HttpResponse.json({
          data: [messageFixture({ message_id: 'm2', index: 2 }), messageFixture({ message_id: 'm1', index: 1 })],
        }),
      ),
    );
    const flow = createCourseDetailFlow('demo', 'c1', true);
    flow.start();
    await vi.waitFor(() => expect(flow.messages.value).not.toBeNull());
    expect(flow.course.value!.course_id).toBe('c1');
    expect(flow.messages.value!.map((m) => m.message_id)).toEqual(['m1', 'm2']);
    expect(flow.viaOpen.value).toBe(false);
    expect(flow.gate.value).toBeNull();
    expect(flow.error.value).toBeNull();
  });

  it('reads a public course through /open-courses for a logged-in person who has not joined', async () => {
    member();
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c2' }, memberRequired),
      mockCall('demo', courseCalls.openGet, { id: 'c2' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'c2', public: true }) })),
      mockCall('demo', courseCalls.openMessages, { id: 'c2' }, () => HttpResponse.json({ data: [messageFixture()] })),
    );
    const flow = createCourseDetailFlow('demo', 'c2', true);
    flow.start();
    await vi.waitFor(() => expect(flow.messages.value).toHaveLength(1));
    expect(flow.viaOpen.value).toBe(true);
  });

  it('turns a refusal into the way in: logging in for a guest, joining for a member of nothing', async () => {
    server.use(mockCall('demo', courseCalls.openGet, { id: 'c1' }, memberRequired));
    const guest = createCourseDetailFlow('demo', 'c1', false);
    guest.start();
    await vi.waitFor(() => expect(guest.gate.value).toBe('login'));
    expect(guest.error.value).toBeNull();

    member();
    server.use(mockCall('demo', courseCalls.get, { id: 'c1' }, memberRequired));
    const outsider = createCourseDetailFlow('demo', 'c1', true);
    outsider.start();
    await vi.waitFor(() => expect(outsider.gate.value).toBe('join'));
  });

  it('shows a charged course not yet paid with the way to pay, without asking for its messages', async () => {
    member();
    let messageCalls = 0;
    let courseHits = 0;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c3' }, () => {
        courseHits++;
        return HttpResponse.json({ data: courseFixture({ course_id: 'c3', charge: { asset_id: 'usd', amount: '9.9' }, product_id: 'p-c3' }) });
      }),
      mockCall('demo', courseCalls.messages, { id: 'c3' }, () => {
        messageCalls++;
        return HttpResponse.json({ data: [] });
      }),
    );
    const flow = createCourseDetailFlow('demo', 'c3', true);
    flow.start();
    await vi.waitFor(() => expect(flow.gate.value).toBe('pay'));
    expect(flow.course.value!.course_id).toBe('c3');
    vi.mocked(purchase).mockResolvedValueOnce('success');
    await flow.unlock();
    expect(vi.mocked(purchase).mock.calls[0][0]).toMatchObject({ group: 'demo', productId: 'p-c3', quantity: 1, subtitle: 'Reading the night sky' });
    // Paid: the course is asked again, and still not its messages while it says unpaid.
    expect(flow.gate.value).toBeNull();
    await vi.waitFor(() => expect(flow.gate.value).toBe('pay'));
    expect(courseHits).toBe(2);
    expect(messageCalls).toBe(0);
  });

  it('loads the course again once the person joined through the gate, not when they gave up', async () => {
    member();
    let joined = false;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => (joined ? HttpResponse.json({ data: courseFixture() }) : memberRequired())),
      mockCall('demo', courseCalls.openGet, { id: 'c1' }, memberRequired),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [messageFixture()] })),
    );
    const flow = createCourseDetailFlow('demo', 'c1', true);
    flow.start();
    await vi.waitFor(() => expect(flow.gate.value).toBe('join'));
    await flow.unlock();
    expect(openJoinDialog).toHaveBeenCalledWith('demo');
    expect(flow.gate.value).toBe('join');
    joined = true;
    vi.mocked(openJoinDialog).mockResolvedValueOnce(true);
    await flow.unlock();
    await vi.waitFor(() => expect(flow.messages.value).toHaveLength(1));
    expect(flow.gate.value).toBeNull();
  });

  it('keeps a failure for the screen, and tries again on reload', async () => {
    member();
    let fail = true;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () =>
        fail ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: courseFixture() }),
      ),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [] })),
    );
    const flow = createCourseDetailFlow('demo', 'c1', true);
    flow.start();
    await vi.waitFor(() => expect(flow.error.value).toBeTruthy());
    expect(flow.gate.value).toBeNull();
    fail = false;
    flow.reload();
    expect(flow.error.value).toBeNull();
    await vi.waitFor(() => expect(flow.messages.value).toEqual([]));
    expect(flow.course.value!.course_id).toBe('c1');
  });

  it('drops the answers that arrive after it stopped', async () => {
    member();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, async () => {
        await held;
        return HttpResponse.json({ data: courseFixture() });
      }),
    );
    const flow = createCourseDetailFlow('demo', 'c1', true);
    vi.mocked(fetchCourse).mockClear();
    flow.start();
    const answer = vi.mocked(fetchCourse).mock.results[0]!.value as Promise<unknown>;
    flow.stop();
    release();
    // The flow's own handler of this answer was attached first, so it has run by the time the
    // answer reaches this test.
    expect(await answer).toMatchObject({ course: { course_id: 'c1' } });
    expect(flow.course.value).toBeNull();
  });

  it('favours at once on screen, then takes the server’s count; a refusal puts it back', async () => {
    member();
    let refuse = false;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.favor, { id: 'c1' }, () =>
        refuse ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: { favored: true, favorite_count: 7 } }),
      ),
    );
    const flow = createCourseDetailFlow('demo', 'c1', true);
    flow.start();
    await vi.waitFor(() => expect(flow.course.value).not.toBeNull());
    flow.toggleFavor();
    expect(flow.course.value!.favored).toBe(true);
    await vi.waitFor(() => expect(flow.course.value!.favorite_count).toBe(7));
    expect(flow.course.value!.favored).toBe(true);

    // Unfavouring, refused: back to favoured.
    server.use(
      mockCall('demo', courseCalls.unfavor, { id: 'c1' }, () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })),
    );
    refuse = true;
    flow.toggleFavor();
    expect(flow.course.value!.favored).toBe(false);
    // A second press while the first is on its way does nothing.
    flow.toggleFavor();
    expect(flow.course.value!.favored).toBe(false);
    await vi.waitFor(() => expect(flow.course.value!.favored).toBe(true));
    expect(flow.course.value!.favorite_count).toBe(7);
  });
});

describe('course resources', () => {
  it('keeps the tags once loaded, a logout included', async () => {
    let tagCalls = 0;
    server.use(
      mockCall('demo', courseCalls.tags, () => {
        tagCalls++;
        return HttpResponse.json({ data: [{ name: 'astronomy', course_count: 3 }] });
      }),
    );
    courseTags.clear('demo');
    expect(await courseTags.load('demo')).toEqual([{ name: 'astronomy', course_count: 3 }]);
    logoutGroup('demo');
    expect(courseTags.of('demo').data).toEqual([{ name: 'astronomy', course_count: 3 }]);
    await courseTags.load('demo');
    expect(tagCalls).toBe(1);
  });

  it('asks for the newest three courses for the group home', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      mockCall('demo', courseCalls.list, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { courses: [courseFixture()], unfinished: ['c1'] } });
      }),
    );
    const latest = await latestCourses.load('demo', 'newest', true);
    expect(latest).toEqual({ courses: [courseFixture()], unfinished: ['c1'] });
    expect(asked!.get('limit')).toBe('3');
    expect(asked!.get('sort')).toBe('newest');
    expect(asked!.get('offset')).toBe('0');
  });
});
