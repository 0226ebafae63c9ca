import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { favoriteCalls } from '../../../../contract/api/favorite';
import { courseFixture } from '../../../../test/fixtures/course';
import { FavoriteList } from './FavoriteList';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('favorite', 'course'));

useMswServer();
afterEach(cleanup);

const album = {
  album_id: 'al1', name: 'Star albums', description: '', cover_url: '', course_count: 2, favorite_count: 1, favored: true,
  creator_id: 'u1', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};

describe('FavoriteList', () => {
  it('pages favourite courses with start/has_more, and switches to albums', async () => {
    const starts: (string | null)[] = [];
    server.use(
      mockCall('demo', favoriteCalls.list, ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('type') === 'album') {
          return HttpResponse.json({ data: { has_more: false, next_start: null, items: [{ type: 'album', favorited_at: '2026-01-01T00:00:00Z', album }] } });
        }
        starts.push(q.get('start'));
        const second = q.get('start') === '1';
        const course = courseFixture({ course_id: second ? 'c2' : 'c1', title: second ? 'Second fav' : 'First fav' });
        return HttpResponse.json({
          data: { has_more: !second, next_start: second ? null : '1', items: [{ type: 'course', favorited_at: '2026-01-01T00:00:00Z', course }] },
        });
      }),
    );
    render(<FavoriteList group="demo" />);
    expect(await screen.findByText('First fav')).toBeTruthy();
    // The second page follows the first once its end is in view.
    expect(await screen.findByText('Second fav', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(starts).toEqual([null, '1']);
    expect(await screen.findByText('No more')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Albums' }));
    expect(await screen.findByText('Star albums')).toBeTruthy();
    expect(screen.getByText('2 courses')).toBeTruthy();
  }, 15000);

  it('says when there are no favourites', async () => {
    server.use(mockCall('demo', favoriteCalls.list, () => HttpResponse.json({ data: { has_more: false, next_start: null, items: [] } })));
    render(<FavoriteList group="demo" />);
    expect(await screen.findByText('No favourite courses yet')).toBeTruthy();
  });
});
