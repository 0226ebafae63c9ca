import { describe, expect, it } from 'vitest';
import {
  benchmarkOf, benchmarkProblem, channelPrices, hasChannel, maxRenewalChoices, noChannelLeft, withFiatChannel, withWalletAssets,
} from './priceRules';

const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
const ASSETS = [
  { asset_id: BTC, symbol: 'BTC', price_cny: '480000.00', precision: 8 },
  { asset_id: USDT, symbol: 'USDT', price_cny: '7.20', precision: 8 },
  { asset_id: 'cny', symbol: 'CNY', price_cny: '1.00', precision: 2 },
  { asset_id: 'rc', symbol: 'RC', price_cny: '1.00', precision: 2 },
];

describe('benchmarkProblem (§5 amount, §5/§9 fiat benchmark > 0.01)', () => {
  it.each([
    ['144', null],
    ['144.5', null],
    [' 0.02 ', null],
    ['0.011', 'places'],
    ['0.01', 'min'],
    ['0', 'min'],
    ['0.00', 'min'],
    ['-5', 'number'],
    ['abc', 'number'],
    ['1e3', 'number'],
    ['', 'number'],
    ['12.', 'number'],
    ['1,000', 'number'],
    ['144.001', 'places'],
    ['100000000', null],
    ['100000000.01', 'max'],
    ['99999999999999999999999999999999999999', 'max'],
    ['+1', 'number'],
    ['.5', 'number'],
    ['0144', 'number'],
  ])('%j → %s', (raw, problem) => {
    expect(benchmarkProblem(raw)).toBe(problem);
  });
});

describe('benchmarkOf: the price a year in yuan', () => {
  it('is the benchmark itself, or another asset converted by price_cny, to the fen', () => {
    expect(benchmarkOf({ asset_id: 'cny', amount: '144' }, ASSETS)).toBe('144.00');
    expect(benchmarkOf({ asset_id: BTC, amount: '0.00030000' }, ASSETS)).toBe('144.00');
    expect(benchmarkOf({ asset_id: USDT, amount: '0.0013' }, ASSETS)).toBe('0.01');
    expect(benchmarkOf({ asset_id: 'doge', amount: '1' }, ASSETS)).toBeNull();
  });
});

describe('channelPrices: what each accepted way of paying charges a year', () => {
  it('converts the benchmark into each channel’s asset and rounds half-up to its places', () => {
    const channels = [
      { channel: 'wechat' as const, asset_id: 'cny', symbol: 'CNY' },
      { channel: 'mixin' as const, asset_id: BTC, symbol: 'BTC' },
      { channel: 'mixin' as const, asset_id: USDT, symbol: 'USDT' },
      { channel: 'reborn' as const, asset_id: 'rc', symbol: 'RC' },
    ];
    expect(channelPrices({ asset_id: 'cny', amount: '200' }, channels, ASSETS)).toEqual([
      { channel: 'wechat', asset_id: 'cny', symbol: 'CNY', amount: '200.00' },
      { channel: 'mixin', asset_id: BTC, symbol: 'BTC', amount: '0.00041667' },
      { channel: 'mixin', asset_id: USDT, symbol: 'USDT', amount: '27.77777778' },
      { channel: 'reborn', asset_id: 'rc', symbol: 'RC', amount: '200.00' },
    ]);
  });

  it('has no amount for an asset without a rate', () => {
    expect(channelPrices({ asset_id: 'cny', amount: '1' }, [{ channel: 'mixin', asset_id: 'doge', symbol: 'DOGE' }], ASSETS)[0].amount).toBeNull();
  });
});

describe('channels', () => {
  const seeded = [
    { channel: 'mixin' as const, asset_id: BTC },
    { channel: 'mixin' as const, asset_id: USDT },
    { channel: 'wechat' as const, asset_id: 'cny' },
    { channel: 'alipay' as const, asset_id: 'cny' },
    { channel: 'reborn' as const, asset_id: 'rc' },
  ];

  it('switch a fiat channel on or off, keeping the wallet’s assets', () => {
    const off = withFiatChannel(seeded, { channel: 'alipay', asset_id: 'cny' }, false);
    expect(off).toEqual([
      { channel: 'wechat', asset_id: 'cny' },
      { channel: 'reborn', asset_id: 'rc' },
      { channel: 'mixin', asset_id: BTC },
      { channel: 'mixin', asset_id: USDT },
    ]);
    expect(hasChannel(off, { channel: 'alipay', asset_id: 'cny' })).toBe(false);
    expect(withFiatChannel(off, { channel: 'alipay', asset_id: 'CNY' }, true).slice(0, 3).map((c) => c.channel)).toEqual(['wechat', 'alipay', 'reborn']);
  });

  it('set the wallet’s assets, keeping the fiat channels', () => {
    expect(withWalletAssets(seeded, [USDT])).toEqual([
      { channel: 'wechat', asset_id: 'cny' },
      { channel: 'alipay', asset_id: 'cny' },
      { channel: 'reborn', asset_id: 'rc' },
      { channel: 'mixin', asset_id: USDT },
    ]);
  });

  it('§5: none left is refused', () => {
    expect(noChannelLeft(withWalletAssets([{ channel: 'mixin', asset_id: BTC }], []))).toBe(true);
    expect(noChannelLeft(seeded)).toBe(false);
  });
});

describe('maxRenewalChoices', () => {
  it('offers the renewal periods, and an older value outside them so it can be seen', () => {
    expect(maxRenewalChoices(3)).toEqual([1, 2, 3, 5, 7]);
    expect(maxRenewalChoices(10)).toEqual([1, 2, 3, 5, 7, 10]);
    expect(maxRenewalChoices(undefined)).toEqual([1, 2, 3, 5, 7]);
  });
});
