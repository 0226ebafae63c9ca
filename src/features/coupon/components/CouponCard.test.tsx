import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEnglishWithNoCurrency } from '../../../../test/currency';
import { act, cleanup, render } from '@testing-library/preact';
import { couponFixture } from '../../../../test/fixtures/coupon';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { withTexts } from '../../../../test/texts';
import { chosenCurrency, locale } from '../../../lib/settings';
import type { Coupon } from '../../../../contract/coupon';
import { CouponCard } from './CouponCard';

beforeAll(() => withTexts('coupon'));

const assets = assetsFixture();
const now = Date.now();

function amountOf(coupon: Coupon, props: { symbol?: string; withAssets?: boolean } = {}) {
  const view = render(
    <CouponCard coupon={coupon} symbol={props.symbol} assets={props.withAssets === false ? undefined : assets} now={now} />,
  );
  return () => view.container.querySelector('.coupon-card__amount')!.textContent;
}

useEnglishWithNoCurrency();
afterEach(cleanup);

describe('CouponCard amounts in the person’s currency (issue 10)', () => {
  it('a fiat voucher in the chosen currency, switching when the choice changes', () => {
    chosenCurrency.value = 'cny';
    const amount = amountOf(couponFixture({ amount: '20.00', asset_id: ASSET.cny }), { symbol: 'CNY' });
    expect(amount()).toBe('¥20.00 off');
    act(() => {
      chosenCurrency.value = 'usd';
    });
    // 20 / 7.20 = 2.777… → $2.78, exactly, half-up.
    expect(amount()).toBe('$2.78 off');
    act(() => {
      chosenCurrency.value = 'jpy';
    });
    expect(amount()).toBe('¥417 off');
  });

  it('a crypto voucher keeps its amount, with its value in the chosen currency beside it', () => {
    chosenCurrency.value = 'usd';
    const amount = amountOf(couponFixture({ amount: '0.00005000', asset_id: ASSET.btc }), { symbol: 'BTC' });
    expect(amount()).toBe('0.00005 BTC ≈ $3.33 off');
  });

  it('a discount shows 100 × (1 − amount) percent, whatever the currency', () => {
    const amount = amountOf(couponFixture({ type: 'DISCOUNT', amount: '0.80', asset_id: ASSET.btc }));
    expect(amount()).toBe('20% off');
  });

  it('without a choice the voucher follows the language: zh sees ¥, en sees $', () => {
    locale.value = 'zh';
    const amount = amountOf(couponFixture({ amount: '7.20', asset_id: ASSET.usd }), { symbol: 'USD' });
    expect(amount()).toBe('¥51.84 off');
    act(() => {
      locale.value = 'en';
    });
    expect(amount()).toBe('$7.20 off');
  });

  it('before the prices arrive, a crypto voucher is its amount alone', () => {
    chosenCurrency.value = 'usd';
    const amount = amountOf(couponFixture({ amount: '0.00005000', asset_id: ASSET.btc }), { symbol: 'BTC', withAssets: false });
    expect(amount()).toBe('0.00005 BTC off');
  });
});
