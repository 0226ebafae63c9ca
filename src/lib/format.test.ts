import { describe, expect, it } from 'vitest';
import {
  convert, CURRENCY_SYMBOLS, defaultDecimals, formatAmount, formatAssetAmount, formatDate, formatDateTime,
  formatDuration, formatFileSize, formatMoney, formatOwnAmount, formatPlainAmount, groupThousands, memberPrice, memberPriceText, precisionOf, wholeTimeUnits, type PricedAsset,
} from './format';

const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
const assets: PricedAsset[] = [
  { asset_id: 'cny', symbol: 'CNY', price_cny: '1' },
  { asset_id: 'usd', symbol: 'USD', price_cny: '7.2' },
  { asset_id: 'jpy', symbol: 'JPY', price_cny: '0.048' },
  { asset_id: 'rc', symbol: 'RC', price_cny: '1' },
  { asset_id: BTC, symbol: 'BTC', price_cny: '450000.5', precision: 8 },
  { asset_id: USDT, symbol: 'USDT', price_cny: '7.2' },
  { asset_id: 'free', symbol: 'FREE', price_cny: '0' },
];

describe('formatFileSize', () => {
  it('keeps its contract', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2.00 MB');
  });
});

describe('precision', () => {
  it('fiat 2, jpy 0, rc 2, crypto 8 or the asset’s own', () => {
    expect(precisionOf('cny')).toBe(2);
    expect(precisionOf('usd')).toBe(2);
    expect(precisionOf('JPY')).toBe(0);
    expect(precisionOf('rc')).toBe(2);
    expect(precisionOf(BTC)).toBe(8);
    expect(precisionOf({ asset_id: 'x', price_cny: '1', precision: 4 })).toBe(4);
    expect(precisionOf({ asset_id: 'x', symbol: 'JPY', price_cny: '1' })).toBe(0);
    expect(precisionOf('constructor')).toBe(8);
  });

  it('default decimals by size use strict thresholds', () => {
    expect(defaultDecimals('10000.01')).toBe(2);
    expect(defaultDecimals('10000')).toBe(4);
    expect(defaultDecimals('1.0001')).toBe(4);
    expect(defaultDecimals('1')).toBe(8);
    expect(defaultDecimals('0.00010001')).toBe(8);
    expect(defaultDecimals('0.0001')).toBe(12);
    expect(defaultDecimals('0')).toBe(12);
    expect(defaultDecimals('-20000')).toBe(2);
  });
});

describe('amounts', () => {
  it('formatAmount rounds by size and drops trailing zeros', () => {
    expect(formatAmount('12345.678')).toBe('12,345.68');
    expect(formatAmount('1.23456')).toBe('1.2346');
    expect(formatAmount('0.123456789')).toBe('0.12345679');
    expect(formatAmount('0.0000123456789012345')).toBe('0.000012345679');
    expect(formatAmount('0.1')).toBe('0.1');
    expect(formatAmount('1.00005', 4)).toBe('1.0001');
    expect(formatAmount('oops')).toBe('--');
  });

  it('formatAssetAmount pads fiat and rc, trims crypto', () => {
    expect(formatAssetAmount('10', 'cny')).toBe('10.00');
    expect(formatAssetAmount('10.005', 'rc')).toBe('10.01');
    expect(formatAssetAmount('1234.5', 'jpy')).toBe('1,235');
    expect(formatAssetAmount('0.1', BTC)).toBe('0.1');
    expect(formatAssetAmount('0.123456785', BTC)).toBe('0.12345679');
    expect(formatAssetAmount('0.123456785', { asset_id: 'x', price_cny: '1', precision: 2 })).toBe('0.12');
    expect(formatAssetAmount('', 'cny')).toBe('--');
  });

  it('formatMoney puts the currency symbol first with its fixed places', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ cny: '¥', jpy: '¥', usd: '$' });
    expect(formatMoney('12.5', 'cny')).toBe('¥12.50');
    expect(formatMoney('0.1', 'usd')).toBe('$0.10');
    expect(formatMoney('0.125', 'usd')).toBe('$0.13');
    expect(formatMoney('1.005', 'usd')).toBe('$1.01');
    expect(formatMoney('1234.5', 'jpy')).toBe('¥1,235');
    expect(formatMoney('-3', 'usd')).toBe('-$3.00');
    expect(formatMoney('-0.001', 'usd')).toBe('$0.00');
    expect(formatMoney(0.1 + 0.2, 'usd')).toBe('$0.30');
    expect(formatMoney('NaN', 'usd')).toBe('--');
  });
});

describe('convert', () => {
  it('goes through the price_cny ratio, rounded to the target precision', () => {
    expect(convert('1', 'usd', 'cny', assets)).toBe('7.2');
    expect(convert('10', 'cny', 'usd', assets)).toBe('1.39'); // 1.3888…
    expect(convert('1', 'usd', 'jpy', assets)).toBe('150');
    expect(convert('0.01', BTC, 'usd', assets)).toBe('625'); // 4500.005 / 7.2 = 625.000694…
    expect(convert('0.01', BTC, 'cny', assets)).toBe('4500.01'); // 4500.005 rounds half up
    expect(convert('100', 'usd', BTC, assets)).toBe('0.0016'); // 720 / 450000.5 = 0.00159999822…
    expect(convert('1', 'usd', BTC, assets)).toBe('0.000016'); // 0.0000159999822…
    expect(convert('3', 'USDT', 'usd', assets)).toBe('3');
  });

  it('is exact where floats drift', () => {
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(convert('0.1', 'cny', 'cny', assets)).toBe('0.1');
    expect(convert('0.3', 'rc', 'cny', [{ asset_id: 'rc', price_cny: '0.1' }])).toBe('0.03');
    expect(convert('1.005', 'cny', 'cny', assets)).toBe('1.01');
  });

  it('treats cny as price 1 even when the list omits it', () => {
    expect(convert('2', 'usd', 'cny', [{ asset_id: 'usd', price_cny: '7.2' }])).toBe('14.4');
  });

  it('returns null when a price is missing, broken or zero', () => {
    expect(convert('1', 'unknown', 'usd', assets)).toBeNull();
    expect(convert('1', 'usd', 'free', assets)).toBeNull();
    expect(convert('1', 'usd', 'eur', assets)).toBeNull();
    expect(convert('1', 'x', 'cny', [{ asset_id: 'x', price_cny: 'n/a' }])).toBeNull();
    expect(convert('abc', 'usd', 'cny', assets)).toBeNull();
    expect(convert('5', 'free', 'usd', assets)).toBe('0');
  });
});

describe('memberPrice', () => {
  // The seed's prices: 1 BTC = 480000 CNY, 1 USD = 7.20 CNY, 1 JPY = 0.048 CNY.
  const seed: PricedAsset[] = [
    { asset_id: 'cny', symbol: 'CNY', price_cny: '1.00' },
    { asset_id: 'usd', symbol: 'USD', price_cny: '7.20' },
    { asset_id: 'jpy', symbol: 'JPY', price_cny: '0.048' },
    { asset_id: 'rc', symbol: 'RC', price_cny: '1.00', precision: 2 },
    { asset_id: BTC, symbol: 'BTC', price_cny: '480000.00', precision: 8 },
    { asset_id: USDT, symbol: 'USDT', price_cny: '7.20', precision: 8 },
  ];

  it('shows a crypto amount with its value in the member’s currency beside it', () => {
    expect(memberPrice('0.0003', BTC, 'usd', seed)).toEqual({ main: '0.0003 BTC', beside: '$20.00' });
    expect(memberPrice('0.0003', BTC, 'cny', seed)).toEqual({ main: '0.0003 BTC', beside: '¥144.00' });
    expect(memberPrice('0.0003', BTC, 'jpy', seed)).toEqual({ main: '0.0003 BTC', beside: '¥3,000' });
    expect(memberPriceText(memberPrice('0.00030000', BTC, 'usd', seed))).toBe('0.0003 BTC ≈ $20.00');
    expect(memberPrice('88', 'rc', 'usd', seed)).toEqual({ main: '88.00 RC', beside: '$12.22' });
  });

  it('puts fiat in the member’s currency with its symbol and places', () => {
    expect(memberPrice('9.90', 'usd', 'usd', seed)).toEqual({ main: '$9.90', beside: null });
    expect(memberPrice('9.90', 'usd', 'cny', seed)).toEqual({ main: '¥71.28', beside: null });
    expect(memberPrice('9.90', 'usd', 'jpy', seed)).toEqual({ main: '¥1,485', beside: null });
    expect(memberPrice('144', 'cny', 'usd', seed)).toEqual({ main: '$20.00', beside: null });
    // Found by symbol too (fiat pseudo-assets may carry any id).
    expect(memberPrice('144', { asset_id: 'cny-asset', symbol: 'CNY', price_cny: '1' }, 'usd', seed).main).toBe('$20.00');
  });

  it('keeps what a fiat channel charges as the headline, the member’s currency beside it (checkout)', () => {
    expect(memberPrice('144.00', 'cny', 'usd', seed, { charged: true })).toEqual({ main: '144.00 CNY', beside: '$20.00' });
    expect(memberPrice('144.00', 'cny', 'cny', seed, { charged: true })).toEqual({ main: '¥144.00', beside: null });
    expect(memberPrice('144.00', 'cny', 'jpy', seed, { charged: true })).toEqual({ main: '144.00 CNY', beside: '¥3,000' });
    expect(memberPrice('0.0003', BTC, 'usd', seed, { charged: true })).toEqual({ main: '0.0003 BTC', beside: '$20.00' });
  });

  it('is exact where floats drift, rounding once half-up', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; three 0.1 USD vouchers are 0.30.
    expect(memberPrice('0.3', 'usd', 'usd', seed).main).toBe('$0.30');
    // 1.005 CNY would round to 1.00 as a float; exactly it is 1.01.
    expect(memberPrice('1.005', 'cny', 'cny', seed).main).toBe('¥1.01');
    // 10.044 CNY / 7.20 = 1.395 exactly → $1.40 (a float gives 1.3949999…).
    expect(memberPrice('10.044', 'cny', 'usd', seed).main).toBe('$1.40');
    expect(memberPrice('0.00000001', BTC, 'cny', seed).beside).toBe('¥0.00');
  });

  it('shows the crypto amount alone when its price is unknown, and fiat in its own currency', () => {
    expect(memberPrice('5', 'xin-asset', 'usd', seed)).toEqual({ main: '5', beside: null });
    expect(memberPrice('5', { asset_id: 'xin-asset', symbol: 'XIN', price_cny: '' }, 'usd', seed)).toEqual({ main: '5 XIN', beside: null });
    expect(memberPrice('0.0003', BTC, 'usd', [])).toEqual({ main: '0.0003', beside: null });
    expect(memberPrice('9.9', 'usd', 'cny', [])).toEqual({ main: '$9.90', beside: null });
    expect(memberPrice('abc', BTC, 'usd', seed)).toEqual({ main: '--', beside: null });
  });
});

describe('dates', () => {
  it('formats as YYYY/MM/DD in local time', () => {
    expect(formatDate(new Date(2024, 2, 9, 23, 59))).toBe('2024/03/09');
    expect(formatDate('2024-12-31T08:00:00')).toBe('2024/12/31');
    expect(formatDate(new Date(2024, 0, 2).getTime())).toBe('2024/01/02');
    expect(formatDateTime(new Date(2024, 0, 2, 7, 5))).toBe('2024/01/02 07:05');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats durations as 00:00:00', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59.9)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(NaN)).toBe('00:00:00');
  });

  it('names whole minutes in the largest unit they fill', () => {
    expect(wholeTimeUnits(10)).toEqual({ count: 10, unit: 'minute' });
    expect(wholeTimeUnits(60)).toEqual({ count: 1, unit: 'hour' });
    expect(wholeTimeUnits(90)).toEqual({ count: 90, unit: 'minute' });
    expect(wholeTimeUnits(1440)).toEqual({ count: 1, unit: 'day' });
    expect(wholeTimeUnits(7 * 1440)).toEqual({ count: 7, unit: 'day' });
    expect(wholeTimeUnits(0)).toEqual({ count: 0, unit: 'minute' });
  });
});

// Issue 26 point 8: money said plainly.
describe('money said plainly', () => {
  it.each([
    ['0', '0'], ['999', '999'], ['1000', '1,000'], ['1234.5', '1,234.5'], ['1234567.891', '1,234,567.891'],
    ['-1234', '-1,234'], ['100000', '100,000'], ['0.00012345', '0.00012345'], ['12345678901234', '12,345,678,901,234'],
    ['abc', 'abc'],
  ])('groupThousands(%s) is %s (en, zh and ja all group by three with ",")', (text, grouped) => {
    expect(groupThousands(text)).toBe(grouped);
  });

  it.each([
    // amount, currency, shown
    ['1234.5', 'usd', '$1,234.50'],
    ['1234.5', 'cny', '¥1,234.50'],
    ['1234.5', 'jpy', '¥1,235'],
    ['999.994', 'usd', '$999.99'],
    ['999.995', 'usd', '$1,000.00'],
    ['1000000', 'cny', '¥1,000,000.00'],
    ['0', 'jpy', '¥0'],
    ['-1234.5', 'usd', '-$1,234.50'],
  ] as const)('formatMoney(%s, %s) is %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it.each([
    // crypto trimmed to its meaningful digits, never "2.00000000"
    ['2.00000000', { asset_id: USDT, symbol: 'USDT', price_cny: '7.2', precision: 8 }, '2'],
    ['0.00012000', { asset_id: BTC, symbol: 'BTC', price_cny: '1', precision: 8 }, '0.00012'],
    ['12345.10000000', { asset_id: USDT, symbol: 'USDT', price_cny: '7.2', precision: 8 }, '12,345.1'],
    ['0.000000015', { asset_id: BTC, symbol: 'BTC', price_cny: '1', precision: 8 }, '0.00000002'],
    ['10', 'rc', '10.00'],
    ['1500', 'cny', '1,500.00'],
  ] as const)('formatAssetAmount(%s) is %s', (amount, asset, shown) => {
    expect(formatAssetAmount(amount, asset)).toBe(shown);
  });

  it.each([
    // a value in its own currency: a CNY 8 voucher is "¥8" whatever the person's currency
    ['8', 'cny', '¥8'],
    ['8.00', 'cny', '¥8'],
    ['8.5', 'cny', '¥8.50'],
    ['3', 'usd', '$3'],
    ['1500', 'jpy', '¥1,500'],
    ['12000', 'cny', '¥12,000'],
    ['2.00000000', { asset_id: USDT, symbol: 'USDT', price_cny: '7.2' }, '2 USDT'],
    ['0.00012000', { asset_id: BTC, symbol: 'BTC', price_cny: '1', precision: 8 }, '0.00012 BTC'],
    ['10.00', { asset_id: 'rc', symbol: 'RC', price_cny: '1' }, '10 RC'],
    ['1234.5', { asset_id: USDT, symbol: 'USDT', price_cny: '7.2' }, '1,234.5 USDT'],
    ['x', 'cny', '--'],
  ] as const)('formatOwnAmount(%s) is %s', (amount, asset, shown) => {
    expect(formatOwnAmount(amount, asset)).toBe(shown);
  });

  it.each([
    ['1000.50000000', '1,000.5'], ['0.00012000', '0.00012'], ['2.00000000', '2'], ['12', '12'], ['', '--'], ['1e3', '1,000'],
  ])('formatPlainAmount(%s) is %s: trimmed, grouped, never rounded', (amount, shown) => {
    expect(formatPlainAmount(amount)).toBe(shown);
  });

  it('memberPrice groups in every currency it shows', () => {
    expect(memberPrice('1440', 'cny', 'usd', assets)).toEqual({ main: '$200.00', beside: null });
    expect(memberPrice('14400', 'cny', 'jpy', assets)).toEqual({ main: '¥300,000', beside: null });
    expect(memberPrice('1440', 'cny', 'usd', assets, { charged: true })).toEqual({ main: '1,440.00 CNY', beside: '$200.00' });
    expect(memberPrice('1000', USDT, 'cny', assets)).toEqual({ main: '1,000 USDT', beside: '¥7,200.00' });
  });
});
