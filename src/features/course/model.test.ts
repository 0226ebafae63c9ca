import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../test/msw';
import { courseFixture } from '../../../test/fixtures/course';
import { clearCoursePages, loadCoursePage, type CourseFilter } from './model';

useMswServer();

const filter: CourseFilter = { q: '', tag: '', sort: 'newest', favorites: false };
let calls = 0;

beforeEach(() => {
  calls = 0;
  clearCoursePages();
  server.use(
    http.get(apiUrl('demo', '/courses/'), ({ request }) => {
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
