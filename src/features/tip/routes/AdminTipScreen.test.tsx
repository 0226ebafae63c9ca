import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { assetCalls } from '../../../../contract/api/asset';
import { meFixture } from '../../../../test/fixtures/account';
import { groupAdminSettingsFixture, settingsStore } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { tipMemberFixture } from '../../../../test/fixtures/tip';
import { walletTokenFixture, walletTokensHandler } from '../../../../test/fixtures/wallet';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';
import { assetPrices } from '../../order';
import { tipAssets } from '../model';
import { groupCalls } from '../../../../contract/api/group';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

// admin/tip (issue 14 point 3): the least tip in USD, checked before sending, saved with
// PUT /settings/full; the member's kudos form then refuses less, in the §5 words.

useMswServer();

let saved: ReturnType<typeof settingsStore>['store'];
let role: 'admin' | 'user';

function serve() {
  const usdt = assetsFixture().find((a) => a.asset_id === ASSET.usdt)!;
  const settings = settingsStore(groupAdminSettingsFixture({ tip_min_usd: '0.1' }));
  saved = settings.store;
  server.use(
    ...settings.handlers,
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
    // The member's kudos form.
    walletTokensHandler('demo', () => [walletTokenFixture({ asset_id: ASSET.usdt, symbol: 'USDT', balance: '1000', price_cny: '7.20' })]),
    mockCall('demo', memberCalls.get, { id: 'u7' }, () => HttpResponse.json({ data: tipMemberFixture() })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', assetCalls.scene, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('scene') === 'tip' ? [usdt] : [] })),
  );
}

const section = () => screen.findByRole('region', { name: 'Least tip' }, { timeout: 15_000 });
const field = (box: HTMLElement) => within(box).getByRole('textbox', { name: 'Least tip in USD' }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  [account, groupAdminSettings, groupSettings, tipAssets, assetPrices].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  role = 'admin';
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminTipScreen (group-admin-tip)', { timeout: 60_000 }, () => {
  it('is a section of the portal showing the least tip as saved', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Kudos/ }));
    const box = await section();
    expect(field(box).value).toBe('0.1');
    expect(within(box).getByText('USD')).toBeTruthy();
    // Nothing changed, nothing to save.
    expect((within(box).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says when the admins' settings cannot be read (GET /admin/settings), and reads them again on retry", async () => {
    serve();
    let failures = 1;
    server.use(mockCall('demo', groupCalls.adminSettings, () => {
      if (failures-- > 0) return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      return HttpResponse.json({ data: saved.settings });
    }));
    renderApp('#/demo/admin/tip');
    expect(await screen.findByText('The group’s settings could not be loaded.', undefined, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(field(await section()).value).toBe('0.1');
  });

  it('refuses 0, words and too many decimals in place, sending nothing and keeping the text', async () => {
    serve();
    renderApp('#/demo/admin/tip');
    const box = await section();
    for (const [typed, reason] of [
      ['0', 'The least amount must be above 0.'],
      ['one dollar', 'Enter an amount in USD, like 0.5.'],
      ['0.123456789', 'Use at most 8 decimal places.'],
      ['', 'Enter an amount.'],
    ]) {
      fireEvent.input(field(box), { target: { value: typed } });
      fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
      expect((await within(box).findByRole('alert')).textContent).toBe(reason);
      expect(field(box).value).toBe(typed);
    }
    expect(saved.puts).toEqual([]);
  });

  it('refuses an amount too large, a sign, a bare point (issue 22): said in place, the text kept, nothing sent', async () => {
    serve();
    renderApp('#/demo/admin/tip');
    const box = await section();
    for (const [typed, reason] of [
      ['10000.01', 'At most 10000 USD.'],
      ['99999999999999999999999999999999999999', 'At most 10000 USD.'],
      ['+1', 'Enter an amount in USD, like 0.5.'],
      ['.5', 'Enter an amount in USD, like 0.5.'],
      ['5.', 'Enter an amount in USD, like 0.5.'],
    ]) {
      fireEvent.input(field(box), { target: { value: typed } });
      fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
      expect((await within(box).findByRole('alert')).textContent).toBe(reason);
      expect(field(box).value).toBe(typed);
    }
    expect(saved.puts).toEqual([]);
  });

  it('shows the server\'s refusal under the field, the text kept', async () => {
    serve();
    saved.refusal = { code: 100400, message: 'invalid tip_min_usd', status: 400 };
    renderApp('#/demo/admin/tip');
    const box = await section();
    fireEvent.input(field(box), { target: { value: '3' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect((await within(box).findByRole('alert')).textContent).toMatch(/^Something in the request was not accepted/);
    expect(field(box).value).toBe('3');
    expect(saved.settings.tip_min_usd).toBe('0.1');
  });

  it('saves a higher least tip; the member\'s kudos form then refuses less with the §5 message', async () => {
    serve();
    renderApp('#/demo/admin/tip');
    const box = await section();
    fireEvent.input(field(box), { target: { value: ' 2 ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await screen.findByText('Least tip saved');
    expect(saved.puts).toEqual([{ tip_min_usd: '2' }]);
    expect(groupSettings.of('demo').data!.tip_min_usd).toBe('2');

    // A member opens the kudos form afresh: the server's settings say 2 USD.
    cleanup();
    [account, groupAdminSettings, groupSettings].forEach((r) => r.clear('demo'));
    role = 'user';
    renderApp('#/demo/tip/send?to=u7');
    expect(await screen.findByText('At least 2 USDT ≈ $2.00', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('Amount in USDT'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('amount must not be lower than 2 USDT')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kudos waiting for payment' })).toBeNull());
  });

  it('the member\'s kudos form reads the least tip afresh each time it shows (another admin may have changed it)', async () => {
    role = 'user';
    serve();
    renderApp('#/demo/tip/send?to=u7');
    expect(await screen.findByText('At least 0.1 USDT ≈ $0.10', {}, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    // Changed on the server meanwhile; the app still holds the settings it read.
    saved.settings = { ...saved.settings, tip_min_usd: '2' };
    expect(groupSettings.of('demo').data!.tip_min_usd).toBe('0.1');
    renderApp('#/demo/tip/send?to=u7');
    expect(await screen.findByText('At least 2 USDT ≈ $2.00', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
