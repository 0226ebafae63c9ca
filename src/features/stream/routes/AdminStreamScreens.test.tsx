import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { meFixture } from '../../../../test/fixtures/account';
import { groupSettingsFixture, settingsStore } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { withTexts } from '../../../../test/texts';
import { logoutGroup, setSession } from '../../../lib/session';
import { closeAllModals } from '../../../ui/modals';
import { account } from '../../account';
import { groupSettings, type GroupSettings } from '../../group';
import { streamInfo, streamPreviews } from '../model';
import { StreamPlayer } from '../components/StreamPlayer';
import type { StreamInfo, StreamStartRequest } from '../../../../contract/stream';

// admin/stream and admin/setting/stream_prepare (issue 14 point 3): what is on, the §4 rules, the
// stream page's own tools (start, stop), the previews; the push URL with its server and key to copy
// and a refresh, and the orientation the next stream takes.

vi.mock('../hlsPlayer', () => ({ attachHls: () => Promise.resolve({ how: 'native', detach: () => {} }) }));

useMswServer();

let info: StreamInfo | null;
let saved: ReturnType<typeof settingsStore>['store'];
let sent: unknown[];
let issued: number;

const living = (over: Partial<StreamInfo> = {}): StreamInfo => ({
  stream_id: 's1', title: 'Office hours', state: 'living', disabled: false, public: true, paid: true, product_id: 'p1',
  price: { asset_id: 'cny', amount: '6.6' }, started_at: '2026-01-01T10:00:00Z', stopped_at: null, orientation: 'portrait',
  viewer_can_watch: true, viewer_paid: false, ...over,
});

function serve(initial: Partial<GroupSettings> = {}) {
  const settings = settingsStore(groupSettingsFixture({ stream_orientation: 'landscape', ...initial }));
  saved = settings.store;
  server.use(
    // Before groupHandlers and homeHandlers (the home's previews): the first handler that matches answers.
    ...settings.handlers,
    http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    http.get(apiUrl('demo', '/stream/info'), () => HttpResponse.json({ data: info })),
    http.get(apiUrl('demo', '/stream/previews'), () =>
      HttpResponse.json({ data: [{ preview_id: 'p1', title: 'Moon night', description: '', cover_url: '', state: 'pending', live_at: '2026-01-03T12:00:00Z' }] })),
    http.post(apiUrl('demo', '/stream/start'), async ({ request }) => {
      const body = (await request.json()) as StreamStartRequest;
      sent.push({ start: body });
      info = living({ title: body.title || 'Demo Group', public: !!body.public, paid: !!body.price, price: body.price || null, orientation: saved.settings.stream_orientation });
      return HttpResponse.json({ data: info });
    }),
    http.post(apiUrl('demo', '/stream/stop'), () => {
      sent.push('stop');
      info = { ...info!, state: 'stopped', disabled: true, stopped_at: '2026-01-01T11:00:00Z' };
      return HttpResponse.json({ data: info });
    }),
    http.get(apiUrl('demo', '/stream/publish_url'), () => {
      issued += 1;
      return HttpResponse.json({
        data: { url: `rtmp://push.test/live/demo-${issued}?expires=9&sign=s${issued}`, expires_at: new Date(Date.now() + 300_000).toISOString(), valid_seconds: 300 },
      });
    }),
    ...groupHandlers('demo'),
    ...homeHandlers(),
  );
}

beforeEach(() => {
  localStorage.clear();
  [account, groupSettings, streamInfo, streamPreviews].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  info = null;
  sent = [];
  issued = 0;
});
afterEach(() => {
  closeAllModals();
  cleanup();
  logoutGroup('demo');
});

describe('AdminStreamScreen (group-admin-stream)', { timeout: 20000 }, () => {
  it('is a section of the portal: nothing live, the §4 rules, the way to prepare, the previews', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Live stream/ }));
    expect(await screen.findByRole('heading', { name: 'Nothing is live right now.' })).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Before you start' });
    expect(within(rules).getByText('A stream cannot start while the chat is in lecture mode.')).toBeTruthy();
    expect(within(rules).getByText(/^A stopped stream cannot be resumed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prepare the streaming software' }).getAttribute('href')).toBe('#/demo/admin/setting/stream_prepare');
    // The push URL itself is on the prepare page, not here.
    expect(screen.queryByRole('button', { name: 'Get the publish URL' })).toBeNull();
    expect(await screen.findByText('Moon night')).toBeTruthy();
    // "Prepare a stream" is a page of this section, not an entry of its own.
    expect(screen.queryByRole('link', { name: /^Prepare a stream/ })).toBeNull();
  });

  it('starts a paid public stream once confirmed, shows it, and stops it once confirmed', async () => {
    serve();
    renderApp('#/demo/admin/stream');
    fireEvent.input(await screen.findByLabelText('Title'), { target: { value: 'Office hours' } });
    fireEvent.click(screen.getByLabelText('Public: anyone logged in may watch'));
    fireEvent.input(screen.getByLabelText('Price in CNY (empty: free)'), { target: { value: '6.6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the stream' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start the stream' }));
    await waitFor(() => expect(sent).toEqual([{ start: { title: 'Office hours', public: true, price: { asset_id: 'cny', amount: '6.6' } } }]));
    const status = await screen.findByRole('region', { name: /Office hours/ });
    expect(within(status).getByText('Public')).toBeTruthy();
    expect(within(status).getByText('Price: 6.60 CNY')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Open the stream page' }).getAttribute('href')).toBe('#/demo/stream');

    fireEvent.click(screen.getByRole('button', { name: 'Stop the stream' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A stopped stream cannot be resumed; starting again makes a new stream.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the stream' }));
    expect(await screen.findByRole('heading', { name: 'Nothing is live right now.' })).toBeTruthy();
    expect(sent[1]).toBe('stop');
  });

  it('in lecture mode says a stream cannot start, and offers no start', async () => {
    serve({ 'group-mode': 'lecture' });
    renderApp('#/demo/admin/stream');
    expect(await screen.findByText(/cannot start while the group is in lecture mode/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start the stream' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the stream cannot be loaded, with a retry', async () => {
    serve();
    let fail = true;
    server.use(http.get(apiUrl('demo', '/stream/info'), () => (fail ? HttpResponse.error() : HttpResponse.json({ data: living() }))));
    renderApp('#/demo/admin/stream');
    expect(await screen.findByText('The live stream could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Office hours/ })).toBeTruthy();
  });
});

describe('AdminStreamPrepareScreen (group-admin-setting-stream_prepare)', { timeout: 20000 }, () => {
  it('gives the push URL with its server and stream key to copy, the time left, and a new URL on demand', async () => {
    serve();
    renderApp('#/demo/admin/stream');
    fireEvent.click(await screen.findByRole('link', { name: 'Prepare the streaming software' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the publish URL' }));
    expect(await screen.findByText('rtmp://push.test/live/demo-1?expires=9&sign=s1')).toBeTruthy();
    expect(screen.getByText('rtmp://push.test/live')).toBeTruthy();
    expect(screen.getByText('demo-1?expires=9&sign=s1')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Valid for 00:0[45]:\d\d$/);
    for (const name of ['Copy the publish URL', 'Copy the server', 'Copy the stream key']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // The portal still marks the stream section as where this page belongs.
    expect(screen.getByRole('link', { name: /^Live stream/ }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Get a new URL' }));
    expect(await screen.findByText('demo-2?expires=9&sign=s2')).toBeTruthy();
    expect(issued).toBe(2);
  });

  it('saves the orientation as it is picked; the next stream takes it', async () => {
    serve();
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await screen.findByRole('region', { name: 'Orientation' }, { timeout: 5000 });
    expect((within(box).getByRole('radio', { name: 'Landscape (wide)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(box).getByRole('radio', { name: 'Portrait (tall, a phone held upright)' }));
    await screen.findByText('Saved');
    expect(saved.puts).toEqual([{ stream_orientation: 'portrait' }]);
    expect(groupSettings.of('demo').data!.stream_orientation).toBe('portrait');
    fireEvent.click(screen.getByRole('link', { name: 'Start or stop the stream' }));
    expect(await screen.findByRole('button', { name: 'Start the stream' })).toBeTruthy();
  });
});

describe('the viewers\' player takes the stream\'s shape', () => {
  beforeAll(() => withTexts('stream'));

  it('a portrait stream plays in a tall frame, a landscape one in a wide frame', () => {
    render(<StreamPlayer src="/live.m3u8" orientation="portrait" />);
    expect(screen.getByLabelText('Live stream').className).toContain('stream-player__video--portrait');
    cleanup();
    render(<StreamPlayer src="/live.m3u8" />);
    expect(screen.getByLabelText('Live stream').className).toContain('stream-player__video--landscape');
  });
});
