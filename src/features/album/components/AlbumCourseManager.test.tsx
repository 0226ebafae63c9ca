import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { albumCalls } from '../../../../contract/api/album';
import { albumFixture } from '../../../../test/fixtures/album';
import { courseFixture } from '../../../../test/fixtures/courseEdit';
import { AlbumCourseManager, ALBUM_SEARCH_DEBOUNCE_MS } from './AlbumCourseManager';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('album'));

useMswServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const a = courseFixture({ course_id: 'a', title: 'Alpha' });
const b = courseFixture({ course_id: 'b', title: 'Beta' });

describe('AlbumCourseManager', () => {
  it('searches 800 ms after typing stops and adds a course', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queries: string[] = [];
    let added = '';
    server.use(
      mockCall('demo', courseCalls.list, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') || '';
        queries.push(q);
        return HttpResponse.json({ data: { courses: q ? [b] : [a, b], unfinished: [] } });
      }),
      mockCall('demo', albumCalls.addCourse, { id: 'al1' }, ({ params }) => {
        added = String(params.courseId);
        return HttpResponse.json({ data: albumFixture() });
      }),
    );
    render(<AlbumCourseManager group="demo" albumId="al1" records={[{ course_id: 'a', added_at: '', course: a }]} />);
    // Alpha is already in the album: only Beta is offered.
    expect(await screen.findByRole('button', { name: 'Add Beta to the album' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Alpha to the album' })).toBeNull();
    expect(queries).toEqual(['']);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'Be' } });
    await act(() => {
      vi.advanceTimersByTime(ALBUM_SEARCH_DEBOUNCE_MS - 1);
    });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'Bet' } });
    await act(() => {
      vi.advanceTimersByTime(ALBUM_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(queries).toEqual(['']);
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(queries).toEqual(['', 'Bet']));

    fireEvent.click(screen.getByRole('button', { name: 'Add Beta to the album' }));
    expect(await screen.findByRole('button', { name: 'Remove Beta from the album' })).toBeTruthy();
    expect(added).toBe('b');
  });

  it('removes a course', async () => {
    let removed = '';
    server.use(
      mockCall('demo', courseCalls.list, () => HttpResponse.json({ data: { courses: [], unfinished: [] } })),
      mockCall('demo', albumCalls.removeCourse, { id: 'al1' }, ({ params }) => {
        removed = String(params.courseId);
        return HttpResponse.json({ data: albumFixture() });
      }),
    );
    render(<AlbumCourseManager group="demo" albumId="al1" records={[{ course_id: 'a', added_at: '', course: a }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Alpha from the album' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Alpha from the album' })).toBeNull());
    expect(removed).toBe('a');
  });
});
