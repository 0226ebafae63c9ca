import { describe, expect, test } from 'vitest';
import { tencentLiveAdapter, tencentSignature } from './tencent.adapter';

// Tencent Cloud CSS's URL signing, against the worked example of its documentation
// (https://intl.cloud.tencent.com/document/product/267/31560): KEY e12c46f2612d5106e2034781ab261ca3,
// StreamName test, txTime 5C271099 → txSecret f85a2ab363fe4deaffef9754d79da6fe.

const KEY = 'e12c46f2612d5106e2034781ab261ca3';

describe('Tencent Cloud live URLs', () => {
  test('the signature is the documented one', () => {
    expect(tencentSignature(KEY, 'test', 0x5c271099)).toEqual({ txSecret: 'f85a2ab363fe4deaffef9754d79da6fe', txTime: '5C271099' });
  });

  test('a push URL names the group\'s stream and expires with ours; play URLs are signed with the play key when there is one', () => {
    const config = {
      pushDomain: 'livepush.tcloud.com', playDomain: 'live.example.com', app: 'live', pushKey: KEY, playKey: '', playValidSeconds: 3600,
      clock: () => 0x5c271099 * 1000 - 3600 * 1000,
    };
    const live = tencentLiveAdapter(config);
    expect(live.pushUrl({ group: 'test', key: 'test-0a1b2c3d', expires: 0x5c271099, query: 'expires=1&sign=x' }))
      .toBe('rtmp://livepush.tcloud.com/live/test?txSecret=f85a2ab363fe4deaffef9754d79da6fe&txTime=5C271099');
    const stream = { stream_id: 's1', group_id: 'test', publish_key: null };
    expect(live.playUrls(stream)).toEqual({
      hls: 'https://live.example.com/live/test.m3u8', qualities: [{ quality: 'HD', url: 'https://live.example.com/live/test.m3u8' }],
    });
    const signed = tencentLiveAdapter({ ...config, playKey: KEY }).playUrls(stream);
    expect(signed.hls).toBe('https://live.example.com/live/test.m3u8?txSecret=f85a2ab363fe4deaffef9754d79da6fe&txTime=5C271099');
  });
});
