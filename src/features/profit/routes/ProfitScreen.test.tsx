import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { profitCalls } from '../../../../contract/api/profit';
import { assetCalls } from '../../../../contract/api/asset';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { assetsFixture } from '../../../../test/fixtures/order';
import {
  profitDetailFixture, profitOverviewFixture, profitRecordFixture, profitUserStatusFixture,
} from '../../../../test/fixtures/profit';
import type { ProfitUserStatus } from '../../../../contract/profit';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { payoutStatus, profitDetails, profitOverview, profitRevenue } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  for (const r of [profitOverview, profitRevenue, payoutStatus, profitDetails]) r.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

function handlers(status: ProfitUserStatus[] = [profitUserStatusFixture()], detailQueries: string[] = []) {
  let statusCalls = 0;
  return [
    ...groupHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture() })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', profitCalls.overview, () => HttpResponse.json({ data: profitOverviewFixture() })),
    mockCall('demo', profitCalls.revenue, () => HttpResponse.json({
      data: { assets: [{ asset_id: 'usdt-asset', asset_symbol: 'USDT', revenue: '3000', amount: '300.00000000', tax_amount: '12.5', claimed_amount: '100', value_cny: '2160.00' }] },
    })),
    mockCall('demo', profitCalls.userStatus, () => HttpResponse.json({ data: status[Math.min(statusCalls++, status.length - 1)] })),
    mockCall('demo', profitCalls.detail, ({ request }) => {
      const query = new URL(request.url).searchParams;
      detailQueries.push(`${query.get('date')}|${query.get('asset_id') ?? ''}`);
      if (query.get('date') === '2026-01') return HttpResponse.json({ code: 404, message: 'no profit record for this month and asset' }, { status: 404 });
      const records = [
        profitRecordFixture(),
        profitRecordFixture({ asset_id: 'cny', asset_symbol: 'CNY', source: 'invitation', amount: '50.00', tax_amount: '2.00', net_amount: '48.00', claimed_amount: '48.00', value_cny: '50.00', payout_on: '2026-10-25' }),
      ];
      const assetId = query.get('asset_id');
      return HttpResponse.json({ data: profitDetailFixture({ records: assetId ? records.filter((r) => r.asset_id === assetId) : records }) });
    }),
  ];
}

describe('the profit screens', { timeout: 60_000 }, () => {
  it('shows the totals, the payout needs with the way to fix each, the settlement rule and the months in their states', async () => {
    server.use(...handlers());
    renderApp('#/demo/profit');

    expect((await screen.findByTestId('profit-net')).textContent).toContain('$400.00');
    const months = screen.getByRole('region', { name: 'By month' });
    const rows = within(months).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '#/demo/profit/month?date=2026-11', '#/demo/profit/month?date=2026-10', '#/demo/profit/month?date=2026-09',
    ]);
    expect((rows[0]).textContent).toContain('November 2026');
    expect((rows[0]).textContent).toContain('$138.89 after tax');
    const badges = rows.map((r) => r.querySelector('.profit-state')!);
    expect(badges.map((b) => b.textContent)).toEqual(['Pending', 'Not claimed', 'Claimed']);
    expect(badges.map((b) => b.className)).toEqual([
      'profit-state profit-state--warning', 'profit-state profit-state--warning', 'profit-state profit-state--success',
    ]);

    const needs = screen.getByRole('region', { name: 'Payout needs' });
    expect(await within(needs).findByText('+86 139****0004')).toBeTruthy();
    expect(within(needs).getByText('Not verified for this group yet.')).toBeTruthy();
    expect((within(needs).getByRole('link', { name: 'Verify your identity' })).getAttribute('href')).toBe('#/demo/kyc');

    expect(screen.getByText('It is paid on the 1st of the next month; the CNY part is released around the 25th.')).toBeTruthy();
    expect(screen.getByText('Profit is settled every month, after income tax.')).toBeTruthy();
    expect(await screen.findByText('300 USDT')).toBeTruthy();
  });

  it('says my profit could not be loaded, with a retry that reads it again', async () => {
    server.use(...handlers());
    let reads = 0;
    server.use(mockCall('demo', profitCalls.overview, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: profitOverviewFixture() }))));
    renderApp('#/demo/profit');
    expect(await screen.findByRole('heading', { name: 'Your profit could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('profit-net')).textContent).toContain('$400.00');
    expect(reads).toBe(2);
  });

  it('says the payout needs could not be loaded, with a retry in their card', async () => {
    server.use(...handlers());
    let reads = 0;
    server.use(mockCall('demo', profitCalls.userStatus, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: profitUserStatusFixture() }))));
    renderApp('#/demo/profit');
    const needs = await screen.findByRole('region', { name: 'Payout needs' });
    expect(await within(needs).findByRole('heading', { name: 'The payout needs could not be loaded.' })).toBeTruthy();
    fireEvent.click(within(needs).getByRole('button', { name: 'Retry' }));
    expect(await within(needs).findByText('+86 139****0004')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('a missing +86 phone says how to fix it and checks again', async () => {
    server.use(...handlers([
      profitUserStatusFixture({ phone: null, phone_ok: false, kyc_status: 'approved', kyc_ok: true, missing: ['phone'] }),
      profitUserStatusFixture({ phone: '+86 138****0000', phone_ok: true, kyc_status: 'approved', kyc_ok: true, missing: [] }),
    ]));
    renderApp('#/demo/profit');
    const needs = await screen.findByRole('region', { name: 'Payout needs' });
    expect(await within(needs).findByText('Your account has no mobile number.')).toBeTruthy();
    expect(within(needs).getByText('Bind a +86 mobile number to your account, then check again.')).toBeTruthy();
    expect(within(needs).queryByRole('link', { name: 'Verify your identity' })).toBeNull();
    fireEvent.click(within(needs).getByRole('button', { name: 'Check again' }));
    expect(await within(needs).findByText('Everything a payout needs is in place.')).toBeTruthy();
    expect(within(needs).getByText('+86 138****0000')).toBeTruthy();
  });

  it('a month lists its records with links to each, and how its tax was worked out', async () => {
    const queries: string[] = [];
    server.use(...handlers(undefined, queries));
    renderApp('#/demo/profit/month?date=2026-09');
    expect(await screen.findByRole('heading', { name: 'September 2026' })).toBeTruthy();
    expect((screen.getByTestId('profit-month-tax')).textContent).toContain('¥40.00');
    expect(screen.getByText('income − ¥800')).toBeTruthy();
    expect(screen.getByText('20% − ¥0.00')).toBeTruthy();
    const usdt = screen.getByRole('link', { name: 'USDT, Revenue share: details' });
    expect((usdt).getAttribute('href')).toBe('#/demo/profit/detail?date=2026-09&asset_id=usdt-asset');
    expect(screen.getByRole('link', { name: 'CNY, Invitation bonuses: details' })).toBeTruthy();
    expect(queries).toEqual(['2026-09|']);
  });

  it('a record\'s page shows how it was earned and when it is paid', async () => {
    const queries: string[] = [];
    server.use(...handlers(undefined, queries));
    renderApp('#/demo/profit/detail?date=2026-09&asset_id=cny');
    const card = await screen.findByRole('article');
    expect((card).getAttribute('data-source')).toBe('invitation');
    expect(within(card).getByText('Invitation bonuses')).toBeTruthy();
    expect(within(card).getByText('10%')).toBeTruthy();
    expect((within(card).getByText('Paid on').nextSibling!).textContent).toContain('2026/10/25');
    expect(within(card).getByText('48.00 CNY', { selector: 'dd.profit-pairs__success' })).toBeTruthy();
    expect(queries).toEqual(['2026-09|cny']);
  });

  it('a month without profit, or no month at all, says so and leads back to all months', async () => {
    server.use(...handlers());
    renderApp('#/demo/profit/month?date=2026-01');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.querySelector('.profit-notice [role=alert]')!.textContent).not.toBe('');
    expect((screen.getByRole('link', { name: 'All months' })).getAttribute('href')).toBe('#/demo/profit');
    cleanup();
    renderApp('#/demo/profit/month?date=someday');
    expect(await screen.findByText('This is not a month that has profit.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'All months' })).toBeTruthy());
  });
});
