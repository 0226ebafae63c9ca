import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { screenAlerts } from '../../../../test/admin';
import { heldResponse, server, useMswServer, mockCall } from '../../../../test/msw';
import { streamCalls } from '../../../../contract/api/stream';
import { meFixture } from '../../../../test/fixtures/account';
import { groupAdminSettingsFixture, settingsStore } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { withTexts } from '../../../../test/texts';
import { logoutGroup, setSession } from '../../../lib/session';
import { closeAllModals } from '../../../ui/modals';
import { clearToasts } from '../../../ui/toast';
import { account } from '../../account';
import { groupAdminSettings, groupSettings, type GroupAdminSettings } from '../../group';
import { streamInfo, streamPreviews } from '../model';
import { StreamPlayer } from '../components/StreamPlayer';
import type { StreamInfo, StreamPreview, StreamStartRequest } from '../../../../contract/stream';
import type { StreamPreviewCreate } from '../../../../contract/streamPreview';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

// admin/stream and admin/setting/stream_prepare (issue 14 point 3): what is on, the §4 rules, the
// stream page's own tools (start, stop), the previews; the push URL with its server and key to copy
// and a refresh, the orientation the next stream takes, and the preview schedule: the streams
// announced ahead, soonest first, each deleted once confirmed; a new one checked as the server
// checks it, kept as typed when refused; after each change the group's previews (the home's and the
// stream page's list too) are read again.

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

function serve(initial: Partial<GroupAdminSettings> = {}) {
  const settings = settingsStore(groupAdminSettingsFixture({ stream_orientation: 'landscape', ...initial }));
  saved = settings.store;
  server.use(
    // Before groupHandlers and homeHandlers (the home's previews): the first handler that matches answers.
    ...settings.handlers,
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', streamCalls.info, () => HttpResponse.json({ data: info })),
    mockCall('demo', streamCalls.previews, () =>
      HttpResponse.json({ data: [{ preview_id: 'p1', title: 'Moon night', description: '', cover_url: '', state: 'pending', live_at: '2026-01-03T12:00:00Z' }] })),
    mockCall('demo', streamCalls.start, async ({ request }) => {
      const body = (await request.json()) as StreamStartRequest;
      sent.push({ start: body });
      info = living({ title: body.title || 'Demo Group', public: !!body.public, paid: !!body.price, price: body.price || null, orientation: saved.settings.stream_orientation });
      return HttpResponse.json({ data: info });
    }),
    mockCall('demo', streamCalls.stop, () => {
      sent.push('stop');
      info = { ...info!, state: 'stopped', disabled: true, stopped_at: '2026-01-01T11:00:00Z' };
      return HttpResponse.json({ data: info });
    }),
    mockCall('demo', streamCalls.publishUrl, () => {
      issued += 1;
      return HttpResponse.json({
        data: { url: `rtmp://push.test/live/demo-${issued}?expires=9&sign=s${issued}`, expires_at: new Date(Date.now() + 300_000).toISOString(), valid_seconds: 300 },
      });
    }),
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
  );
}

beforeEach(() => {
  localStorage.clear();
  [account, groupAdminSettings, groupSettings, streamInfo, streamPreviews].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  info = null;
  sent = [];
  issued = 0;
});
afterEach(() => {
  closeAllModals();
  clearToasts();
  cleanup();
  logoutGroup('demo');
});

describe('AdminStreamScreen (group-admin-stream)', { timeout: 60_000 }, () => {
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
    server.use(mockCall('demo', streamCalls.info, () => (fail ? HttpResponse.error() : HttpResponse.json({ data: living() }))));
    renderApp('#/demo/admin/stream');
    expect(await screen.findByText('The live stream could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Office hours/ })).toBeTruthy();
  });
});

describe('AdminStreamPrepareScreen (group-admin-setting-stream_prepare)', { timeout: 60_000 }, () => {
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
    const box = await screen.findByRole('region', { name: 'Orientation' }, { timeout: 15_000 });
    expect((within(box).getByRole('radio', { name: 'Landscape (wide)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(box).getByRole('radio', { name: 'Portrait (tall, a phone held upright)' }));
    await screen.findByText('Saved');
    expect(saved.puts).toEqual([{ stream_orientation: 'portrait' }]);
    expect(groupAdminSettings.of('demo').data!.stream_orientation).toBe('portrait');
    fireEvent.click(screen.getByRole('link', { name: 'Start or stop the stream' }));
    expect(await screen.findByRole('button', { name: 'Start the stream' })).toBeTruthy();
  });
});

const DAY = 86_400_000;
/** A local day `days` from today, as the date input takes it. */
const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const preview = (over: Partial<StreamPreview>): StreamPreview => ({
  preview_id: 'p', title: 'A stream', description: '', cover_url: '', state: 'pending', live_at: null, ...over,
});

let previews: StreamPreview[];
let scheduled: unknown[];
let reads: number;
let refusal: { status: number; code: number; message: string } | null;

function resetSchedule() {
  previews = [
    preview({ preview_id: 'soon', title: 'Live Q&A', description: 'Bring your questions.', live_at: new Date(2030, 0, 5, 19, 30).toISOString() }),
    preview({ preview_id: 'later', title: 'Weekly market review', live_at: new Date(2030, 0, 12, 9, 0).toISOString() }),
    preview({ preview_id: 'tba', title: 'Guest lecture' }),
  ];
  scheduled = [];
  reads = 0;
  refusal = null;
}

/** The portal as in serve(), with a schedule that changes as the admin adds and deletes (the server's order). */
function serveSchedule() {
  serve();
  server.use(
    mockCall('demo', streamCalls.previews, () => {
      reads += 1;
      return HttpResponse.json({ data: previews });
    }),
    mockCall('demo', streamCalls.addPreview, async ({ request }) => {
      const body = (await request.json()) as StreamPreviewCreate;
      scheduled.push({ add: body });
      if (refusal) return HttpResponse.json({ code: refusal.code, message: refusal.message }, { status: refusal.status });
      const added = preview({ preview_id: `new-${scheduled.length}`, title: body.title, description: body.description || '', live_at: body.starts_at });
      previews = [...previews, added].sort((x, y) => ((x.live_at || '~') < (y.live_at || '~') ? -1 : 1));
      return HttpResponse.json({ data: added });
    }),
    mockCall('demo', streamCalls.removePreview, ({ params }) => {
      scheduled.push({ remove: params.id });
      previews = previews.filter((p) => p.preview_id !== params.id);
      return HttpResponse.json({ data: { preview_id: params.id } });
    }),
  );
}

const section = () => screen.findByRole('region', { name: 'Schedule' }, { timeout: 15_000 });
const rows = (box: HTMLElement) => within(within(box).getByRole('list', { name: 'Scheduled streams' })).getAllByRole('listitem');

/** Picks a day and time with the app's date-time picker. */
function pickStart(box: HTMLElement, day: string, hour: number, minute: number) {
  fireEvent.click(within(box).getByRole('button', { name: /^Starts at:/ }));
  const picker = screen.getByRole('dialog', { name: 'Starts at' });
  fireEvent.input(within(picker).getByLabelText('Date'), { target: { value: day } });
  fireEvent.change(within(picker).getByLabelText('Hour'), { target: { value: String(hour) } });
  fireEvent.change(within(picker).getByLabelText('Minute'), { target: { value: String(minute) } });
  fireEvent.click(within(picker).getByRole('button', { name: 'OK' }));
}

describe('the preview schedule (admin/setting/stream_prepare)', { timeout: 60_000 }, () => {
  beforeEach(resetSchedule);

  it('lists the streams soonest first, with the date and time in the reader’s language; unannounced ones last', async () => {
    serveSchedule();
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    const items = await waitFor(() => rows(box));
    expect(items.map((li) => within(li).getByText(/./, { selector: '.stream-schedule__name' }).textContent)).toEqual([
      'Live Q&A', 'Weekly market review', 'Guest lecture',
    ]);
    expect(within(items[0]!).getByText(/Sat, Jan 5, 2030.*07:30.PM/)).toBeTruthy();
    expect(within(items[0]!).getByText('Bring your questions.')).toBeTruthy();
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe(previews[0]!.live_at);
    expect(within(items[2]!).getByText('Date not announced')).toBeTruthy();
    // One primary action on the page: the form's.
    expect(document.querySelectorAll('.ui-btn--primary')).toHaveLength(1);
    expect(within(box).getByRole('button', { name: 'Schedule' }).className).toContain('ui-btn--primary');
  });

  it('shows a skeleton while loading, and the load-failed notice with a retry when the list cannot be read', async () => {
    serveSchedule();
    let fail = true;
    // The first answer waits until the skeleton has been seen, however slow the machine.
    const first = heldResponse();
    server.use(
      mockCall('demo', streamCalls.previews, async () => {
        await first.wait();
        return fail ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 }) : HttpResponse.json({ data: previews });
      }),
    );
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    expect(within(box).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    first.release();
    expect(await within(box).findByText('The schedule could not be loaded.')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Schedule' })).toBeNull();
    fail = false;
    fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await within(box).findByText('Live Q&A')).toBeTruthy();
  });

  it('schedules a stream at the picked local time; the list, and the previews the home shows, are read again', async () => {
    serveSchedule();
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    await waitFor(() => rows(box));
    const before = reads;
    const day = dayFromNow(1);
    fireEvent.input(within(box).getByLabelText('Title'), { target: { value: '  Office hours  ' } });
    pickStart(box, day, 8, 15);
    expect(within(box).getByRole('button', { name: /^Starts at: \d{4}\/\d\d\/\d\d 08:15$/ })).toBeTruthy();
    fireEvent.input(within(box).getByLabelText('Description (optional)'), { target: { value: ' Ask anything. ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Schedule' }));

    const startsAt = new Date(`${day}T08:15`).toISOString();
    await waitFor(() => expect(scheduled).toEqual([{ add: { title: 'Office hours', starts_at: startsAt, description: 'Ask anything.' } }]));
    expect(await screen.findByText('Stream scheduled')).toBeTruthy();
    await waitFor(() => expect(rows(box).map((li) => li.querySelector('.stream-schedule__name')!.textContent)[0]).toBe('Office hours'));
    expect(reads).toBeGreaterThan(before);
    expect(streamPreviews.of('demo').data!.map((p) => p.title)).toContain('Office hours');
    // The form is empty again for the next one.
    expect((within(box).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(within(box).getByRole('button', { name: 'Starts at: Select' })).toBeTruthy();
  });

  it('checks the rules before sending, says what to change, and keeps what was typed', async () => {
    serveSchedule();
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    await waitFor(() => rows(box));
    fireEvent.input(within(box).getByLabelText('Description (optional)'), { target: { value: 'd'.repeat(501) } });
    fireEvent.click(within(box).getByRole('button', { name: 'Schedule' }));
    expect(screenAlerts()).toEqual(['Enter a title.', 'Pick the date and time it starts.', 'Use at most 500 characters.']);
    expect(within(box).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(within(box).getByLabelText('Title').getAttribute('aria-describedby')).toBe(within(box).getByText('Enter a title.').closest('[role="alert"]')!.id);

    fireEvent.input(within(box).getByLabelText('Title'), { target: { value: 'x'.repeat(121) } });
    fireEvent.input(within(box).getByLabelText('Description (optional)'), { target: { value: 'Short.' } });
    pickStart(box, dayFromNow(2), 10, 0);
    // What was said about each field goes once it is changed.
    expect(screenAlerts()).toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: 'Schedule' }));
    expect(screenAlerts()).toEqual(['Use at most 120 characters.']);
    expect(scheduled).toEqual([]);
    expect((within(box).getByLabelText('Description (optional)') as HTMLTextAreaElement).value).toBe('Short.');
  });

  it('says the schedule is full before sending, and the server’s refusal under the form, keeping the text', async () => {
    serveSchedule();
    previews = Array.from({ length: 20 }, (_, i) => preview({ preview_id: `p${i}`, title: `Session ${i + 1}`, live_at: new Date(Date.now() + (i + 1) * DAY).toISOString() }));
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    await waitFor(() => expect(rows(box)).toHaveLength(20));
    fireEvent.input(within(box).getByLabelText('Title'), { target: { value: 'One too many' } });
    pickStart(box, dayFromNow(1), 9, 0);
    fireEvent.click(within(box).getByRole('button', { name: 'Schedule' }));
    expect(screenAlerts()).toEqual(['The schedule holds 20 upcoming streams. Delete one before adding another.']);
    expect(scheduled).toEqual([]);

    // One deleted: room again, and the note goes. The server may still refuse (another admin was quicker).
    fireEvent.click(within(rows(box)[19]!).getByRole('button', { name: 'Delete “Session 20”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows(box)).toHaveLength(19));
    expect(screenAlerts()).toEqual([]);
    refusal = { status: 409, code: 104302, message: 'at most 20 upcoming stream previews' };
    fireEvent.click(within(box).getByRole('button', { name: 'Schedule' }));
    const said = (await within(box).findByText('At most 20 streams can be scheduled ahead. Delete one before adding another.')).closest('[role="alert"]')!;
    // Under the form, just above its button; not in a toast.
    expect(said.nextElementSibling).toBe(within(box).getByRole('button', { name: 'Schedule' }));
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect((within(box).getByLabelText('Title') as HTMLInputElement).value).toBe('One too many');
    expect(scheduled).toEqual([{ remove: 'p19' }, { add: expect.objectContaining({ title: 'One too many' }) }]);
  });

  it('deletes a stream once confirmed, and leaves it when cancelled', async () => {
    serveSchedule();
    renderApp('#/demo/admin/setting/stream_prepare');
    const box = await section();
    await waitFor(() => rows(box));
    fireEvent.click(within(rows(box)[0]!).getByRole('button', { name: 'Delete “Live Q&A”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take this stream off the schedule?' });
    expect(within(dialog).getByText('“Live Q&A” will no longer show as coming up.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scheduled).toEqual([]);

    fireEvent.click(within(rows(box)[0]!).getByRole('button', { name: 'Delete “Live Q&A”' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(scheduled).toEqual([{ remove: 'soon' }]));
    expect(await screen.findByText('Taken off the schedule')).toBeTruthy();
    await waitFor(() => expect(within(box).queryByText('Live Q&A')).toBeNull());
    expect(streamPreviews.of('demo').data!.map((p) => p.preview_id)).toEqual(['later', 'tba']);
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
