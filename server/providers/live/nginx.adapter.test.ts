import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/errors';
import { droppingParty } from '../../test/dropping';
import { nginxLiveAdapter } from './nginx.adapter';

// The nginx-rtmp adapter's addresses, and its control call when nginx is away. The way through a real
// nginx is nginx.test.ts.

const config = { rtmpBase: 'rtmp://live.example/live', hlsBase: 'https://live.example/hls', controlUrl: '' };

describe('nginx-rtmp live URLs', () => {
  test('the push goes to the application under our key with our query; members play the HLS under the accepted key', () => {
    const live = nginxLiveAdapter(config);
    expect(live.pushUrl({ group: 'demo', key: 'demo-0a1b2c3d', expires: 1_800_000_000, query: 'expires=1800000000&sign=ab' }))
      .toBe('rtmp://live.example/live/demo-0a1b2c3d?expires=1800000000&sign=ab');
    const hls = 'https://live.example/hls/demo-0a1b2c3d.m3u8';
    expect(live.playUrls({ stream_id: 's1', group_id: 'demo', publish_key: 'demo-0a1b2c3d' }))
      .toEqual({ hls, qualities: [{ quality: 'HD', url: hls }] });
    // Before any publish was accepted there is nothing under a key: the stream's id plays nothing either.
    expect(live.playUrls({ stream_id: 's1', group_id: 'demo', publish_key: null }).hls).toBe('https://live.example/hls/s1.m3u8');
  });

  test('ending a publish asks nothing without a control URL, and is a 503 when nginx does not answer', async () => {
    await expect(nginxLiveAdapter(config).endPublish('demo-0a1b2c3d')).resolves.toBeUndefined();
    const down = await droppingParty();
    try {
      const ended = nginxLiveAdapter({ ...config, controlUrl: `${down.origin}/control`, timeoutMs: 300 }).endPublish('demo-0a1b2c3d');
      await expect(ended).rejects.toBeInstanceOf(ApiError);
      await expect(ended).rejects.toMatchObject({ status: 503 });
      expect(down.attempts()).toBe(1);
    } finally {
      down.close();
    }
  });
});
