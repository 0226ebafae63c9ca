import { describe, expect, it } from 'vitest';
import { articleFixture } from '../../../test/fixtures/article';
import {
  amountProblem, articleFormBody, articleFormProblems, articleToForm, emptyArticleForm, isArticleLink, toggleBroadcast,
  type ArticleForm,
} from './adminRules';

const USDT = { asset_id: 'usdt', symbol: 'USDT', precision: 8 };
const JPY = { asset_id: 'jpy', symbol: 'JPY', precision: 0 };
const ASSETS = [USDT, JPY];
const form = (fields: Partial<ArticleForm> = {}): ArticleForm => ({
  ...emptyArticleForm('usdt'), title: 'Spring reading', link: 'https://example.com/spring', ...fields,
});

describe('articleFormProblems', () => {
  it('accepts a free article with a title and an http(s) link', () => {
    expect(articleFormProblems(form(), ASSETS)).toEqual({});
    expect(articleFormProblems(form({ link: 'HTTP://example.com' }), ASSETS)).toEqual({});
  });

  it('names the title, link and summary rules of the server', () => {
    expect(articleFormProblems(form({ title: '   ' }), ASSETS)).toEqual({ title: 'required' });
    expect(articleFormProblems(form({ title: 'x'.repeat(121) }), ASSETS)).toEqual({ title: 'too_long' });
    expect(articleFormProblems(form({ title: ` ${'x'.repeat(120)} ` }), ASSETS)).toEqual({});
    expect(articleFormProblems(form({ link: '' }), ASSETS)).toEqual({ link: 'required' });
    for (const link of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://']) {
      expect(articleFormProblems(form({ link }), ASSETS)).toEqual({ link: 'link' });
    }
    expect(articleFormProblems(form({ link: `https://example.com/${'x'.repeat(2000)}` }), ASSETS)).toEqual({ link: 'too_long' });
    expect(articleFormProblems(form({ summary: 'x'.repeat(1001) }), ASSETS)).toEqual({ summary: 'too_long' });
  });

  it('a paid article needs an asset and a positive price within the asset’s places', () => {
    expect(articleFormProblems(form({ paid: true, price_amount: '9.9' }), ASSETS)).toEqual({});
    expect(articleFormProblems(form({ paid: true, price_amount: '' }), ASSETS)).toEqual({ price_amount: 'amount' });
    expect(articleFormProblems(form({ paid: true, price_amount: '0' }), ASSETS)).toEqual({ price_amount: 'amount' });
    expect(articleFormProblems(form({ paid: true, price_amount: '1e3' }), ASSETS)).toEqual({ price_amount: 'amount' });
    expect(articleFormProblems(form({ paid: true, price_amount: '-1' }), ASSETS)).toEqual({ price_amount: 'amount' });
    expect(articleFormProblems(form({ paid: true, price_asset_id: 'jpy', price_amount: '100.5' }), ASSETS)).toEqual({ price_amount: 'places' });
    expect(articleFormProblems(form({ paid: true, price_asset_id: 'jpy', price_amount: '100.0' }), ASSETS)).toEqual({});
    expect(articleFormProblems(form({ paid: true, price_asset_id: '', price_amount: '1' }), ASSETS)).toEqual({ price_asset_id: 'required' });
    // A free article ignores what the price fields hold.
    expect(articleFormProblems(form({ paid: false, price_amount: 'nonsense' }), ASSETS)).toEqual({});
  });

  it('a reward goes to 1 to 1000 readers, never fewer than have claimed', () => {
    const reward = (fields: Partial<ArticleForm>) => form({ reward: true, reward_count: '10', reward_amount: '0.1', ...fields });
    expect(articleFormProblems(reward({}), ASSETS)).toEqual({});
    expect(articleFormProblems(reward({ reward_count: '1000' }), ASSETS)).toEqual({});
    for (const count of ['0', '1001', '1.5', '', '-3', 'ten']) {
      expect(articleFormProblems(reward({ reward_count: count }), ASSETS)).toEqual({ reward_count: 'count' });
    }
    expect(articleFormProblems(reward({ reward_amount: '0.000000001' }), ASSETS)).toEqual({ reward_amount: 'places' });
    expect(articleFormProblems(reward({ reward_asset_id: 'nope' }), ASSETS)).toEqual({ reward_asset_id: 'required' });
    expect(articleFormProblems(reward({ reward_count: '3' }), ASSETS, 4)).toEqual({ reward_count: 'below_claimed' });
    expect(articleFormProblems(reward({ reward_count: '4' }), ASSETS, 4)).toEqual({});
    expect(articleFormProblems(form({ reward: false }), ASSETS, 4)).toEqual({ reward_count: 'below_claimed' });
  });
});

describe('amountProblem and isArticleLink', () => {
  it('read decimals as the server does', () => {
    expect(amountProblem(' 0.1 ', USDT)).toBeNull();
    expect(amountProblem('.5', USDT)).toBe('amount');
    expect(amountProblem('1,5', USDT)).toBe('amount');
    // Issue 22: the one syntax, and the asset's maximum (by its price; without one, the largest of any asset).
    for (const typed of ['+1', '5.', '01', '1e3']) expect(amountProblem(typed, USDT)).toBe('amount');
    expect(amountProblem('13000000', { ...USDT, price_cny: '7.20' })).toBeNull();
    expect(amountProblem('13000000.1', { ...USDT, price_cny: '7.20' })).toBe('too_large');
    expect(amountProblem('99999999999999999999999999999999999999', USDT)).toBe('too_large');
    expect(isArticleLink(' https://example.com/a?b=c ')).toBe(true);
    expect(isArticleLink('https://?x')).toBe(false);
  });
});

describe('the body sent', () => {
  it('a free article without a reward sends nulls; a price and reward are normalised', () => {
    expect(articleFormBody(form({ title: ' Spring ', summary: ' Short. ' }))).toEqual({
      title: 'Spring', link: 'https://example.com/spring', summary: 'Short.', price: null, reward_count: null, reward_asset_id: null,
      reward_amount: null,
    });
    expect(articleFormBody(form({ paid: true, price_amount: '9.90', reward: true, reward_count: '20', reward_amount: '0.50' }))).toMatchObject({
      price: { asset_id: 'usdt', amount: '9.9' }, reward_count: 20, reward_asset_id: 'usdt', reward_amount: '0.5',
    });
  });

  it('an unchanged cover is left out; a new or removed one is sent', () => {
    expect(articleFormBody(form())).not.toHaveProperty('cover_attachment_id');
    expect(articleFormBody(form({ cover_attachment_id: 'att-1' })).cover_attachment_id).toBe('att-1');
    expect(articleFormBody(form({ cover_attachment_id: null })).cover_attachment_id).toBeNull();
  });

  it('an article edits as it is: price, reward and cover kept', () => {
    const article = articleFixture({
      price: { asset_id: 'usdt', symbol: 'USDT', amount: '9.9' },
      reward: { asset_id: 'usdt', symbol: 'USDT', amount: '0.1', count: 10, left: 7 },
    });
    const edited = articleToForm(article, 'btc');
    expect(edited).toMatchObject({ paid: true, price_amount: '9.9', reward: true, reward_count: '10', cover_attachment_id: undefined });
    expect(articleToForm(articleFixture({ price: null, reward: null }), 'btc')).toMatchObject({ paid: false, price_asset_id: 'btc', reward: false, reward_asset_id: 'btc' });
  });
});

describe('toggleBroadcast', () => {
  it('selects up to 5 and refuses a sixth, keeping the five', () => {
    let selected: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) selected = toggleBroadcast(selected, id).selected;
    expect(selected).toEqual([1, 2, 3, 4, 5]);
    expect(toggleBroadcast(selected, 6)).toEqual({ selected: [1, 2, 3, 4, 5], refused: true });
    expect(toggleBroadcast(selected, 3)).toEqual({ selected: [1, 2, 4, 5], refused: false });
    expect(toggleBroadcast([1, 2, 4, 5], 6)).toEqual({ selected: [1, 2, 4, 5, 6], refused: false });
  });
});
