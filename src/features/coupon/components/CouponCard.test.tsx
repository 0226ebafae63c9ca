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

describe('CouponCard amounts in the coupon’s own currency (issue 26 point 8)', () => {
  it('a CNY voucher is "¥20 off" whatever currency the person chose: never converted', () => {
    chosenCurrency.value = 'cny';
    const amount = amountOf(couponFixture({ amount: '20.00', asset_id: ASSET.cny }), { symbol: 'CNY' });
    expect(amount()).toBe('¥20 off');
    for (const choice of ['usd', 'jpy'] as const) {
      act(() => {
        chosenCurrency.value = choice;
      });
      // Not "$2.78 off" (20 / 7.20) nor "¥417 off" (in yen).
      expect(amount()).toBe('¥20 off');
    }
  });

  it('a voucher with cents keeps them; a large one is grouped', () => {
    chosenCurrency.value = 'usd';
    expect(amountOf(couponFixture({ amount: '8.50', asset_id: ASSET.cny }), { symbol: 'CNY' })()).toBe('¥8.50 off');
    expect(amountOf(couponFixture({ amount: '1500', asset_id: ASSET.cny }), { symbol: 'CNY' })()).toBe('¥1,500 off');
  });

  it('a crypto voucher is its own amount, trimmed', () => {
    chosenCurrency.value = 'usd';
    const amount = amountOf(couponFixture({ amount: '0.00005000', asset_id: ASSET.btc }), { symbol: 'BTC' });
    expect(amount()).toBe('0.00005 BTC off');
  });

  it('a discount shows 100 × (1 − amount) percent, whatever the currency', () => {
    const amount = amountOf(couponFixture({ type: 'DISCOUNT', amount: '0.80', asset_id: ASSET.btc }));
    expect(amount()).toBe('20% off');
  });

  it('the language does not change a USD voucher into yuan: zh and en both see $7.20', () => {
    locale.value = 'zh';
    const amount = amountOf(couponFixture({ amount: '7.20', asset_id: ASSET.usd }), { symbol: 'USD' });
    expect(amount()).toMatch(/^\$7\.20/);
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
