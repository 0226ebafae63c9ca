import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { invitationCalls } from '../../../../contract/api/invitation';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { groupAdminSettingsFixture, settingsReadHandlers } from '../../../../test/fixtures/group';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupSettings } from '../../group';
import type { InvitationAdminCode, InvitationAdminPerson } from '../../../../contract/invitationAdmin';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

const person = (n: number, full_name: string): InvitationAdminPerson => ({ user_id: `u${n}`, full_name, avatar_url: '', identity_number: `${7000 + n}` });
const MIA = person(1, 'Mia Member');
const OLIVIA = person(2, 'Olivia Owner');
const BEN = person(3, 'Ben Banned');
const code = (n: number, fields: Partial<InvitationAdminCode> = {}): InvitationAdminCode => ({
  code: `CODE${String(n).padStart(3, '0')}`, kind: 'one_time', inviter: MIA, is_public: false, used_by: null, used_at: null, uses: 0,
  created_at: '2026-02-01T00:00:00.000Z', ...fields,
});

/** 25 codes: the first pages of 20 say more follow. */
const CODES = [
  code(1, { code: 'MKPERM27', kind: 'permanent', uses: 3 }),
  code(2, { code: 'USEDONCE', used_by: BEN, used_at: '2026-02-10T00:00:00.000Z', uses: 1 }),
  code(3, { code: 'PUB7K2QX', inviter: OLIVIA, is_public: true }),
  ...Array.from({ length: 22 }, (_, i) => code(i + 4)),
];
let failing: boolean;
// The three lists answer alike, each by its own declaration.
const ADMIN_LISTS = [['codes', invitationCalls.adminCodes], ['uses', invitationCalls.adminUses], ['bonuses', invitationCalls.adminBonuses]] as const;
let requests: string[];

function serve() {
  server.use(
    // The section reads every setting as an admin (GET /admin/settings).
    ...settingsReadHandlers('demo', () => groupAdminSettingsFixture()),
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    ...ADMIN_LISTS.map(([list, declared]) => mockCall('demo', declared, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset'));
      requests.push(`${list}?offset=${offset}${query.get('kind') ? `&kind=${query.get('kind')}` : ''}`);
      if (failing) return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      if (list === 'codes') {
        const all = CODES.filter((c) => !query.get('kind') || c.kind === query.get('kind'));
        return HttpResponse.json({ data: { items: all.slice(offset, offset + 20), has_more: all.length > offset + 20 } });
      }
      if (list === 'uses') {
        return HttpResponse.json({ data: { items: [
          { code: 'MKPERM27', kind: 'permanent', inviter: MIA, invitee: person(4, 'Ana Silva'), created_at: '2026-02-20T00:00:00.000Z', joined_at: null },
          { code: 'USEDONCE', kind: 'one_time', inviter: MIA, invitee: BEN, created_at: '2026-02-09T00:00:00.000Z', joined_at: '2026-02-10T00:00:00.000Z' },
        ], has_more: false } });
      }
      return HttpResponse.json({ data: {
        items: [{ inviter: MIA, records: 2, last_at: '2026-02-15T00:00:00.000Z', bonus: [
          { asset_id: 'btc', symbol: 'BTC', amount: '0.00003' }, { asset_id: 'usdt', symbol: 'USDT', amount: '1.95' },
        ] }],
        has_more: false,
        totals: [{ asset_id: 'btc', symbol: 'BTC', amount: '0.00003' }, { asset_id: 'usdt', symbol: 'USDT', amount: '1.95' }],
      } });
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  failing = false;
  requests = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const lists = () => screen.findByRole('region', { name: 'Invitations in this group' }, { timeout: 15_000 });
const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('the invitation lists of group-admin-invitation', { timeout: 60_000 }, () => {
  it('lists the codes issued, by whom and who used them, 20 at a time, narrowed to one kind', async () => {
    serve();
    renderApp('#/demo/admin/invitation');
    const region = await lists();
    await within(region).findByRole('list', { name: 'Codes' });
    expect(rows('Codes')).toHaveLength(20);
    const [perm, used, pub, free] = rows('Codes');
    expect(within(perm!).getByText('Named by 3 people')).toBeTruthy();
    expect(within(perm!).getByText('Permanent')).toBeTruthy();
    expect(within(used!).getByText('Used by Ben Banned, joined 2026/02/10')).toBeTruthy();
    expect(within(pub!).getByText(/^Issued by Olivia Owner · Issued 2026\/02\/01 · On the public codes page$/)).toBeTruthy();
    expect(within(free!).getByText('Not used yet')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows('Codes')).toHaveLength(25));
    expect(within(region).queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(within(region).getByRole('combobox', { name: 'Kind of code' }), { target: { value: 'permanent' } });
    await waitFor(() => expect(rows('Codes')).toHaveLength(1));
    expect(requests).toEqual(['codes?offset=0', 'codes?offset=20', 'codes?offset=0&kind=permanent']);
  });

  it('shows who used whose code, and the bonuses earned with their totals', async () => {
    serve();
    renderApp('#/demo/admin/invitation');
    const region = await lists();
    fireEvent.click(within(region).getByRole('button', { name: 'Used' }));
    expect(within(region).getByRole('button', { name: 'Used' }).getAttribute('aria-pressed')).toBe('true');
    await within(region).findByRole('list', { name: 'Used' });
    const [ana, ben] = rows('Used');
    expect(within(ana!).getByText('Code MKPERM27 of Mia Member')).toBeTruthy();
    expect(within(ana!).getByText('Applied 2026/02/20 · Not joined yet')).toBeTruthy();
    expect(within(ben!).getByText('Applied 2026/02/09 · Joined 2026/02/10')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Bonuses' }));
    await within(region).findByRole('list', { name: 'Bonuses' });
    expect(within(region).getByText('Bonuses earned in total').nextElementSibling!.textContent).toBe('0.00003 BTC + 1.95 USDT');
    const [mia] = rows('Bonuses');
    expect(within(mia!).getByText('Mia Member')).toBeTruthy();
    expect(within(mia!).getByText('2 paid orders · Latest 2026/02/15')).toBeTruthy();
  });

  it('shows the load-failed notice, and reads the list again on retry', async () => {
    failing = true;
    serve();
    renderApp('#/demo/admin/invitation');
    const region = await lists();
    expect(await within(region).findByText('The invitations could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await within(region).findByRole('list', { name: 'Codes' });
    expect(rows('Codes')).toHaveLength(20);
  });
});
