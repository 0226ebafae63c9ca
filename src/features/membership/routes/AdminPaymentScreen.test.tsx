import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { productCalls } from '../../../../contract/api/product';
import { assetCalls } from '../../../../contract/api/asset';
import { adminPortalHandlers, type SettingsState } from '../../../../test/fixtures/admin';
import { groupPublicFixture, groupAdminSettingsFixture } from '../../../../test/fixtures/group';
import { BTC, USDT, productFixture } from '../../../../test/fixtures/join';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupPublic, groupAdminSettings, groupSettings } from '../../group';
import { membershipProduct, pricedAssets } from '../../join';
import type { Asset } from '../../../../contract/asset';
import type { Product, ProductChannel } from '../../../../contract/product';
import { groupCalls } from '../../../../contract/api/group';

// The admin portal's payment and crypto sections (issue 14): the price a year as a fiat benchmark
// in yuan, the ways of paying, renewal, and the wallet's crypto assets, each saved with its rule.

useMswServer();

const ASSETS: Asset[] = [
  { asset_id: BTC, symbol: 'BTC', name: 'Bitcoin', icon_url: '', price_cny: '480000.00', precision: 8, kind: 'crypto' },
  { asset_id: USDT, symbol: 'USDT', name: 'Tether USD', icon_url: '', price_cny: '7.20', precision: 8, kind: 'crypto' },
  { asset_id: 'cny', symbol: 'CNY', name: 'Chinese Yuan', icon_url: '', price_cny: '1.00', precision: 2, kind: 'fiat' },
  { asset_id: 'rc', symbol: 'RC', name: 'Reborn Coin', icon_url: '', price_cny: '1.00', precision: 2, kind: 'fiat' },
];
const SYMBOLS: Record<string, string> = { [BTC]: 'BTC', [USDT]: 'USDT', cny: 'CNY', rc: 'RC' };

let product: Product;
/** What was sent: `price` bodies of PUT /products/p1/price, `settings` patches. */
let state: SettingsState;
let refusal: { code: number; message: string; status: number } | null;

function serve() {
  server.use(
    mockCall('demo', groupCalls.public, () => HttpResponse.json({ data: groupPublicFixture({ product: { id: 'p1', status: 'normal' } }) })),
    ...adminPortalHandlers('demo', state),
    mockCall('demo', productCalls.get, { id: 'p1' }, () => HttpResponse.json({ data: product })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: ASSETS })),
    mockCall('demo', productCalls.putPrice, { id: 'p1' }, async ({ request }) => {
      const body = (await request.json()) as { asset_id: string; amount: string; channels: Omit<ProductChannel, 'symbol'>[] };
      state.sent.push({ price: body });
      if (refusal) {
        const r = refusal;
        refusal = null;
        return HttpResponse.json({ code: r.code, message: r.message }, { status: r.status });
      }
      product = { ...product, price: { ...body, channels: body.channels.map((ch) => ({ ...ch, symbol: SYMBOLS[ch.asset_id] })) } };
      return HttpResponse.json({ data: product });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  for (const r of [account, groupAdminSettings, groupSettings, groupPublic, membershipProduct, pricedAssets]) r.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  product = productFixture({
    price: {
      asset_id: BTC,
      amount: '0.00030000',
      channels: [
        { channel: 'mixin', asset_id: BTC, symbol: 'BTC' },
        { channel: 'mixin', asset_id: USDT, symbol: 'USDT' },
        { channel: 'wechat', asset_id: 'cny', symbol: 'CNY' },
        { channel: 'alipay', asset_id: 'cny', symbol: 'CNY' },
      ],
    },
  });
  state = { settings: groupAdminSettingsFixture({ system_renew_enable: true, max_renewal_years: 10 }), sent: [], record: (patch) => ({ settings: patch }) };
  refusal = null;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const charged = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('dl div')).map((row) => `${row.querySelector('dt')!.textContent} = ${row.querySelector('dd')!.textContent}`);

describe('AdminPaymentScreen (group-admin-payment)', { timeout: 60_000 }, () => {
  it('shows the price in yuan and what each way of paying charges; saves a new benchmark in yuan', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Payment/ }));
    const price = await section('Price a year');
    const field = within(price).getByLabelText('Price a year (CNY)') as HTMLInputElement;
    expect(field.value).toBe('144.00');
    expect(within(price).getByText('Today the price is set as 0.0003 BTC a year. Saving sets it in yuan from then on.')).toBeTruthy();
    expect(charged(price)).toEqual([
      'Wallet (BTC) = 0.0003 BTC',
      'Wallet (USDT) = 20 USDT',
      'WeChat Pay (CNY) = 144.00 CNY',
      'Alipay (CNY) = 144.00 CNY',
    ]);
    // As typed, the list follows before anything is saved.
    fireEvent.input(field, { target: { value: '168' } });
    expect(charged(price)[0]).toBe('Wallet (BTC) = 0.00035 BTC');
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(state.sent).toEqual([{
      price: {
        asset_id: 'cny', amount: '168',
        channels: [{ channel: 'mixin', asset_id: BTC }, { channel: 'mixin', asset_id: USDT }, { channel: 'wechat', asset_id: 'cny' }, { channel: 'alipay', asset_id: 'cny' }],
      },
    }]));
    await screen.findByText('Saved');
    expect(field.value).toBe('168.00');
    expect(within(price).getByText('New orders use the new price; orders already open keep the price they were made at.')).toBeTruthy();
    // What the join and renew screens read is the saved product.
    expect(membershipProduct.of('demo').data!.price).toMatchObject({ asset_id: 'cny', amount: '168' });
  });

  it.each([
    ['0.01', 'The price must be more than ¥0.01.'],
    ['-3', 'Enter an amount such as 144 or 144.50.'],
    ['abc', 'Enter an amount such as 144 or 144.50.'],
    ['12.345', 'Yuan have at most 2 decimal places.'],
    // Issue 22: a bound, and the one syntax.
    ['99999999999999999999999999999999999999', 'The price can be at most ¥100000000.'],
    ['100000000.01', 'The price can be at most ¥100000000.'],
    ['+1', 'Enter an amount such as 144 or 144.50.'],
    ['.5', 'Enter an amount such as 144 or 144.50.'],
  ])('refuses %j before sending, keeping what was typed', async (typed, reason) => {
    serve();
    renderApp('#/demo/admin/payment');
    const price = await section('Price a year');
    const field = within(price).getByLabelText('Price a year (CNY)') as HTMLInputElement;
    fireEvent.input(field, { target: { value: typed } });
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect((await within(price).findByRole('alert')).textContent).toBe(reason);
    expect(field.value).toBe(typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(state.sent).toEqual([]);
  });

  it("shows the server's refusal under the field", async () => {
    serve();
    refusal = { code: 100400, message: 'invalid amount', status: 400 };
    renderApp('#/demo/admin/payment');
    const price = await section('Price a year');
    const field = within(price).getByLabelText('Price a year (CNY)') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '99' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    const alert = await within(price).findByRole('alert');
    expect(field.getAttribute('aria-describedby')!.split(' ')[0]).toBe(alert.id);
    expect(state.sent).toHaveLength(1);
    expect(field.value).toBe('99');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });

  it('switches a way of paying off, price unchanged; the last one cannot go', async () => {
    product = productFixture({ price: { asset_id: 'cny', amount: '144', channels: [{ channel: 'alipay', asset_id: 'cny', symbol: 'CNY' }] } });
    serve();
    renderApp('#/demo/admin/payment');
    const ways = await section('Ways of paying');
    const wechat = within(ways).getByRole('switch', { name: 'WeChat Pay (CNY)' }) as HTMLInputElement;
    const alipay = within(ways).getByRole('switch', { name: 'Alipay (CNY)' }) as HTMLInputElement;
    expect([wechat.checked, alipay.checked]).toEqual([false, true]);
    expect(within(ways).getByText('Wallet: no crypto asset')).toBeTruthy();
    fireEvent.click(alipay);
    expect((await within(ways).findByRole('alert')).textContent).toBe('At least one way of paying must stay on.');
    expect(state.sent).toEqual([]);
    fireEvent.click(wechat);
    await waitFor(() => expect(state.sent).toEqual([{
      price: { asset_id: 'cny', amount: '144', channels: [{ channel: 'wechat', asset_id: 'cny' }, { channel: 'alipay', asset_id: 'cny' }] },
    }]));
    await waitFor(() => expect((within(ways).getByRole('switch', { name: 'WeChat Pay (CNY)' }) as HTMLInputElement).checked).toBe(true));
  });

  it('turns renewal off and sets the longest period to a renewal period', async () => {
    serve();
    renderApp('#/demo/admin/payment');
    const renewal = await section('Renewal');
    const select = within(renewal).getByLabelText('Longest a membership may run ahead') as HTMLSelectElement;
    // 10 years (an older setting) is shown as it is, beside the renewal periods.
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['1 year', '2 years', '3 years', '5 years', '7 years', '10 years']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(state.sent).toEqual([{ settings: { max_renewal_years: 3 } }]));
    await screen.findByText('Saved');
    fireEvent.click(within(renewal).getByRole('switch', { name: 'Members can renew' }));
    await waitFor(() => expect(state.sent).toEqual([{ settings: { max_renewal_years: 3 } }, { settings: { system_renew_enable: false } }]));
    expect(groupAdminSettings.of('demo').data).toMatchObject({ max_renewal_years: 3, system_renew_enable: false });
  });
});

describe('AdminCryptoScreen (group-admin-crypto)', { timeout: 60_000 }, () => {
  it('lists the crypto assets with the price a year that follows from the yuan price, and switches one off', async () => {
    product = productFixture({
      price: {
        asset_id: 'cny', amount: '144',
        channels: [{ channel: 'mixin', asset_id: BTC, symbol: 'BTC' }, { channel: 'mixin', asset_id: USDT, symbol: 'USDT' }, { channel: 'wechat', asset_id: 'cny', symbol: 'CNY' }],
      },
    });
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Crypto/ }));
    const crypto = await section('Crypto assets');
    const btc = within(crypto).getByRole('switch', { name: /^Bitcoin \(BTC\)/ }) as HTMLInputElement;
    const usdt = within(crypto).getByRole('switch', { name: /^Tether USD \(USDT\)/ }) as HTMLInputElement;
    expect([btc.checked, usdt.checked]).toEqual([true, true]);
    expect(within(crypto).getByText('0.0003 BTC a year')).toBeTruthy();
    expect(within(crypto).getByText('20 USDT a year')).toBeTruthy();
    // Fiat pseudo-assets are not the wallet's.
    expect(within(crypto).queryByRole('switch', { name: /CNY/ })).toBeNull();
    fireEvent.click(usdt);
    await waitFor(() => expect(state.sent).toEqual([{
      price: { asset_id: 'cny', amount: '144', channels: [{ channel: 'wechat', asset_id: 'cny' }, { channel: 'mixin', asset_id: BTC }] },
    }]));
    await screen.findByText('Saved');
    expect((within(crypto).getByRole('switch', { name: /^Tether USD/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('the last way of paying cannot be switched off', async () => {
    product = productFixture({ price: { asset_id: 'cny', amount: '144', channels: [{ channel: 'mixin', asset_id: BTC, symbol: 'BTC' }] } });
    serve();
    renderApp('#/demo/admin/crypto');
    const crypto = await section('Crypto assets');
    fireEvent.click(within(crypto).getByRole('switch', { name: /^Bitcoin/ }));
    expect((await within(crypto).findByRole('alert')).textContent).toBe('At least one way of paying must stay on.');
    expect(state.sent).toEqual([]);
  });
});
