import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { invitationCalls } from '../../../../contract/api/invitation';
import { productCalls } from '../../../../contract/api/product';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Me } from '../../account';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { availableCodes, invitationCount, inviteRecordCount, myCodes, usedCodes } from '../model';
import type { InvitationCode, Invitee } from '../../../../contract/invitation';
import { accountCalls } from '../../../../contract/api/account';
import { productFixture } from '../../../../test/fixtures/join';

// The inviter's screens (issue 13 point 3) against msw: the hub, my codes, my invitees, binding.

useMswServer();

const person = (full_name: string, identity_number = '1') => ({ avatar_url: '', full_name, identity_number });
const BTC = { asset_id: 'btc', symbol: 'BTC' };

const FREE: InvitationCode[] = [
  { code: 'MKPERM27', kind: 'permanent', product_id: null, used: false, used_at: null, invitee: null, created_at: '2024-01-01T00:00:00Z' },
  { code: 'MIAFRIEND', kind: 'one_time', product_id: null, used: false, used_at: null, invitee: null, created_at: '2024-01-01T00:00:00Z' },
];
const USED: InvitationCode[] = [
  { code: 'USEDONCE', kind: 'one_time', product_id: null, used: true, used_at: '2024-02-01T10:00:00Z', invitee: person('Ben Banned'), created_at: '2024-01-01T00:00:00Z' },
  { code: 'TAKENNOW', kind: 'one_time', product_id: null, used: true, used_at: null, invitee: person('Ana Silva'), created_at: '2024-01-01T00:00:00Z' },
];
const CODES = [...FREE, ...USED];

function serve(me: Partial<Me> = {}) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid', ...me }) })),
    mockCall('demo', invitationCalls.count, () => HttpResponse.json({ data: { available: 2, used: 1, invitees: 3 } })),
    mockCall('demo', invitationCalls.recordCount, { id: 'p1' }, () =>
      HttpResponse.json({ data: { count: 2, bonus: [{ ...BTC, amount: '0.00003' }, { asset_id: 'usdt', symbol: 'USDT', amount: '1.95' }] } })),
    mockCall('demo', invitationCalls.list, () => HttpResponse.json({ data: CODES })),
    mockCall('demo', invitationCalls.available, () => HttpResponse.json({ data: FREE })),
    mockCall('demo', invitationCalls.used, () => HttpResponse.json({ data: USED })),
  );
}

beforeEach(() => {
  localStorage.clear();
  for (const resource of [account, groupPublic, groupConfig, groupSettings, invitationCount, inviteRecordCount, myCodes, availableCodes, usedCodes]) {
    resource.clear('demo');
  }
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the invitations hub (group-invitations)', { timeout: 60_000 }, () => {
  it("states the group's own bonus rate (admin/invitation), as the count tells a member (the settings keep it to admins)", async () => {
    serve();
    server.use(mockCall('demo', invitationCalls.count, () =>
      HttpResponse.json({ data: { available: 2, used: 1, invitees: 3, bonus_rate: '0.125' } })));
    renderApp('#/demo/invitations');
    const bonus = await screen.findByRole('region', { name: 'My bonus' });
    await waitFor(() => expect(within(bonus).getByText(/you earn 12.5% of what they paid/)).toBeTruthy());
  });

  it('shows my counts, the buyers of the membership and my bonus per asset, the rule, and the ways to share', async () => {
    serve();
    renderApp('#/demo/invitations');
    const stats = await screen.findByRole('region', { name: 'My invitations' });
    const value = (label: string) => within(stats).getByText(label).nextSibling?.textContent;
    await waitFor(() => expect(value('Paid to join')).toBe('2'));
    expect(value('Codes to share')).toBe('2');
    expect(value('One-time codes used')).toBe('1');
    expect(value('Joined through me')).toBe('3');
    const bonus = screen.getByRole('region', { name: 'My bonus' });
    await waitFor(() => expect(within(bonus).getByText('0.00003 BTC')).toBeTruthy());
    expect(within(bonus).getByText('1.95 USDT')).toBeTruthy();
    expect(within(bonus).getByText(/you earn 10% of what they paid/)).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Invitation pages' });
    expect(within(links).getByRole('link', { name: 'Invitation poster' }).getAttribute('href')).toBe('#/demo/invitations/poster');
    expect(within(links).getByRole('link', { name: 'My invitees' }).getAttribute('href')).toBe('#/demo/invitations/invitees');
    // Binding invitees is the owner's.
    expect(within(links).queryByRole('link', { name: 'Bind an invitee' })).toBeNull();
  });

  it('with invitations disabled, says so and offers no codes, share page or poster', async () => {
    serve({ policies: [{ policy_type: 'USER_DISABLE_INVITATION' }] });
    renderApp('#/demo/invitations');
    expect(await screen.findByRole('heading', { name: 'Invitations are turned off' })).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Invitation pages' });
    expect(within(links).queryByRole('link', { name: 'Invitation poster' })).toBeNull();
    expect(within(links).queryByRole('link', { name: 'Share my invitation' })).toBeNull();
    expect(within(links).getByRole('link', { name: 'My invitees' })).toBeTruthy();
  });

  it('shows the owner the way to bind an invitee', async () => {
    serve({ role: 'owner' });
    renderApp('#/demo/invitations');
    const links = await screen.findByRole('navigation', { name: 'Invitation pages' });
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Bind an invitee' }).getAttribute('href')).toBe('#/demo/invitations/owner'));
  });

  it('says what could not be loaded, my counts or my bonus, each with a retry that reads it again', async () => {
    serve();
    let counts = 0;
    let records = 0;
    server.use(
      mockCall('demo', invitationCalls.count, () => (++counts === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: { available: 2, used: 1, invitees: 3 } }))),
      mockCall('demo', invitationCalls.recordCount, { id: 'p1' }, () => (++records === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: { count: 2, bonus: [{ ...BTC, amount: '0.00003' }] } }))),
    );
    renderApp('#/demo/invitations');
    const stats = await screen.findByRole('region', { name: 'My invitations' });
    expect(await within(stats).findByRole('heading', { name: 'Your invitation numbers could not be loaded.' })).toBeTruthy();
    const bonus = screen.getByRole('region', { name: 'My bonus' });
    expect(await within(bonus).findByRole('heading', { name: 'Your bonus could not be loaded.' })).toBeTruthy();
    fireEvent.click(within(stats).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(stats).getByText('Codes to share').nextSibling?.textContent).toBe('2'));
    expect(counts).toBe(2);
    fireEvent.click(within(bonus).getByRole('button', { name: 'Retry' }));
    expect(await within(bonus).findByText('0.00003 BTC')).toBeTruthy();
    expect(records).toBe(2);
  });
});

describe('my codes (group-invitations-codes)', { timeout: 60_000 }, () => {
  it('lists the codes free to share, the permanent one first, each to copy, and the used ones with who and when', async () => {
    serve();
    server.use(mockCall('demo', invitationCalls.list, () => HttpResponse.json({ code: 500, message: 'not read here' }, { status: 500 })));
    renderApp('#/demo/invitations/codes');
    const free = await screen.findByRole('region', { name: 'Free to share' });
    await waitFor(() => expect(within(free).getAllByRole('listitem')).toHaveLength(2));
    const [permanent, oneTime] = within(free).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(permanent).getByText('MKPERM27')).toBeTruthy();
    expect(within(permanent).getByText('Permanent code: anyone can use it')).toBeTruthy();
    expect(within(permanent).getByRole('button', { name: 'Copy MKPERM27' })).toBeTruthy();
    expect(within(oneTime).getByText('One-time code: not used yet')).toBeTruthy();
    expect(within(oneTime).getByRole('button', { name: 'Copy MIAFRIEND' })).toBeTruthy();

    const used = screen.getByRole('region', { name: 'Used' });
    await waitFor(() => expect(within(used).getAllByRole('listitem')).toHaveLength(2));
    expect(within(used).getByText('Used by Ben Banned on 2024/02/01')).toBeTruthy();
    expect(within(used).getByText('Applied by Ana Silva, not joined yet')).toBeTruthy();
    expect(within(used).queryByRole('button', { name: /^Copy/ })).toBeNull();
  });

  it('says when no code is free or none has been used', async () => {
    serve();
    server.use(
      mockCall('demo', invitationCalls.available, () => HttpResponse.json({ data: [] })),
      mockCall('demo', invitationCalls.used, () => HttpResponse.json({ data: [] })),
    );
    renderApp('#/demo/invitations/codes');
    expect(await screen.findByText('You have no codes free to share right now.')).toBeTruthy();
    expect(await screen.findByText('None of your one-time codes has been used yet.')).toBeTruthy();
  });

  it('shows a failed list with a retry that reads it again, keeping the other list', async () => {
    serve();
    let failing = true;
    let asked = 0;
    server.use(mockCall('demo', invitationCalls.used, () => {
      asked++;
      return failing
        ? HttpResponse.json({ code: 100409, message: 'refused' }, { status: 500 })
        : HttpResponse.json({ data: USED });
    }));
    renderApp('#/demo/invitations/codes');
    const used = await screen.findByRole('region', { name: 'Used' });
    const failed = { name: 'Your invitation codes could not be loaded.' };
    expect(await within(used).findByRole('heading', failed)).toBeTruthy();
    const free = screen.getByRole('region', { name: 'Free to share' });
    await waitFor(() => expect(within(free).getByText('MKPERM27')).toBeTruthy());
    expect(within(free).queryByRole('heading', failed)).toBeNull();
    failing = false;
    const before = asked;
    fireEvent.click(within(used).getByRole('button', { name: 'Retry' }));
    expect(await within(used).findByText('Used by Ben Banned on 2024/02/01')).toBeTruthy();
    expect(asked).toBe(before + 1);
    expect(within(used).queryByRole('heading', failed)).toBeNull();
  });

  it('shows the disabled notice instead of the free codes when the server refuses with 102801, and still the used ones', async () => {
    serve();
    server.use(mockCall('demo', invitationCalls.available, () =>
      HttpResponse.json({ code: 102801, message: 'invitation disabled for this user' }, { status: 403 })));
    renderApp('#/demo/invitations/codes');
    expect(await screen.findByRole('heading', { name: 'Invitations are turned off' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Free to share' })).toBeNull();
    const used = screen.getByRole('region', { name: 'Used' });
    expect(await within(used).findByText('Used by Ben Banned on 2024/02/01')).toBeTruthy();
  });
});

describe('by product (group-invitations-products-id)', { timeout: 60_000 }, () => {
  it('lists the codes free to share for the product picked', async () => {
    serve();
    const asked: (string | null)[] = [];
    server.use(
      mockCall('demo', productCalls.list, () => HttpResponse.json({ data: [] })),
      mockCall('demo', invitationCalls.available, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('product_id'));
        return HttpResponse.json({ data: FREE.slice(0, 1) });
      }),
      mockCall('demo', invitationCalls.records, { id: 'p1' }, () => HttpResponse.json({ data: [] })),
    );
    renderApp('#/demo/invitations/products/p1');
    const free = await screen.findByRole('region', { name: 'Free to share' });
    expect(await within(free).findByRole('button', { name: 'Copy MKPERM27' })).toBeTruthy();
    expect(asked).toEqual(['p1']);
  });
  it('says the products could not be loaded, with a retry that reads them again', async () => {
    serve();
    let reads = 0;
    server.use(
      mockCall('demo', productCalls.list, () => (++reads === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: [{ ...productFixture(), product_id: 'p1', name: 'Gold pass' }] }))),
      mockCall('demo', invitationCalls.records, { id: 'p1' }, () => HttpResponse.json({ data: [] })),
    );
    renderApp('#/demo/invitations/products/p1');
    expect(await screen.findByRole('heading', { name: 'The products could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('link', { name: 'Gold pass' })).getAttribute('aria-current')).toBe('page');
    expect(reads).toBe(2);
  });
});

describe('my invitees (group-invitations-invitees)', { timeout: 60_000 }, () => {
  it('lists who joined through me and who has not yet, with the bonus each earned me', async () => {
    serve();
    const rows: Invitee[] = [
      { invitee: person('林晓明（上海学习小组）', '37900001'), code: 'MKPERM27', kind: 'permanent', created_at: '2024-03-01T00:00:00Z', joined_at: '2024-03-02T00:00:00Z', bonus: [{ ...BTC, amount: '0.00003' }] },
      { invitee: person('Ana Silva', '37900003'), code: 'MKPERM27', kind: 'permanent', created_at: '2024-03-05T00:00:00Z', joined_at: null, bonus: [] },
    ];
    server.use(mockCall('demo', invitationCalls.invitees, () => HttpResponse.json({ data: rows })));
    renderApp('#/demo/invitations/invitees');
    expect(await screen.findByText('林晓明（上海学习小组）')).toBeTruthy();
    expect(screen.getByText('Bonus 0.00003 BTC')).toBeTruthy();
    expect(screen.getByText(/Not joined yet/)).toBeTruthy();
    expect(screen.getByText('No bonus yet')).toBeTruthy();
  });
});

describe('binding an invitee (group-invitations-owner)', { timeout: 60_000 }, () => {
  it('binds by identity number, and explains an unknown number', async () => {
    serve({ role: 'owner' });
    const bound: string[] = [];
    server.use(mockCall('demo', invitationCalls.bind, async ({ request }) => {
      const { identity_number } = (await request.json()) as { identity_number: string };
      bound.push(identity_number);
      if (identity_number === '404') return HttpResponse.json({ code: 404, message: 'user not found in this group' }, { status: 404 });
      return HttpResponse.json({ data: { user_id: 'u1', relation: { invitation_code: null, permanent_code: 'DEMOPERM', inviter_id: 'o', inviter: person('Olivia Owner') } } });
    }));
    renderApp('#/demo/invitations/owner');
    const input = await screen.findByRole('textbox', { name: 'Identity number' });
    fireEvent.input(input, { target: { value: '37000004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind invitee' }));
    expect(await screen.findByText('37000004 is now your invitee.')).toBeTruthy();
    fireEvent.input(input, { target: { value: '404' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind invitee' }));
    // Under the field, tied to it, the number kept.
    const alert = (await screen.findByText('No member of this group has this identity number.')).closest('[role="alert"]')!;
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect((input as HTMLInputElement).value).toBe('404');
    expect(screen.queryByText('37000004 is now your invitee.')).toBeNull();
    expect(bound).toEqual(['37000004', '404']);
  });
});

describe('the share page (group-invitations-share)', { timeout: 60_000 }, () => {
  it('gives my permanent code and the join link carrying it', async () => {
    serve();
    renderApp('#/demo/invitations/share');
    expect(await screen.findByTestId('invitation-share-code')).toBeTruthy();
    expect(screen.getByTestId('invitation-share-code').textContent).toBe('MKPERM27');
    expect(screen.getByText(/#\/demo\?invitation_code=MKPERM27$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
