import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../../test/fixtures/article';
import { assetsFixture, ASSET } from '../../../test/fixtures/order';
import { articlePriceText, articleRewardText, homeArticleRows } from './model';

const a = (id: number) => articleFixture({ article_id: id });

describe('homeArticleRows', () => {
  it('puts the featured first, drops them from the latest and shows five rows at most', () => {
    const rows = homeArticleRows({ featured: [a(3), a(9)], articles: [a(12), a(11), a(10), a(9), a(8)] });
    expect(rows.featured.map((x) => x.article_id)).toEqual([3, 9]);
    expect(rows.latest.map((x) => x.article_id)).toEqual([12, 11, 10]);
    // The cursor is the last latest row shown: 9 (featured) and 8 come with the next page.
    expect(rows).toMatchObject({ cursor: 10, more: true });
  });

  it('a short first page without hidden rows has no more', () => {
    expect(homeArticleRows({ featured: [], articles: [a(2), a(1)] })).toMatchObject({ cursor: 1, more: false });
    expect(homeArticleRows({ featured: [a(1)], articles: [a(1)] })).toMatchObject({ latest: [], cursor: null, more: false });
  });
});

describe('article amounts', () => {
  it('prices crypto with its value in the member’s currency, and names a reward by its symbol', () => {
    expect(articlePriceText({ asset_id: ASSET.usdt, symbol: 'USDT', amount: '9.90' }, assetsFixture(), 'usd')).toBe('9.9 USDT ≈ $9.90');
    expect(articlePriceText({ asset_id: 'unknown', symbol: 'XIN', amount: '0.5' }, [], 'usd')).toBe('0.5 XIN');
    expect(articleRewardText({ asset_id: ASSET.usdt, symbol: 'USDT', amount: '0.10000000' })).toBe('0.1 USDT');
  });
});
