import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { eventCalls } from '../../../../contract/api/event';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import type { GroupEvent } from '../../../../contract/event';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

useMswServer();

const ADAM = { user_id: 'u2', full_name: 'Adam Admin', avatar_url: '', identity_number: '37000002' };
/** 25 events, newest first: a role change, then settings changes. */
const EVENTS: GroupEvent[] = Array.from({ length: 25 }, (_, i) => ({
  event_id: 100 - i,
  action: i === 0 ? 'member.set_role' : 'settings.update',
  actor: ADAM,
  target_kind: i === 0 ? 'member' : 'settings',
  target_id: i === 0 ? 'u4' : null,
  details: i === 0 ? { name: 'Mia Member', role: 'lecturer', previous_role: 'user' } : { chat_rate_limit: i },
  created_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
}));

let asked: { offset: string | null; limit: string | null }[];
let failFirst: boolean;

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  asked = [];
  failFirst = false;
  server.use(
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', eventCalls.list, ({ request }) => {
      const url = new URL(request.url);
      asked.push({ offset: url.searchParams.get('offset'), limit: url.searchParams.get('limit') });
      if (failFirst) {
        failFirst = false;
        return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      }
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json({ data: { items: EVENTS.slice(offset, offset + limit), has_more: offset + limit < EVENTS.length } });
    }),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the group events section', { timeout: 30000 }, () => {
  it('lists who did what, when, as sentences, 20 at a time', async () => {
    renderApp('#/demo/admin/group_events');
    expect(await screen.findByText('Adam Admin made Mia Member a lecturer', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('Adam Admin set messages a member may send a minute to 1')).toBeTruthy();
    expect(screen.getByText('1 hour ago')).toBeTruthy();
    // The 25th event comes with the second page.
    expect(await screen.findByText('Adam Admin set messages a member may send a minute to 24')).toBeTruthy();
    expect(asked).toEqual([{ offset: '0', limit: '20' }, { offset: '20', limit: '20' }]);
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(document.body.textContent).not.toMatch(/[{}]/);
  });

  it('says when the first page cannot be loaded, and loads it again on retry', async () => {
    failFirst = true;
    renderApp('#/demo/admin/group_events');
    expect(await screen.findByRole('heading', { name: 'The group events could not be loaded.' }, { timeout: 15000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Adam Admin made Mia Member a lecturer')).toBeTruthy();
    await waitFor(() => expect(asked.length).toBe(3));
  });

  it('is listed in the portal, beside the entry that leads to the member list', async () => {
    renderApp('#/demo/admin');
    const events = await screen.findByRole('link', { name: /Group events/ }, { timeout: 15000 });
    expect(events.getAttribute('href')).toBe('#/demo/admin/group_events');
    const members = screen.getByRole('link', { name: /^Members/ });
    expect(members.getAttribute('href')).toBe('#/demo/members');
    expect(members.textContent).toContain('Search, block, mute, roles and restrictions');
  });
});
