import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEnglishWithNoCurrency } from '../../../../test/currency';
import { act, cleanup, render } from '@testing-library/preact';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { withTexts } from '../../../../test/texts';
import { chosenCurrency, locale } from '../../../lib/settings';
import { CheckoutAmount } from './CheckoutAmount';

beforeAll(() => withTexts('checkout'));

const assets = assetsFixture();
const asset = (id: string) => assets.filter((a) => a.asset_id === id)[0];

function show(amount: string, assetId: string, before: string | null = null) {
  const view = render(<CheckoutAmount amount={amount} before={before} asset={asset(assetId)} assets={assets} />);
  return {
    main: () => view.container.querySelector('output')!.textContent,
    beside: () => view.container.querySelector('.checkout-amount__approx')?.textContent ?? null,
    struck: () => view.container.querySelector('del')?.textContent ?? null,
  };
}

useEnglishWithNoCurrency();
afterEach(cleanup);

describe('CheckoutAmount in the person’s currency (issue 10)', () => {
  it('a crypto channel: the amount charged, with its value in the chosen currency beside it, switching with the choice', () => {
    chosenCurrency.value = 'usd';
    const view = show('0.00030000', ASSET.btc);
    expect(view.main()).toBe('0.0003 BTC');
    expect(view.beside()).toBe('≈ $20.00');
    act(() => {
      chosenCurrency.value = 'jpy';
    });
    expect(view.beside()).toBe('≈ ¥3,000');
    act(() => {
      chosenCurrency.value = 'cny';
    });
    expect(view.beside()).toBe('≈ ¥144.00');
  });

  it('a fiat channel in the person’s currency reads as money; in another, named by code with their currency beside', () => {
    chosenCurrency.value = 'cny';
    const view = show('144.00', ASSET.cny, '164.00');
    expect(view.main()).toBe('¥144.00');
    expect(view.struck()).toBe('¥164.00');
    expect(view.beside()).toBeNull();
    act(() => {
      chosenCurrency.value = 'usd';
    });
    expect(view.main()).toBe('144.00 CNY');
    expect(view.struck()).toBe('164.00 CNY');
    expect(view.beside()).toBe('≈ $20.00');
  });

  it('without a choice, follows the interface language: zh sees ¥, en sees $', () => {
    locale.value = 'zh';
    const view = show('0.00030000', ASSET.btc);
    expect(view.beside()).toBe('≈ ¥144.00');
    act(() => {
      locale.value = 'en';
    });
    expect(view.beside()).toBe('≈ $20.00');
  });
});
