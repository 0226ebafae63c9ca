import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../test/app';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { logoutGroup, setSession } from '../../lib/session';
import { account, type Me } from '../../features/account';
import { meFixture } from '../../../test/fixtures/account';
import { groupAdminSettingsFixture, settingsReadHandlers } from '../../../test/fixtures/group';
import { groupAdminSettings, groupSettings, type GroupAdminSettings } from '../../features/group';
import { homeHandlers } from '../../../test/fixtures/home';
import { settingsCalls } from '../../../contract/api/settings';
import { accountCalls } from '../../../contract/api/account';
import { statsCalls } from '../../../contract/api/stats';
import { adminDashboardFixture } from '../../../test/fixtures/stats';
import { groups, links, sections } from './sections';
import { adminIndexHandlers } from '../../../test/fixtures/admin';

useMswServer();

let me: Me;
let saved: GroupAdminSettings;
let puts: unknown[];

function serve(answer?: () => Response) {
  server.use(
    // Before groupHandlers: the first handler that matches answers.
    ...settingsReadHandlers('demo', () => saved),
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: me })),
    mockCall('demo', statsCalls.dashboard, () => HttpResponse.json({ data: adminDashboardFixture() })),
    ...adminIndexHandlers('demo'),
    mockCall('demo', settingsCalls.update, async ({ request }) => {
      const patch = (await request.json()) as Partial<GroupAdminSettings>;
      puts.push(patch);
      if (answer) return answer();
      saved = { ...saved, ...patch };
      return HttpResponse.json({ data: saved });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  groupAdminSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  me = meFixture({ role: 'admin', state: 'paid' });
  saved = groupAdminSettingsFixture({ discussion_enabled: false });
  puts = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the admin portal', { timeout: 60_000 }, () => {
  it('lists the built sections for an admin, and opens one', async () => {
    serve();
    renderApp('#/demo/admin');
    const general = await screen.findByRole('link', { name: /General/ });
    expect(general.getAttribute('href')).toBe('#/demo/admin/general');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    fireEvent.click(general);
    expect(await screen.findByRole('switch', { name: 'Discussions' })).toBeTruthy();
  });

  it('groups every section and link under a heading, each once, with a line saying what it is for', async () => {
    serve();
    renderApp('#/demo/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const headings = within(nav).getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Members and insight', 'Community', 'Content and live', 'Money', 'Look and settings']);
    // Every top-level section (a page inside another is reached from it) and every link, in exactly one group.
    const inside = (name: string) => name === 'group-admin-setting-stream_prepare' || sections.some((p) => name.indexOf(`${p.name}-`) === 0);
    const expected = [...links.map((l) => l.name), ...sections.map((s) => s.name).filter((n) => !inside(n))].sort();
    const listed = groups.flatMap((g) => g.entries);
    expect([...listed].sort()).toEqual(expected);
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(expected.length);
    expect(new Set(hrefs).size).toBe(expected.length);
    const money = within(nav).getByRole('heading', { name: 'Money' }).closest('section')!;
    expect(within(money).getByRole('link', { name: /Vaults/ }).getAttribute('href')).toBe('#/demo/admin/vaults');
    expect(within(nav).getByRole('link', { name: /Chat/ }).textContent).toContain('Mode, announcement, words and links');
  });

  it('keeps the portal from members and lecturers', async () => {
    me = meFixture({ role: 'lecturer', state: 'paid' });
    serve();
    renderApp('#/demo/admin/general');
    expect(await screen.findByText('Only admins and the owner can open this page.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the 404 screen for an admin path that names no section', async () => {
    serve();
    renderApp('#/demo/admin/no_such_section');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });

  it('saves a switch as it is flipped, and the tabs follow at once', async () => {
    serve();
    renderApp('#/demo/admin/general');
    const discussions = (await screen.findByRole('switch', { name: 'Discussions' })) as HTMLInputElement;
    expect(discussions.checked).toBe(false);
    fireEvent.click(discussions);
    await waitFor(() => expect(puts).toEqual([{ discussion_enabled: true }]));
    await screen.findByText('Saved');
    expect(groupSettings.of('demo').data!.discussion_enabled).toBe(true);
    expect(((await screen.findByRole('switch', { name: 'Discussions' })) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a refused switch back and says why', async () => {
    serve(() => HttpResponse.json({ code: 100400, message: 'body has no settings to change' }, { status: 400 }));
    renderApp('#/demo/admin/general');
    const renew = (await screen.findByRole('switch', { name: 'Members can renew' })) as HTMLInputElement;
    const before = renew.checked;
    fireEvent.click(renew);
    await waitFor(() => expect(puts.length).toBe(1));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Members can renew' }) as HTMLInputElement).checked).toBe(before));
    expect((screen.getByRole('switch', { name: 'Members can renew' }) as HTMLInputElement).disabled).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
  });
});
