import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { meFixture } from '../../../../test/fixtures/account';
import { chatStateFixture } from '../../../../test/fixtures/chat';
import { groupAdminSettingsFixture, settingsReadHandlers } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings, type GroupAdminSettings } from '../../group';
import { chatAdminState } from '../model';
import type { ChatState } from '../../../../contract/chat';
import { settingsCalls } from '../../../../contract/api/settings';
import { chatCalls } from '../../../../contract/api/chat';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';
import { clearToasts } from '../../../ui/toast';

useMswServer();

let chat: ChatState;
let settings: GroupAdminSettings;
/** Every change the screen sent: `PUT /chat/?…` as its query, `PUT /settings/full` as its body, stop-lecturing by name. */
let sent: unknown[];
/** When set, the next change is refused with it. */
let refusal: { code: number; message: string; status: number } | null;

function refuse() {
  const r = refusal!;
  refusal = null;
  return HttpResponse.json({ code: r.code, message: r.message }, { status: r.status });
}

function serve() {
  server.use(
    ...settingsReadHandlers('demo', () => settings),
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', chatCalls.state, () => HttpResponse.json({ data: chat })),
    mockCall('demo', chatCalls.settings, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      sent.push({ chat: query });
      if (refusal) return refuse();
      if (query.mode) chat = { ...chat, mode: query.mode as ChatState['mode'], lecturing_or_streaming_started_at: query.mode === 'lecture' ? '2026-11-25T10:00:00.000Z' : null };
      if (query.rate_limit !== undefined) chat = { ...chat, rate_limit: Number(query.rate_limit) };
      if (query.announcement !== undefined) chat = { ...chat, announcement: query.announcement };
      return HttpResponse.json({ data: chat });
    }),
    mockCall('demo', chatCalls.stopLecturing, () => {
      sent.push('stop-lecturing');
      chat = { ...chat, mode: 'free', lecturing_or_streaming_started_at: null };
      return HttpResponse.json({ data: chat });
    }),
    mockCall('demo', settingsCalls.update, async ({ request }) => {
      const patch = (await request.json()) as Partial<GroupAdminSettings>;
      sent.push({ settings: patch });
      if (refusal) return refuse();
      settings = { ...settings, ...patch };
      return HttpResponse.json({ data: settings });
    }),
  );
}

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name }, { timeout: 15_000 });
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  groupAdminSettings.clear('demo');
  chatAdminState.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  chat = chatStateFixture({ rate_limit: 10, announcement: '' });
  settings = groupAdminSettingsFixture({ deny_words: ['scamcoin'], link_allow_list: ['https://mixin.one/'], chat_rate_limit: 10, chat_inactive_days: 30 });
  sent = [];
  refusal = null;
  clearToasts();
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminChatScreen (group-admin-chat)', { timeout: 60_000 }, () => {
  it('is a section of the portal, and applies a mode with PUT /chat/?mode=', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Chat/ }));
    const mode = await section('Chat mode');
    expect((within(mode).getByRole('radio', { name: /^Free chat/ }) as HTMLInputElement).checked).toBe(true);
    const apply = within(mode).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(within(mode).getByRole('radio', { name: /^Lecture/ }));
    fireEvent.click(apply);
    await waitFor(() => expect(sent).toEqual([{ chat: { mode: 'lecture' } }]));
    await screen.findByText('Saved');
    // The lecture is on: its start and the way to end it show, and the group's settings follow.
    expect(await within(mode).findByText(/^Lecture on since /)).toBeTruthy();
    expect(groupSettings.of('demo').data!['group-mode']).toBe('lecture');
  });

  it('stops a lecture once confirmed', async () => {
    chat = chatStateFixture({ mode: 'lecture', lecturing_or_streaming_started_at: '2026-11-25T10:00:00.000Z' });
    serve();
    renderApp('#/demo/admin/chat');
    const mode = await section('Chat mode');
    fireEvent.click(within(mode).getByRole('button', { name: 'Stop lecturing' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop lecturing' }));
    await waitFor(() => expect(sent).toEqual(['stop-lecturing']));
    await screen.findByText('The lecture has ended');
    await waitFor(() => expect(within(mode).queryByRole('button', { name: 'Stop lecturing' })).toBeNull());
    expect((within(mode).getByRole('radio', { name: /^Free chat/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('locks the mode during a live stream, and says why', async () => {
    chat = chatStateFixture({ mode: 'streaming', lecturing_or_streaming_started_at: '2026-11-25T10:00:00.000Z', can_send: false });
    serve();
    renderApp('#/demo/admin/chat');
    const mode = await section('Chat mode');
    expect(within(mode).getByText('A live stream is on. The mode can change once the stream ends.')).toBeTruthy();
    for (const radio of within(mode).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((within(mode).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server\'s refusal of a mode (a stream started meanwhile) and reads the state again', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const mode = await section('Chat mode');
    refusal = { code: 102613, message: 'the chat mode cannot change during live streaming', status: 409 };
    fireEvent.click(within(mode).getByRole('radio', { name: /^Muted/ }));
    chat = { ...chat, mode: 'streaming', lecturing_or_streaming_started_at: '2026-11-25T10:00:00.000Z' };
    fireEvent.click(within(mode).getByRole('button', { name: 'Apply' }));
    expect((await within(mode).findByRole('alert')).textContent).toBe('The chat mode cannot change during a live stream.');
    expect(await within(mode).findByText('A live stream is on. The mode can change once the stream ends.')).toBeTruthy();
  });

  it('saves and removes the announcement; a refusal keeps the text', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Announcement');
    const text = within(box).getByRole('textbox', { name: 'Announcement text' }) as HTMLTextAreaElement;
    fireEvent.input(text, { target: { value: 'Live Q&A at 8pm' } });
    expect(within(box).getByText('15 / 500')).toBeTruthy();

    refusal = { code: 100400, message: 'invalid query', status: 400 };
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect(text.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(text.value).toBe('Live Q&A at 8pm');

    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[1]).toEqual({ chat: { announcement: 'Live Q&A at 8pm' } }));
    await screen.findByText('Saved');
    await waitFor(() => expect(within(box).queryByRole('alert')).toBeNull());

    fireEvent.click(await within(box).findByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent[2]).toEqual({ chat: { announcement: '' } }));
    await screen.findByText('Announcement removed');
    await waitFor(() => expect(text.value).toBe(''));
  });

  it('shows what was saved as it comes afresh after a cached read, until typed into', async () => {
    chatAdminState.put('demo', chatStateFixture({ rate_limit: 5, announcement: 'Old news' }));
    chat = chatStateFixture({ rate_limit: 10, announcement: 'Fresh news' });
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Announcement');
    const text = within(box).getByRole('textbox', { name: 'Announcement text' }) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe('Fresh news'));
    const speed = within(await section('Sending speed')).getByRole('textbox', { name: 'Messages per member per minute' }) as HTMLInputElement;
    expect(speed.value).toBe('10');

    // Typed into, the field keeps what was typed when the saved value changes again.
    fireEvent.input(text, { target: { value: 'Mine' } });
    chatAdminState.put('demo', { ...chat, announcement: 'Newer news' });
    await new Promise((r) => setTimeout(r, 20));
    expect(text.value).toBe('Mine');
  });

  it('refuses an announcement over 500 characters before sending', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Announcement');
    const long = 'x'.repeat(501);
    fireEvent.input(within(box).getByRole('textbox', { name: 'Announcement text' }), { target: { value: long } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Keep it to 500 characters.');
    expect(sent).toEqual([]);
  });

  it('saves the sending speed, refusing what is not a whole number from 0 to 600 before sending', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Sending speed');
    const field = within(box).getByRole('textbox', { name: 'Messages per member per minute' }) as HTMLInputElement;
    expect(field.value).toBe('10');
    fireEvent.input(field, { target: { value: '601' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Enter a whole number from 0 to 600.');
    expect(sent).toEqual([]);
    fireEvent.input(field, { target: { value: '0' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ chat: { rate_limit: '0' } }]));
    await screen.findByText('Saved');
    expect(groupAdminSettings.of('demo').data!.chat_rate_limit).toBe(0);
  });

  it('says the server\'s refusal of the sending speed under its field, not in a toast, keeping the number', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Sending speed');
    const field = within(box).getByRole('textbox', { name: 'Messages per member per minute' }) as HTMLInputElement;
    refusal = { code: 100400, message: 'invalid query', status: 400 };
    fireEvent.input(field, { target: { value: '42' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(field.value).toBe('42');
    expect(sent).toEqual([{ chat: { rate_limit: '42' } }]);
  });

  it('says a refused removal under the form, not in a toast, the word kept in the list', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Denied words');
    refusal = { code: 100400, message: 'invalid deny_words', status: 400 };
    fireEvent.click(within(box).getByRole('button', { name: 'Remove “scamcoin”' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(within(box).getByText('scamcoin')).toBeTruthy();
    expect(within(box).getByRole('textbox', { name: 'New denied word' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('adds and removes deny words through PUT /settings/full; a word under 2 letters is refused before sending', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Denied words');
    expect(within(box).getByText('scamcoin')).toBeTruthy();
    const field = within(box).getByRole('textbox', { name: 'New denied word' }) as HTMLInputElement;

    fireEvent.input(field, { target: { value: 'a1' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('A word needs at least 2 letters.');
    expect(field.value).toBe('a1');
    expect(sent).toEqual([]);

    fireEvent.input(field, { target: { value: ' 代投 ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual([{ settings: { deny_words: ['scamcoin', '代投'] } }]));
    await screen.findByText('“代投” added');
    expect(await within(box).findByText('代投')).toBeTruthy();
    expect(field.value).toBe('');

    fireEvent.click(within(box).getByRole('button', { name: 'Remove “scamcoin”' }));
    await waitFor(() => expect(sent[1]).toEqual({ settings: { deny_words: ['代投'] } }));
    await waitFor(() => expect(within(box).queryByText('scamcoin')).toBeNull());
  });

  it('shows the server\'s refusal of a deny word in words, keeping it typed', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Denied words');
    const field = within(box).getByRole('textbox', { name: 'New denied word' }) as HTMLInputElement;
    refusal = { code: 102617, message: 'a deny word needs at least 2 letters: ab', status: 400 };
    fireEvent.input(field, { target: { value: 'abcd' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Each denied word needs at least 2 letters.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(field.value).toBe('abcd');
    expect(within(box).queryByText('abcd', { selector: 'li *' })).toBeNull();
  });

  it('adds an allowed link prefix; what is not an http(s) address with a host is refused before sending', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Allowed links');
    const field = within(box).getByRole('textbox', { name: 'New allowed address' }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'example.org/docs' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    expect((await within(box).findByRole('alert')).textContent).toMatch(/^Enter an address starting with http:\/\/ or https:\/\//);
    expect(field.value).toBe('example.org/docs');
    expect(sent).toEqual([]);

    fireEvent.input(field, { target: { value: 'https://example.org/docs' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual([{ settings: { link_allow_list: ['https://mixin.one/', 'https://example.org/docs'] } }]));
    expect(await within(box).findByText('https://example.org/docs')).toBeTruthy();
  });

  it('saves the days before members stop getting notifications', async () => {
    serve();
    renderApp('#/demo/admin/chat');
    const box = await section('Notifications');
    const field = within(box).getByRole('textbox', { name: 'Days without activity' }) as HTMLInputElement;
    expect(field.value).toBe('30');
    fireEvent.input(field, { target: { value: '0' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Enter a whole number from 1 to 3650.');
    fireEvent.input(field, { target: { value: '14' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ settings: { chat_inactive_days: 14 } }]));
    await screen.findByText('Saved');
  });

  it('says the chat settings could not be loaded, with a retry that reads them again', async () => {
    serve();
    let reads = 0;
    server.use(mockCall('demo', chatCalls.state, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: chat }))));
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Chat/ }));
    expect(await screen.findByRole('heading', { name: 'The chat settings could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await section('Chat mode')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
