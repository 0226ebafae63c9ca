import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { badgeCalls } from '../../../../contract/api/badge';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Me } from '../../account';
import { memberProfile } from '../model';
import type { Member } from '../../../../contract/member';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

let me: Me;
let mia: Member;
/** Every action the page sent: method, path after the member id, query and body. */
let sent: { method: string; action: string; query: Record<string, string>; body?: unknown }[];
/** When set, the next action is refused with it. */
let refusal: { code: number; message: string } | null;

const MIA: Member = {
  user_id: 'u2', identity_number: '7002', full_name: 'Mia Member', avatar_url: '', role: 'user', state: 'paid',
  expired_at: '2027-03-09T12:00:00Z', joined_at: '2025-01-02T12:00:00Z', age_days: 30, subgroup_id: null,
  nickname: '', bio: '', policies: [], shut_up_until: null,
};

function serve() {
  // Each action's call, told apart by the name it is mocked under (its path's last part).
  const act = (method: string, action: string) => async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = method === 'PUT' && action === 'set-policies' ? await request.json() : undefined;
    sent.push({ method, action, query: Object.fromEntries(url.searchParams.entries()), body });
    if (refusal) {
      const r = refusal;
      refusal = null;
      return HttpResponse.json(r, { status: 403 });
    }
    const q = Object.fromEntries(url.searchParams.entries());
    if (action === 'block') mia = { ...mia, state: q.block === '1' ? 'blocked' : 'paid' };
    if (action === 'shut-up') mia = { ...mia, shut_up_until: q.minutes === '0' ? null : '2030-01-01T10:00:00.000Z' };
    if (action === 'set-role') mia = { ...mia, role: q.role as Member['role'] };
    if (action === 'set-policies') mia = { ...mia, policies: (body as { policies: string[] }).policies };
    if (action === 'kick') mia = { ...mia, state: 'pending', role: 'user', joined_at: null, expired_at: null };
    return HttpResponse.json({ data: mia });
  };
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: me })),
    mockCall('demo', memberCalls.get, ({ params }) =>
      HttpResponse.json({ data: params.id === mia.user_id ? mia : { ...MIA, user_id: String(params.id), role: params.id === 'boss' ? 'owner' : 'admin', full_name: 'Other' } })),
    mockCall('demo', memberCalls.activities, () => HttpResponse.json({ data: { activities: [], has_more: false } })),
    mockCall('demo', badgeCalls.member, ({ params }) => HttpResponse.json({ data: { user_id: params.id, badges: [] } })),
    mockCall('demo', memberCalls.block, act('PUT', 'block')),
    mockCall('demo', memberCalls.shutUp, act('PUT', 'shut-up')),
    mockCall('demo', memberCalls.setRole, act('PUT', 'set-role')),
    mockCall('demo', memberCalls.setPolicies, act('PUT', 'set-policies')),
    mockCall('demo', memberCalls.kick, act('DELETE', 'kick')),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  memberProfile.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  me = meFixture({ user_id: 'u1', role: 'admin', state: 'paid' });
  mia = { ...MIA };
  sent = [];
  refusal = null;
  serve();
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

async function openMia() {
  renderApp('#/demo/members/u2');
  expect(await screen.findByRole('heading', { name: 'Mia Member' }, { timeout: 15000 })).toBeTruthy();
}
const region = (name: string) => screen.getByRole('region', { name });
/** Answers the confirm dialog that must be open, after checking its question. */
async function answer(question: RegExp, yes: boolean) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toMatch(question);
  fireEvent.click(within(dialog).getByRole('button', { name: yes ? /^(?!Cancel).+/ : 'Cancel' }));
}
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe("a member's page for admins", { timeout: 30000 }, () => {
  it('blocks after the confirm, toasts it and shows the new state; unblocks the same way', async () => {
    await openMia();
    fireEvent.click(within(region('Block')).getByRole('button', { name: 'Block' }));
    await answer(/Block Mia Member\? They are shut out of the group until you unblock them\. Their membership time keeps running and nothing is refunded\./, true);
    expect(await screen.findByText('Mia Member is blocked')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PUT', action: 'block', query: { block: '1' }, body: undefined }]);
    await waitFor(() => expect(fact('State')).toBe('Blocked'));
    expect(within(region('Restrictions now')).getByText('Blocked: sees the banned notice.')).toBeTruthy();

    fireEvent.click(within(region('Block')).getByRole('button', { name: 'Unblock' }));
    await answer(/Unblock Mia Member\?/, true);
    expect(await screen.findByText('Mia Member is unblocked')).toBeTruthy();
    expect(sent[1]!.query).toEqual({ block: '0' });
  });

  it('sends nothing when the confirm is cancelled', async () => {
    await openMia();
    fireEvent.click(within(region('Remove from the group')).getByRole('button', { name: 'Remove from the group' }));
    await answer(/Remove Mia Member from the group\?/, false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(region('Restrictions')).getByRole('switch', { name: 'Banned from the group' }));
    await answer(/Ban Mia Member from the group\?/, false);
    await waitFor(() => expect((within(region('Restrictions')).getByRole('switch', { name: 'Banned from the group' }) as HTMLInputElement).checked).toBe(false));
    expect(sent).toEqual([]);
  });

  it('shuts up for the chosen time, then lets them write again', async () => {
    await openMia();
    const shutUp = region('Mute');
    const length = within(shutUp).getByRole('combobox', { name: 'For how long' }) as HTMLSelectElement;
    expect([...length.options].map((o) => o.textContent)).toEqual(['10 minutes', '1 hour', '1 day', '7 days']);
    fireEvent.change(length, { target: { value: '1440' } });
    fireEvent.click(within(shutUp).getByRole('button', { name: 'Mute' }));
    await answer(/Mute Mia Member for 1 day\?/, true);
    expect(await screen.findByText('Mia Member is muted for 1 day')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'PUT', action: 'shut-up', query: { minutes: '1440' } });
    expect(await within(region('Mute')).findByText(/^Muted until 2030\/01\/01/)).toBeTruthy();

    fireEvent.click(within(region('Mute')).getByRole('button', { name: 'Let them write again' }));
    await answer(/Let Mia Member write again now\?/, true);
    expect(await screen.findByText('Mia Member can write again')).toBeTruthy();
    expect(sent[1]!.query).toEqual({ minutes: '0' });
  });

  it('sets the role: an admin is offered lecturer and member, not admin', async () => {
    await openMia();
    const role = region('Role');
    expect(within(role).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Lecturer', 'Member']);
    const change = within(role).getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.click(within(role).getByRole('radio', { name: 'Lecturer' }));
    fireEvent.click(change);
    await answer(/Make Mia Member a lecturer\?/, true);
    expect(await screen.findByText('Mia Member is now a lecturer')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PUT', action: 'set-role', query: { role: 'lecturer' }, body: undefined }]);
    await waitFor(() => expect(fact('Role')).toBe('Lecturer'));
  });

  it('offers the owner the admin role', async () => {
    me = meFixture({ user_id: 'u1', role: 'owner', state: 'paid' });
    await openMia();
    expect(within(region('Role')).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Admin', 'Lecturer', 'Member']);
  });

  it('bans and turns invitations off with the switches, sending the whole set', async () => {
    await openMia();
    fireEvent.click(within(region('Restrictions')).getByRole('switch', { name: 'Invitations turned off' }));
    await answer(/Turn off Mia Member’s invitations\?/, true);
    expect(await screen.findByText('Restrictions saved')).toBeTruthy();
    fireEvent.click(within(region('Restrictions')).getByRole('switch', { name: 'Banned from the group' }));
    await answer(/Ban Mia Member from the group\?/, true);
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent.map((s) => s.body)).toEqual([
      { policies: ['USER_DISABLE_INVITATION'] }, { policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] },
    ]);
    expect(await within(region('Restrictions now')).findByText('Banned from the group.')).toBeTruthy();
  });

  it('removes from the group; the page then offers no removal', async () => {
    await openMia();
    fireEvent.click(within(region('Remove from the group')).getByRole('button', { name: 'Remove from the group' }));
    await answer(/Their membership ends now/, true);
    expect(await screen.findByText('Mia Member was removed from the group')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', action: 'kick', query: {}, body: undefined }]);
    await waitFor(() => expect(fact('State')).toBe('Not joined yet'));
    expect(screen.queryByRole('region', { name: 'Remove from the group' })).toBeNull();
  });

  it('shows a refusal with its reason and leaves the page as it was', async () => {
    await openMia();
    refusal = { code: 104104, message: 'only the owner can act on an admin' };
    fireEvent.click(within(region('Block')).getByRole('button', { name: 'Block' }));
    await answer(/Block Mia Member\?/, true);
    expect(await screen.findByText("Only the group owner can change an admin's membership.")).toBeTruthy();
    expect(fact('State')).toBe('Joined');
    expect(within(region('Block')).getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it("offers no tools on the owner's page, on one's own, on another admin's (to an admin), nor to members", async () => {
    renderApp('#/demo/members/boss');
    expect(await screen.findByRole('heading', { name: 'Other' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Block' })).toBeNull();
    cleanup();
    memberProfile.clear('demo');

    renderApp('#/demo/members/u9');
    expect(await screen.findByRole('heading', { name: 'Other' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Block' })).toBeNull();
    cleanup();

    me = meFixture({ user_id: 'u2', role: 'admin', state: 'paid' });
    account.clear('demo');
    await openMia();
    expect(screen.queryByRole('region', { name: 'Block' })).toBeNull();
    cleanup();

    me = meFixture({ user_id: 'u1', role: 'lecturer', state: 'paid' });
    account.clear('demo');
    await openMia();
    expect(screen.queryByRole('region', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Restrictions now' })).toBeNull();
  });
});
