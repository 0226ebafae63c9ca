import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useEnglishWithNoCurrency } from '../../../test/currency';
import { act, cleanup, render } from '@testing-library/preact';
import { courseFixture } from '../../../test/fixtures/course';
import { ASSET, assetsFixture } from '../../../test/fixtures/order';
import { withTexts } from '../../../test/texts';
import { chosenCurrency, locale } from '../../lib/settings';
import { assetPrices } from '../order';
import { CourseCard } from './components/CourseCard';
import { CourseHeader } from './components/CourseHeader';

// The course price where members see it (card and course page), in their currency (issue 10).
beforeAll(() => withTexts('course'));

const assets = assetsFixture();
const usdtCourse = courseFixture({ charge: { asset_id: ASSET.usdt, amount: '9.90' }, product_id: 'p1' });
const usdCourse = courseFixture({ charge: { asset_id: ASSET.usd, amount: '9.90' }, product_id: 'p1' });

useEnglishWithNoCurrency();
beforeEach(() => assetPrices.put('demo', assets));
afterEach(() => {
  cleanup();
  assetPrices.clear('demo');
});

describe('course price in the person’s currency', () => {
  it('the course page: a crypto price with its value in the chosen currency beside it, switching with the choice', () => {
    chosenCurrency.value = 'usd';
    const view = render(<CourseHeader course={usdtCourse} assets={assets} />);
    expect(view.getByText('9.9 USDT ≈ $9.90')).toBeTruthy();
    act(() => {
      chosenCurrency.value = 'cny';
    });
    expect(view.getByText('9.9 USDT ≈ ¥71.28')).toBeTruthy();
  });

  it('the course card: a fiat price converted into the chosen currency', () => {
    chosenCurrency.value = 'usd';
    const view = render(<CourseCard group="demo" course={usdCourse} />);
    const tag = () => view.container.querySelector('.course-card__tag--paid')!.textContent;
    expect(tag()).toBe('$9.90');
    act(() => {
      chosenCurrency.value = 'jpy';
    });
    // 9.90 × 7.20 / 0.048 = 1485 yen, no decimals.
    expect(tag()).toBe('¥1,485');
  });

  it('without a choice, a zh person sees ¥ and an en person sees $', () => {
    locale.value = 'zh';
    const view = render(<CourseCard group="demo" course={usdtCourse} />);
    const tag = () => view.container.querySelector('.course-card__tag--paid')!.textContent;
    expect(tag()).toBe('9.9 USDT ≈ ¥71.28');
    act(() => {
      locale.value = 'en';
    });
    expect(tag()).toBe('9.9 USDT ≈ $9.90');
  });
});
