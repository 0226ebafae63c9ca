// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { albumCalls } from '../../../contract/api/album';
import { albumFixture } from '../../../test/fixtures/album';
import { albumDetail, loadAlbumPage, saveAlbum } from './model';
import { ALBUM_LIST_LIMIT } from '../../../contract/album';

useMswServer();

const album = albumFixture;

afterEach(() => albumDetail.clear('demo'));

describe('album model', () => {
  it('keeps the courses of an album whose name was saved (the answer does not list them)', async () => {
    server.use(
      mockCall('demo', albumCalls.get, { id: 'al1' }, () => HttpResponse.json({ data: album() })),
      mockCall('demo', albumCalls.update, { id: 'al1' }, () => HttpResponse.json({ data: album({ name: 'Renamed', course_records: undefined }) })),
    );
    await albumDetail.load('demo', 'al1');
    await saveAlbum('demo', { name: 'Renamed', description: '' }, 'al1');
    const shown = albumDetail.of('demo', 'al1').data!;
    expect(shown.name).toBe('Renamed');
    expect(shown.course_records!.map((r) => r.course_id)).toEqual(['c1']);
  });

  it('asks for another page of albums only after a full one', async () => {
    const full = Array.from({ length: ALBUM_LIST_LIMIT }, (_, i) => album({ album_id: `a${i}` }));
    server.use(
      mockCall('demo', albumCalls.list, ({ request }) =>
        HttpResponse.json({ data: new URL(request.url).searchParams.get('offset') === '0' ? full : [album()] }),
      ),
    );
    expect((await loadAlbumPage('demo', 0)).ended).toBe(false);
    expect(await loadAlbumPage('demo', ALBUM_LIST_LIMIT)).toEqual({ items: [album()], ended: true });
  });
});
