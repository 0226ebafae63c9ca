import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { mockCall, server, useMswServer } from '../../../../test/msw';
import { checkinCalls } from '../../../../contract/api/checkin';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import {
  checkinActivityFixture, checkinDetailFixture, checkinMeFixture, checkinPostFixture, checkinStatisticsFixture,
} from '../../../../test/fixtures/checkin';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import type { CheckinActivityInput, CheckinPostInput } from '../../../../contract/checkin';
import { checkinActivities, checkinDetail, checkinStatistics } from '../model';
import { clearToasts, toasts } from '../../../ui/toast';
import { sessionCalls } from '../../../../contract/api/session';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
vi.setConfig({ testTimeout: 20000 });

const member = meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });
const admin = meFixture({ role: 'admin', state: 'paid', kyc_status: 'approved', quiz_passed: true });

function serve(me = member) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: me })),
    mockCall('demo', checkinCalls.posts, { id: 'c1' }, () => HttpResponse.json({ data: { posts: [checkinPostFixture()] } })),
  );
}

beforeEach(() => {
  localStorage.clear();
  // Only the clock: today is 10 November 2026 (noon UTC) for the calendar; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
  logoutGroup('demo');
  [account, checkinActivities, checkinDetail, checkinStatistics].forEach((r) => r.clear('demo'));
});

/** Refusals are said in the form, never in a toast (issue 26 point 16). */
const errorToasts = () => toasts.value.filter((item) => item.kind === 'error').map((item) => item.message);

/** The screen's primary-styled buttons and links: one main action per screen (issue 26 point 14). */
const primaries = () => Array.from(document.querySelectorAll('.ui-btn--primary')).map((el) => el.textContent!.trim());

describe('the check-in list (group-checkin)', () => {
  it('puts joined tasks first with the streak and today, and offers no "New task" to members', async () => {
    serve();
    server.use(mockCall('demo', checkinCalls.list, ({ request }) => {
      expect(request.headers.get('group_id')).toBe('demo');
      return HttpResponse.json({
        data: {
          activities: [
            checkinActivityFixture({ activity_id: 'c2', title: 'Morning run', type: 'weekly', participant_count: 1 }),
            checkinActivityFixture({ me: { joined: true, done_this_period: true, streak: 5 } }),
          ],
        },
      });
    }));
    renderApp('#/demo/checkin');
    const list = await screen.findByRole('list', { name: 'Check-in tasks' }, { timeout: 15_000 });
    const links = within(list).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Read 20 pages');
    expect(links[0]!.textContent).toContain('Streak 5');
    expect(links[0]!.textContent).toContain('Done');
    expect(links[0]!.getAttribute('href')).toBe('#/demo/checkin/c1/preview');
    expect(links[1]!.textContent).toContain('Weekly · 1 participant');
    expect(screen.queryByRole('link', { name: 'New task' })).toBeNull();
  });

  it('labels drafts and offline tasks for admins and offers "New task"', async () => {
    serve(admin);
    server.use(mockCall('demo', checkinCalls.list, () => HttpResponse.json({
      data: {
        activities: [
          checkinActivityFixture({ activity_id: 'c3', title: 'Draft task', published: false, online: false }),
          checkinActivityFixture({ activity_id: 'c4', title: 'Paused task', online: false }),
        ],
      },
    })));
    renderApp('#/demo/checkin');
    const create = await screen.findByRole('link', { name: 'New task' }, { timeout: 15_000 });
    expect(create.getAttribute('href')).toBe('#/demo/checkin/create');
    expect(primaries()).toEqual(['New task']);
    const links = within(await screen.findByRole('list', { name: 'Check-in tasks' })).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Draft');
    expect(links[1]!.textContent).toContain('Offline');
  });
});

describe('the task page (group-checkin-id-preview)', () => {
  it('joins, then checks in with text: the streak and the calendar take the answer, the feed is read again', async () => {
    serve();
    let detail = checkinDetailFixture({}, { joined: false, joined_at: null, streak: 0, post_count: 0, posted_periods: [], can_post: false, can_patch: false, patch_from: null });
    let sent: CheckinPostInput | null = null;
    let feedReads = 0;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: detail })),
      mockCall('demo', checkinCalls.join, async ({ request }) => {
        expect(await request.json()).toEqual({ activity_id: 'c1' });
        detail = checkinDetailFixture({}, { streak: 0, post_count: 0, posted_periods: [], can_patch: false, patch_from: null });
        return HttpResponse.json({ data: detail });
      }),
      mockCall('demo', checkinCalls.post, { id: 'c1' }, async ({ request }) => {
        sent = (await request.json()) as CheckinPostInput;
        const me = checkinMeFixture({ done_this_period: true, can_post: false, streak: 1, post_count: 1, posted_periods: ['2026-11-10'], can_patch: false, patch_from: null });
        return HttpResponse.json({ data: { post: checkinPostFixture({ post_id: 'p2', content: 'Day one', period: '2026-11-10' }), me } });
      }),
      mockCall('demo', checkinCalls.posts, { id: 'c1' }, () => {
        feedReads++;
        const posts = feedReads > 1 ? [checkinPostFixture({ post_id: 'p2', content: 'Day one', period: '2026-11-10' })] : [];
        return HttpResponse.json({ data: { posts } });
      }),
    );
    renderApp('#/demo/checkin/c1/preview');
    expect(await screen.findByRole('heading', { name: 'Read 20 pages' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('No check-ins yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    const checkIn = await screen.findByRole('button', { name: 'Check in' });
    expect(checkIn.className).toContain('ui-btn--primary');
    expect(primaries()).toEqual(['Check in']);
    fireEvent.click(checkIn);
    fireEvent.input(await screen.findByLabelText('Check-in text'), { target: { value: '  Day one ' } });
    const form = screen.getByRole('form', { name: 'Your check-in' });
    // The composer's send is now the one primary button; Check in steps back.
    expect(primaries()).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Check in' }).className).toContain('ui-btn--primary');
    expect(checkIn.className).toContain('ui-btn--secondary');
    fireEvent.click(within(form).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(sent).toEqual({ content: 'Day one', attachment_ids: [] }));
    expect(await screen.findByText('Checked in today')).toBeTruthy();
    const streak = screen.getByRole('region', { name: 'day in a row' });
    expect(within(streak).getByText('1', { selector: 'strong' })).toBeTruthy();
    // Today is filled in the calendar now, and the new check-in is in the feed.
    expect(screen.getByText('2026/11/10, checked in')).toBeTruthy();
    expect(await screen.findByText('Day one')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your check-in' })).toBeNull();
  });

  it('sends an image only once it is stored, with its attachment id', async () => {
    serve();
    let store: (() => void) | null = null;
    let sent: CheckinPostInput | null = null;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })),
      mockCall('demo', checkinCalls.upload, async () => {
        await new Promise<void>((resolve) => (store = resolve));
        return HttpResponse.json({
          data: { attachment_id: 'img-1', url: '/media/img-1', mime_type: 'image/png', name: 'run.png', size: 1000, duration: null, created_at: '2026-11-10T12:00:00Z' },
        });
      }),
      mockCall('demo', checkinCalls.post, { id: 'c1' }, async ({ request }) => {
        sent = (await request.json()) as CheckinPostInput;
        return HttpResponse.json({ data: { post: checkinPostFixture({ post_id: 'p4' }), me: checkinMeFixture({ done_this_period: true, can_post: false }) } });
      }),
    );
    renderApp('#/demo/checkin/c1/preview');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, { timeout: 15_000 }));
    const input = document.querySelector('.checkin-composer input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'run.png', { type: 'image/png' })] } });
    const submit = within(screen.getByRole('form', { name: 'Your check-in' })).getByRole('button', { name: 'Check in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    await waitFor(() => expect(store).not.toBeNull());
    store!();
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(sent).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ content: '', attachment_ids: ['img-1'] }));
  });

  it('keeps what was typed when the check-in is refused, with the catalogue text', async () => {
    serve();
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })),
      mockCall('demo', checkinCalls.post, { id: 'c1' }, () =>
        HttpResponse.json({ code: 102503, message: 'already checked in for this period' }, { status: 409 })),
    );
    renderApp('#/demo/checkin/c1/preview');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, { timeout: 15_000 }));
    const box = await screen.findByLabelText('Check-in text');
    fireEvent.input(box, { target: { value: 'Twice?' } });
    const form = within(screen.getByRole('form', { name: 'Your check-in' }));
    fireEvent.click(form.getByRole('button', { name: 'Check in' }));
    // Above the send button, in the form, not in a toast.
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('You have already checked in for this period.');
    expect(alert.nextElementSibling!.className).toBe('checkin-composer__actions');
    expect(errorToasts()).toEqual([]);
    expect((screen.getByLabelText('Check-in text') as HTMLTextAreaElement).value).toBe('Twice?');
  });

  it('says under the text that there is nothing to send, sending nothing', async () => {
    serve();
    let sent = 0;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })),
      mockCall('demo', checkinCalls.post, { id: 'c1' }, () => {
        sent++;
        return HttpResponse.json({ code: 500, message: 'unexpected' }, { status: 500 });
      }),
    );
    renderApp('#/demo/checkin/c1/preview');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }, { timeout: 15_000 }));
    const box = await screen.findByLabelText('Check-in text');
    const form = within(screen.getByRole('form', { name: 'Your check-in' }));
    fireEvent.input(box, { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Check in' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('Write something or add an image first.');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(sent).toBe(0);
    expect(toasts.value.map((item) => item.message)).not.toContain('Write something or add an image first.');
  });

  it('marks the month: done days, today outlined, and a missed day to patch opens the composer for it', async () => {
    serve();
    let sent: CheckinPostInput | null = null;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })),
      mockCall('demo', checkinCalls.post, { id: 'c1' }, async ({ request }) => {
        sent = (await request.json()) as CheckinPostInput;
        const me = checkinMeFixture({ posted_periods: [...checkinMeFixture().posted_periods, '2026-11-07'].sort(), can_patch: false, streak: 6 });
        return HttpResponse.json({ data: { post: checkinPostFixture({ post_id: 'p3', period: '2026-11-07', patched: true }), me } });
      }),
    );
    renderApp('#/demo/checkin/c1/preview');
    const calendar = await screen.findByRole('region', { name: /Check-in calendar/ }, { timeout: 15_000 });
    expect(within(calendar).getByRole('heading').textContent).toContain('November 2026');
    expect(within(calendar).getByText('2026/11/09, checked in')).toBeTruthy();
    expect(within(calendar).getByText('2026/11/10, today, not checked in yet').closest('.checkin-day--today')).toBeTruthy();
    expect(within(calendar).getByText('2026/11/02, missed')).toBeTruthy();
    expect(within(calendar).getByText('2026/11/11')).toBeTruthy();
    // The only month so far: no way back before the first, none ahead of this one.
    expect((within(calendar).getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(calendar).getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    const patch = within(calendar).getByRole('button', { name: 'Patch 2026/11/07' });
    expect(within(calendar).getAllByRole('button', { name: /^Patch/ })).toHaveLength(1);
    fireEvent.click(patch);
    expect(await screen.findByRole('heading', { name: 'Patching the check-in for 2026/11/07' })).toBeTruthy();
    expect(primaries()).toEqual(['Patch the check-in']);
    fireEvent.input(screen.getByLabelText('Check-in text'), { target: { value: 'Read on the train' } });
    fireEvent.click(screen.getByRole('button', { name: 'Patch the check-in' }));
    await waitFor(() => expect(sent).toEqual({ content: 'Read on the train', attachment_ids: [], period: '2026-11-07' }));
    await waitFor(() => expect(within(calendar).getByText('2026/11/07, checked in')).toBeTruthy());
    expect(within(calendar).queryByRole('button', { name: /^Patch/ })).toBeNull();
  });

  it('gives admins edit, statistics, rule and offline; quitting asks first and reads the task again', async () => {
    serve(admin);
    let quit = '';
    let online = true;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () =>
        HttpResponse.json({ data: checkinDetailFixture({ online }, quit ? { joined: false, can_post: false, can_patch: false } : {}) })),
      mockCall('demo', checkinCalls.offline, { id: 'c1' }, () => {
        online = false;
        return HttpResponse.json({ data: checkinActivityFixture({ online: false }) });
      }),
      mockCall('demo', checkinCalls.quit, ({ request }) => {
        quit = new URL(request.url).searchParams.get('activity_id') || '';
        return HttpResponse.json({ data: {} });
      }),
    );
    renderApp('#/demo/checkin/c1/preview');
    const tools = await screen.findByRole('navigation', { name: 'Task tools' }, { timeout: 15_000 });
    expect(within(tools).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('#/demo/checkin/c1/edit');
    expect(within(tools).getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('#/demo/checkin/c1/statistics');
    expect(within(tools).getByRole('link', { name: 'Qualification rule' }).getAttribute('href')).toBe('#/demo/checkin/qualify?id=c1');
    // The admin's tools are secondary: checking in stays the one primary button.
    expect(primaries()).toEqual(['Check in']);
    fireEvent.click(within(tools).getByRole('button', { name: 'Take offline' }));
    expect(await screen.findByText('This task is offline: no one can check in.')).toBeTruthy();
    expect(await within(tools).findByRole('button', { name: 'Take online' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quit the task' }));
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(quit).toBe('c1'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quit the task' })).toBeNull());
  });
});

describe('the task form (group-checkin-create)', () => {
  it('checks the fields, then creates the task with the device clock offset and opens it', async () => {
    serve(admin);
    let body: CheckinActivityInput | null = null;
    server.use(
      mockCall('demo', checkinCalls.create, async ({ request }) => {
        body = (await request.json()) as CheckinActivityInput;
        return HttpResponse.json({ data: checkinActivityFixture({ activity_id: 'c9', title: body.title }) });
      }),
      mockCall('demo', checkinCalls.get, { id: 'c9' }, () => HttpResponse.json({ data: checkinDetailFixture({ activity_id: 'c9' }) })),
    );
    renderApp('#/demo/checkin/create');
    const create = await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 });
    expect(primaries()).toEqual(['Create']);
    fireEvent.click(create);
    expect((await screen.findByText('Enter a title of up to 60 characters.')).closest('[role="alert"]')).toBeTruthy();
    expect(body).toBeNull();
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Morning run' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Members may patch missed check-ins' }));
    fireEvent.input(screen.getByLabelText('Check-ins needed to qualify'), { target: { value: '4' } });
    fireEvent.click(create);
    await waitFor(() => expect(location.hash).toBe('#/demo/checkin/c9/preview'));
    expect(body).toMatchObject({
      title: 'Morning run',
      type: 'weekly',
      published: true,
      patch_allowed: true,
      qualify_count: 4,
      utc_offset_minutes: 0 - new Date().getTimezoneOffset(),
    });
  });
});

describe('the task form refused (group-checkin-create)', () => {
  it('says the refusal above Create and keeps what was typed', async () => {
    serve(admin);
    server.use(
      mockCall('demo', checkinCalls.create, () => HttpResponse.json({ code: 100400, message: 'invalid title' }, { status: 400 })),
    );
    renderApp('#/demo/checkin/create');
    const title = (await screen.findByLabelText('Title', {}, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.input(title, { target: { value: 'Morning run' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await within(title.closest('form')!).findByRole('alert');
    expect(alert.textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect(alert.nextElementSibling!.textContent).toBe('Create');
    expect(errorToasts()).toEqual([]);
    expect(title.value).toBe('Morning run');
    expect(location.hash).toBe('#/demo/checkin/create');
  });
});

describe('the task editor (group-checkin-id-edit)', () => {
  it('has Save as its one primary button; deleting is a danger outline', async () => {
    serve(admin);
    server.use(mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })));
    renderApp('#/demo/checkin/c1/edit');
    const title = (await screen.findByLabelText('Title', {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(title.value).toBe('Read 20 pages');
    expect(primaries()).toHaveLength(1);
    expect(document.querySelector('form .ui-btn--primary')!.getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: /^Delete/ }).className).toContain('ui-btn--danger-outline');
  });
});

describe('the qualification screen (group-checkin-qualify)', () => {
  it('shows the rule and the member’s progress', async () => {
    serve();
    server.use(mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })));
    renderApp('#/demo/checkin/qualify?id=c1');
    expect(await screen.findByText('Check in 10 times to qualify.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('6 of 10 check-ins')).toBeTruthy();
    expect(screen.getByText('4 more check-ins to qualify.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the rule' })).toBeNull();
  });

  it('lets an admin change the number', async () => {
    serve(admin);
    let sent: unknown;
    let count = 10;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () =>
        HttpResponse.json({ data: checkinDetailFixture({ qualify_count: count }, { qualified: count <= 6 }) })),
      mockCall('demo', checkinCalls.qualify, { id: 'c1' }, async ({ request }) => {
        sent = await request.json();
        count = 5;
        return HttpResponse.json({ data: checkinActivityFixture({ qualify_count: 5 }) });
      }),
    );
    renderApp('#/demo/checkin/qualify?id=c1');
    const input = await screen.findByLabelText('Check-ins needed (0 for no rule)', {}, { timeout: 15_000 });
    expect(primaries()).toEqual(['Save the rule']);
    fireEvent.input(input, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByText('Enter a whole number from 0 to 366.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Check-ins needed (0 for no rule)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(sent).toEqual({ qualify_count: 5 }));
    expect(await screen.findByText('Check in 5 times to qualify.')).toBeTruthy();
    expect(await screen.findByText('You qualify.')).toBeTruthy();
  });

  it('says a wrong number and a refusal under the field, keeping the number', async () => {
    serve(admin);
    let sent = 0;
    server.use(
      mockCall('demo', checkinCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: checkinDetailFixture() })),
      mockCall('demo', checkinCalls.qualify, { id: 'c1' }, () => {
        sent++;
        return HttpResponse.json({ code: 404, message: 'cannot find resource' }, { status: 404 });
      }),
    );
    renderApp('#/demo/checkin/qualify?id=c1');
    const input = (await screen.findByLabelText('Check-ins needed (0 for no rule)', {}, { timeout: 15_000 })) as HTMLInputElement;
    const form = within(input.closest('form')!);
    fireEvent.input(input, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect((await form.findByRole('alert')).textContent).toBe('Enter a whole number from 0 to 366.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    fireEvent.input(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(sent).toBe(1));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('This could not be found. It may have been removed.');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(errorToasts()).toEqual([]);
    expect(input.value).toBe('7');
  });
});

describe('the statistics (group-checkin-id-statistics)', () => {
  it('shows the totals, the chart with its text alternative, the members, and downloads the CSV with the token', async () => {
    serve(admin);
    let auth: string | null = null;
    server.use(
      mockCall('demo', checkinCalls.statistics, { id: 'c1' }, () => HttpResponse.json({ data: checkinStatisticsFixture() })),
      mockCall('demo', checkinCalls.exportCsv, { id: 'c1' }, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('\uFEFFmember,user id\nMia Member,u2\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: { name: string; href: string }[] = [];
    const urls = { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() };
    vi.stubGlobal('URL', Object.assign(URL, urls));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') || '' });
    });
    renderApp('#/demo/checkin/c1/statistics');
    const chart = await screen.findByRole('img', { name: /^3 periods from 2026\/11\/08 to 2026\/11\/10; 5 check-ins; the most in one period: 3, on 2026\/11\/09\.$/ }, { timeout: 15_000 });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(primaries()).toEqual(['Download CSV']);
    const numbers = screen.getByRole('table', { name: 'Check-ins per day' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(4);
    expect(within(numbers).getByRole('rowheader', { name: '2026/11/09' }).nextElementSibling!.textContent).toBe('3');
    const members = within(screen.getByRole('region', { name: 'Members' })).getAllByRole('row');
    expect(members[1]!.textContent).toContain('Mia Member');
    expect(members[1]!.textContent).toContain('Yes');
    expect(members[2]!.textContent).toContain('Left');
    expect(screen.getByText('Participants').nextElementSibling!.textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'checkin-c1.csv', href: 'blob:csv' }]));
    expect(auth).toBe('Bearer access');
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('CSV downloaded')).toBeTruthy();
  });

  it('renews an access token that has just expired and downloads with the new one', async () => {
    serve(admin);
    const sent: (string | null)[] = [];
    server.use(
      mockCall('demo', checkinCalls.statistics, { id: 'c1' }, () => HttpResponse.json({ data: checkinStatisticsFixture() })),
      mockCall('demo', sessionCalls.refresh, () => HttpResponse.json({ data: { token: 'renewed', refresh_token: 'refresh-2' } })),
      mockCall('demo', checkinCalls.exportCsv, { id: 'c1' }, ({ request }) => {
        const auth = request.headers.get('authorization');
        sent.push(auth);
        return auth === 'Bearer renewed'
          ? new HttpResponse('member\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
          : HttpResponse.json({ code: 100401, message: 'token expired' }, { status: 401 });
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('#/demo/checkin/c1/statistics');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 15_000 }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['Bearer access', 'Bearer renewed']);
  });

  it('says why the CSV could not be had', async () => {
    serve(admin);
    server.use(
      mockCall('demo', checkinCalls.statistics, { id: 'c1' }, () => HttpResponse.json({ data: checkinStatisticsFixture() })),
      mockCall('demo', checkinCalls.exportCsv, { id: 'c1' }, () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })),
    );
    renderApp('#/demo/checkin/c1/statistics');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 15_000 }));
    expect(await screen.findByText('Something went wrong on the server. Please try again later.')).toBeTruthy();
  });
});

describe('what could not be loaded (every check-in screen)', () => {
  const screens = [
    {
      name: 'the list', url: '#/demo/checkin', who: member, call: checkinCalls.list, params: undefined,
      title: 'The check-in tasks could not be loaded.',
      data: () => ({ activities: [checkinActivityFixture()] }),
      shown: () => screen.findByRole('list', { name: 'Check-in tasks' }),
    },
    {
      name: 'the task', url: '#/demo/checkin/c1/preview', who: member, call: checkinCalls.get, params: { id: 'c1' },
      title: 'The task could not be loaded.',
      data: () => checkinDetailFixture(),
      shown: () => screen.findByRole('heading', { name: 'Check-ins' }),
    },
    {
      name: 'the editor', url: '#/demo/checkin/c1/edit', who: admin, call: checkinCalls.get, params: { id: 'c1' },
      title: 'The task could not be loaded.',
      data: () => checkinDetailFixture(),
      shown: () => screen.findByLabelText('Title'),
    },
    {
      name: 'the qualification', url: '#/demo/checkin/qualify?id=c1', who: member, call: checkinCalls.get, params: { id: 'c1' },
      title: 'The task could not be loaded.',
      data: () => checkinDetailFixture(),
      shown: () => screen.findByText('Check in 10 times to qualify.'),
    },
    {
      name: 'the statistics', url: '#/demo/checkin/c1/statistics', who: admin, call: checkinCalls.statistics, params: { id: 'c1' },
      title: 'The statistics could not be loaded.',
      data: () => checkinStatisticsFixture(),
      shown: () => screen.findByRole('button', { name: 'Download CSV' }),
    },
  ];

  it.each(screens)('$name says what could not be loaded, with a retry that reads it again', async ({ url, who, call, params, title, data, shown }) => {
    serve(who);
    let reads = 0;
    const answer = () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: data() }));
    server.use(params ? mockCall('demo', call, params, answer) : mockCall('demo', call, answer));
    renderApp(url);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await shown()).toBeTruthy();
    expect(reads).toBe(2);
  });
});
