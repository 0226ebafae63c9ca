import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { meFixture } from '../../../../test/fixtures/account';
import { groupAdminSettingsFixture, settingsStore } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { walletTokenFixture, walletTokensHandler } from '../../../../test/fixtures/wallet';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';
import { assetPrices } from '../../order';
import { luckycoinAssets } from '../model';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

// admin/luckycoin (issue 14 point 3): the most shares per pack (1–1000) and the least amount in USD,
// each checked before sending and saved with PUT /settings/full; the member's send form then holds
// packs to them.

useMswServer();

let saved: ReturnType<typeof settingsStore>['store'];
let role: 'admin' | 'user';

function serve() {
  const usdt = assetsFixture().filter((a) => a.asset_id === ASSET.usdt);
  const settings = settingsStore(groupAdminSettingsFixture({ luckycoin_max_shares: 1000, luckycoin_min_usd: '0.1' }));
  saved = settings.store;
  server.use(
    ...settings.handlers,
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
    // The member's send form.
    walletTokensHandler('demo', () => [walletTokenFixture({ asset_id: ASSET.usdt, symbol: 'USDT', balance: '1000', price_cny: '7.20' })]),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', assetCalls.scene, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('scene') === 'luckycoin' ? usdt : [] })),
  );
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  [account, groupAdminSettings, groupSettings, luckycoinAssets, assetPrices].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  role = 'admin';
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminLuckycoinScreen (group-admin-luckycoin)', { timeout: 60_000 }, () => {
  it('is a section of the portal with both settings as saved', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Lucky coins/ }));
    const shares = await region('Most shares per pack');
    expect((within(shares).getByRole('textbox', { name: 'Most shares' }) as HTMLInputElement).value).toBe('1000');
    const minimum = await region('Least amount per pack');
    expect((within(minimum).getByRole('textbox', { name: 'Least amount in USD' }) as HTMLInputElement).value).toBe('0.1');
  });

  it('refuses shares outside 1–1000 and a least amount of 0, in place, sending nothing', async () => {
    serve();
    renderApp('#/demo/admin/luckycoin');
    const shares = await region('Most shares per pack');
    const count = within(shares).getByRole('textbox', { name: 'Most shares' }) as HTMLInputElement;
    for (const typed of ['0', '1001', '2.5', 'ten']) {
      fireEvent.input(count, { target: { value: typed } });
      fireEvent.click(within(shares).getByRole('button', { name: 'Save' }));
      expect((await within(shares).findByRole('alert')).textContent).toBe('Enter a whole number from 1 to 1000.');
      expect(count.value).toBe(typed);
    }
    const minimum = await region('Least amount per pack');
    fireEvent.input(within(minimum).getByRole('textbox', { name: 'Least amount in USD' }), { target: { value: '0.00' } });
    fireEvent.click(within(minimum).getByRole('button', { name: 'Save' }));
    expect((await within(minimum).findByRole('alert')).textContent).toBe('The least amount must be above 0.');
    // Issue 22: at most 10000 USD, and the one syntax (the field keeps what was typed).
    const least = within(minimum).getByRole('textbox', { name: 'Least amount in USD' }) as HTMLInputElement;
    for (const [typed, reason] of [['99999999999999999999999999999999999999', 'At most 10000 USD.'], ['.5', 'Enter an amount in USD, like 0.5.']]) {
      fireEvent.input(least, { target: { value: typed } });
      fireEvent.click(within(minimum).getByRole('button', { name: 'Save' }));
      expect((await within(minimum).findByRole('alert')).textContent).toBe(reason);
      expect(least.value).toBe(typed);
    }
    expect(saved.puts).toEqual([]);
  });

  it('saves each; the member\'s send form then holds packs to the new most shares and least amount', async () => {
    serve();
    renderApp('#/demo/admin/luckycoin');
    const shares = await region('Most shares per pack');
    fireEvent.input(within(shares).getByRole('textbox', { name: 'Most shares' }), { target: { value: '10' } });
    fireEvent.click(within(shares).getByRole('button', { name: 'Save' }));
    await screen.findByText('Most shares saved');
    const minimum = await region('Least amount per pack');
    fireEvent.input(within(minimum).getByRole('textbox', { name: 'Least amount in USD' }), { target: { value: '2' } });
    fireEvent.click(within(minimum).getByRole('button', { name: 'Save' }));
    await screen.findByText('Least amount saved');
    expect(saved.puts).toEqual([{ luckycoin_max_shares: 10 }, { luckycoin_min_usd: '2' }]);

    // A member opens the send form afresh: the server's settings hold.
    cleanup();
    [account, groupAdminSettings, groupSettings].forEach((r) => r.clear('demo'));
    role = 'user';
    renderApp('#/demo/luckycoin/pack');
    expect(await screen.findByText('At most 10 shares.', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('Total amount (USDT)'), { target: { value: '1.5' } });
    fireEvent.input(screen.getByLabelText('Number of shares'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and pay' }));
    expect(await screen.findByText('Too many shares: at most 10.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Number of shares'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and pay' }));
    expect(await screen.findByText("The amount is below the group's minimum: at least 2 USDT.")).toBeTruthy();
  });

  it('the member\'s send form reads the most shares afresh each time it shows (another admin may have changed it)', async () => {
    role = 'user';
    serve();
    renderApp('#/demo/luckycoin/pack');
    expect(await screen.findByText('At most 1000 shares.', {}, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    saved.settings = { ...saved.settings, luckycoin_max_shares: 25 };
    expect(groupSettings.of('demo').data!.luckycoin_max_shares).toBe(1000);
    renderApp('#/demo/luckycoin/pack');
    expect(await screen.findByText('At most 25 shares.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
