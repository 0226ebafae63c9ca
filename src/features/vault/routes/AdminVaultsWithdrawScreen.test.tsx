import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { vaultCalls } from '../../../../contract/api/vault';
import { assetCalls } from '../../../../contract/api/asset';
import { useEnglishWithNoCurrency } from '../../../../test/currency';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { vaultAssetFixture, vaultOverviewFixture, withdrawalFixture } from '../../../../test/fixtures/vault';
import type { VaultOverview, VaultWithdrawBody } from '../../../../contract/vault';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { vaultOverview } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
useEnglishWithNoCurrency();

const PIN = '246810';
let overview: VaultOverview;
let sent: VaultWithdrawBody[];
/** The answer to the next withdrawal: null for the server's rule (right PIN withdraws, wrong one counts). */
let nextAnswer: (() => Response) | null;

function serve() {
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'owner', state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', vaultCalls.list, () => HttpResponse.json({ data: overview })),
    mockCall('demo', vaultCalls.withdraw, async ({ request }) => {
      const body = (await request.json()) as VaultWithdrawBody;
      sent.push(body);
      if (nextAnswer) {
        const answer = nextAnswer;
        nextAnswer = null;
        return answer();
      }
      if (body.pin !== PIN) {
        const left = overview.pin.tries_left - 1;
        overview = { ...overview, pin: { ...overview.pin, tries_left: left } };
        return HttpResponse.json({ code: 104603, message: `wrong PIN: ${left} tries left` }, { status: 403 });
      }
      const balance = '33.60900000';
      overview = vaultOverviewFixture({}, [vaultAssetFixture({ asset_id: ASSET.cny, symbol: 'CNY', precision: 2, price_cny: '1.00', balance: '406.08', withdrawable: false }), vaultAssetFixture({ balance })]);
      return HttpResponse.json({
        data: { withdrawal: withdrawalFixture({ withdrawal_id: 'w-new', amount: '1.50000000', destination: body.destination, state: 'pending', settled_at: null }), balance },
      });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  vaultOverview.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  overview = vaultOverviewFixture();
  sent = [];
  nextAnswer = null;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

async function form() {
  const f = await screen.findByRole('form', { name: 'Profit vault' }, { timeout: 15_000 });
  return {
    form: f,
    asset: within(f).getByLabelText('Asset') as HTMLSelectElement,
    amount: within(f).getByLabelText('Amount') as HTMLInputElement,
    destination: within(f).getByLabelText('Note') as HTMLInputElement,
    pin: within(f).getByLabelText('Withdrawal PIN') as HTMLInputElement,
    submit: within(f).getByRole('button', { name: 'Withdraw' }),
  };
}

async function confirmDialog(answer: 'Withdraw' | 'Cancel') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Withdraw from the profit vault?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('AdminVaultsWithdrawScreen (group-admin-vaults-withdraw)', { timeout: 60_000 }, () => {
  it('enforces the asset precision as typed, fills Max, and says each problem before sending anything', async () => {
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    const f = await form();
    // Crypto only: the CNY balance is said to be settled to the merchant account, not offered.
    expect([...f.asset.options].map((o) => o.textContent)).toEqual(['USDT']);
    expect(within(f.form).getByText('CNY in the profit vault is settled to the group’s merchant account by its payment provider, not withdrawn here.')).toBeTruthy();
    expect(within(f.form).getByText(/^Available: 35\.109 USDT/)).toBeTruthy();
    fireEvent.input(f.amount, { target: { value: '12.3' } });
    fireEvent.input(f.amount, { target: { value: '12.123456789' } });
    expect(f.amount.value).toBe('12.3');
    fireEvent.input(f.amount, { target: { value: '12,34' } });
    expect(f.amount.value).toBe('12.34');
    fireEvent.click(within(f.form).getByRole('button', { name: 'Max' }));
    expect(f.amount.value).toBe('35.109');
    fireEvent.input(f.amount, { target: { value: '35.1091' } });
    fireEvent.input(f.pin, { target: { value: '12' } });
    fireEvent.click(f.submit);
    expect(await within(f.form).findByText('That is more than the profit vault holds (35.109 USDT).')).toBeTruthy();
    expect(within(f.form).getByText('Say what it is for.')).toBeTruthy();
    expect(within(f.form).getByText('The PIN is 6 digits.')).toBeTruthy();
    expect(f.amount.getAttribute('aria-invalid')).toBe('true');
    // What was typed stays; nothing was sent.
    expect(f.amount.value).toBe('35.1091');
    expect(sent).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a wrong PIN says how many tries are left; the right one withdraws, with the new balance and the history entry', async () => {
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    const f = await form();
    fireEvent.change(f.asset, { target: { value: ASSET.usdt } });
    fireEvent.input(f.amount, { target: { value: '1.5' } });
    fireEvent.input(f.destination, { target: { value: '  November payout ' } });
    fireEvent.input(f.pin, { target: { value: '135791' } });
    fireEvent.click(f.submit);
    expect(within(await screen.findByRole('dialog')).getByText("1.5 USDT to the owner’s wallet (“November payout”). This cannot be undone.")).toBeTruthy();
    await confirmDialog('Withdraw');
    expect(await within(f.form).findByText('Wrong PIN. 4 tries left before your withdrawals are locked.')).toBeTruthy();
    expect(f.pin.value).toBe('');
    expect(f.amount.value).toBe('1.5');
    expect(sent[0]).toMatchObject({ asset_id: ASSET.usdt, amount: '1.5', pin: '135791', destination: 'November payout' });
    expect(sent[0]!.request_id).toMatch(/^[0-9a-f]{32}$/);

    fireEvent.input(f.pin, { target: { value: PIN } });
    fireEvent.click(f.submit);
    await confirmDialog('Withdraw');
    const done = await screen.findByRole('region', { name: 'Withdrawal sent' });
    expect(within(done).getByText("1.5 USDT is on its way to the owner’s wallet (“November payout”).")).toBeTruthy();
    expect(within(done).getByText('The profit vault now holds 33.609 USDT.')).toBeTruthy();
    expect(within(done).getByText('On its way')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Back to the vaults' }).getAttribute('href')).toBe('#/demo/admin/vaults');
    // The same withdrawal asked again after a refusal keeps its request id; the server withdraws it once.
    expect(sent).toHaveLength(2);
    expect(sent[1]!.request_id).toBe(sent[0]!.request_id);
  });

  it('a lost answer is retried with the same request id; a changed amount is a new request', async () => {
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    const f = await form();
    fireEvent.input(f.amount, { target: { value: '10' } });
    fireEvent.input(f.destination, { target: { value: 'Bank account' } });
    fireEvent.input(f.pin, { target: { value: PIN } });
    nextAnswer = () => HttpResponse.error();
    fireEvent.click(f.submit);
    await confirmDialog('Withdraw');
    await waitFor(() => expect(sent).toHaveLength(1));
    // A lost answer: said above the button, not in a toast; what was typed stays but the PIN.
    const alert = await within(f.form).findByRole('alert');
    expect(alert.nextElementSibling!.contains(f.submit)).toBe(true);
    expect([f.amount.value, f.destination.value, f.pin.value]).toEqual(['10', 'Bank account', '']);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    fireEvent.input(f.pin, { target: { value: PIN } });
    fireEvent.click(f.submit);
    await confirmDialog('Withdraw');
    await screen.findByRole('region', { name: 'Withdrawal sent' });
    expect(sent[1]!.request_id).toBe(sent[0]!.request_id);
    fireEvent.click(screen.getByRole('button', { name: 'Another withdrawal' }));
    const again = await form();
    fireEvent.input(again.amount, { target: { value: '11' } });
    fireEvent.input(again.destination, { target: { value: 'Bank account' } });
    fireEvent.input(again.pin, { target: { value: PIN } });
    fireEvent.click(again.submit);
    await confirmDialog('Withdraw');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.request_id).not.toBe(sent[0]!.request_id);
  });

  it('cancelling the confirmation sends nothing', async () => {
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    const f = await form();
    fireEvent.input(f.amount, { target: { value: '1' } });
    fireEvent.input(f.destination, { target: { value: 'Bank account' } });
    fireEvent.input(f.pin, { target: { value: PIN } });
    fireEvent.click(f.submit);
    await confirmDialog('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('the fifth wrong PIN locks your withdrawals: the form says it is yours, until when, and cannot be sent', async () => {
    overview = vaultOverviewFixture({ pin: { pin_set: true, tries_left: 1, locked_until: null } });
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    const f = await form();
    fireEvent.input(f.amount, { target: { value: '1' } });
    fireEvent.input(f.destination, { target: { value: 'Bank account' } });
    fireEvent.input(f.pin, { target: { value: '000000' } });
    nextAnswer = () => {
      overview = { ...overview, pin: { pin_set: true, tries_left: 0, locked_until: '2026-11-25T10:15:00.000Z' } };
      return HttpResponse.json({ code: 104604, message: 'too many wrong PINs' }, { status: 429 });
    };
    fireEvent.click(f.submit);
    await confirmDialog('Withdraw');
    expect(await screen.findByText(/^You entered too many wrong PINs\. Your withdrawals are locked until 2026\/11\/25 \d\d:15; the others can still withdraw\.$/)).toBeTruthy();
    const locked = await form();
    expect((locked.submit as HTMLButtonElement).disabled).toBe(true);
    expect(locked.pin.disabled).toBe(true);
  });

  it('without a PIN there is nothing to fill in, and the way back', async () => {
    overview = vaultOverviewFixture({ pin: { pin_set: false, tries_left: 5, locked_until: null } });
    serve();
    renderApp('#/demo/admin/vaults/withdraw');
    expect(await screen.findByText('No withdrawal PIN is set yet, so nothing can be withdrawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the vaults' }).getAttribute('href')).toBe('#/demo/admin/vaults');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
