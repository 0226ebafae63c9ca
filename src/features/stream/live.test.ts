// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { streamCalls } from '../../../contract/api/stream';
import { groupSettingsFixture } from '../../../test/fixtures/group';
import { logoutGroup, setSession } from '../../lib/session';
import { groupSettings } from '../group';
import {
  issueStreamPublishUrl, notifyGroupStream, startGroupStream, stopGroupStream,
} from './live';
import { streamInfo } from './model';
import type { StreamInfo } from '../../../contract/stream';
import { groupCalls } from '../../../contract/api/group';

useMswServer();

const STARTED = '2026-01-01T10:00:00.000Z';
const stream = (over: Partial<StreamInfo> = {}): StreamInfo => ({
  stream_id: 's1', title: 'Evening live', state: 'living', disabled: false, public: false, paid: false,
  product_id: null, price: null, started_at: STARTED, stopped_at: null, viewer_can_watch: true, viewer_paid: false, ...over,
});
const refused = () => HttpResponse.json({ code: 100409, message: 'refused' }, { status: 409 });

/** The settings GET, counting its calls (start and stop move the group's status clock). */
function serveSettings(started: string | null) {
  const calls = { count: 0 };
  server.use(
    mockCall('demo', groupCalls.settings, () => {
      calls.count++;
      return HttpResponse.json({ data: groupSettingsFixture({ lecturing_or_streaming_started_at: started }) });
    }),
  );
  return calls;
}

beforeEach(() => {
  setSession('demo', { token: 'tok', refresh_token: 'ref' });
  groupSettings.clear('demo');
});
afterEach(() => {
  logoutGroup('demo');
});

describe('issueStreamPublishUrl', () => {
  it('resolves with a new URL on each call, or null on a refusal', async () => {
    let n = 0;
    server.use(mockCall('demo', streamCalls.publishUrl, () => {
      n++;
      return HttpResponse.json({ data: { url: `rtmp://push.test/live/key${n}`, expires_at: '2026-01-01T10:05:00Z', valid_seconds: 300 } });
    }));
    expect((await issueStreamPublishUrl('demo'))!.url).toBe('rtmp://push.test/live/key1');
    expect((await issueStreamPublishUrl('demo'))!.url).toBe('rtmp://push.test/live/key2');
    server.use(mockCall('demo', streamCalls.publishUrl, () => refused()));
    expect(await issueStreamPublishUrl('demo')).toBeNull();
  });
});

describe('stream tools', () => {
  it('start puts the new stream in place of the last one and reads the group settings again', async () => {
    streamInfo.put('demo', stream({ state: 'stopped', disabled: true }));
    const settings = serveSettings(STARTED);
    let body: unknown = null;
    server.use(mockCall('demo', streamCalls.start, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: stream({ stream_id: 's2', title: 'Round two' }) });
    }));
    const info = await startGroupStream('demo', { title: 'Round two', public: true, price: null });
    expect(info && info.stream_id).toBe('s2');
    expect(body).toEqual({ title: 'Round two', public: true, price: null });
    expect(streamInfo.of('demo').data).toMatchObject({ stream_id: 's2', disabled: false });
    await vi.waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(settings.count).toBe(1);
    expect(groupSettings.of('demo').data!.lecturing_or_streaming_started_at).toBe(STARTED);
  });

  it('stop puts the stopped stream in place', async () => {
    streamInfo.put('demo', stream());
    serveSettings(null);
    server.use(mockCall('demo', streamCalls.stop, () =>
      HttpResponse.json({ data: stream({ state: 'stopped', disabled: true, stopped_at: '2026-01-01T11:00:00Z' }) })));
    expect(await stopGroupStream('demo')).toMatchObject({ state: 'stopped' });
    expect(streamInfo.of('demo').data).toMatchObject({ state: 'stopped', disabled: true });
    await vi.waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
  });

  it('a refused start or stop resolves null and leaves the stream as it was, settings unread', async () => {
    const last = stream({ state: 'stopped', disabled: true });
    streamInfo.put('demo', last);
    const settings = serveSettings(null);
    server.use(
      mockCall('demo', streamCalls.start, () => refused()),
      mockCall('demo', streamCalls.stop, () => refused()),
    );
    expect(await startGroupStream('demo', { title: 'x' })).toBeNull();
    expect(await stopGroupStream('demo')).toBeNull();
    expect(streamInfo.of('demo').data).toEqual(last);
    expect(settings.count).toBe(0);
  });

  it('notify resolves with how many were told and reads the stream again; null on a refusal', async () => {
    streamInfo.put('demo', stream());
    serveSettings(STARTED);
    let reads = 0;
    server.use(
      mockCall('demo', streamCalls.notify, () => HttpResponse.json({ data: { notified: 7 } })),
      mockCall('demo', streamCalls.info, () => {
        reads++;
        return HttpResponse.json({ data: stream({ title: 'Renamed' }) });
      }),
    );
    expect(await notifyGroupStream('demo')).toEqual({ notified: 7 });
    await vi.waitFor(() => expect(streamInfo.of('demo').data).toMatchObject({ title: 'Renamed' }));
    expect(reads).toBe(1);

    server.use(mockCall('demo', streamCalls.notify, () => refused()));
    expect(await notifyGroupStream('demo')).toBeNull();
    expect(reads).toBe(1);
  });
});
