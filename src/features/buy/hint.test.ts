import { describe, expect, it } from 'vitest';
import type { ProductChannel } from '../../../contract/product';
import type { WalletToken } from '../../../contract/wallet';
import { buyChoices, buyHint, buyUrl, roundUp, walletBuyHint } from './hint';

const BTC = 'btc-id';
const USDT = 'usdt-id';
const walletBtc: ProductChannel = { channel: 'mixin', asset_id: BTC, symbol: 'BTC' };
const walletUsdt: ProductChannel = { channel: 'mixin', asset_id: USDT, symbol: 'USDT' };
const reborn: ProductChannel = { channel: 'reborn', asset_id: 'rc', symbol: 'RC' };
const wechat: ProductChannel = { channel: 'wechat', asset_id: 'cny', symbol: 'CNY' };
const token = (asset_id: string, symbol: string, balance: string, precision: number): WalletToken => ({
  asset_id, symbol, balance, precision, icon_url: '', price_cny: '1',
});
const tokens = [token(BTC, 'BTC', '0.01000000', 8), token(USDT, 'USDT', '120.50000000', 8), token('rc', 'RC', '88.00', 2)];

describe('buyHint', () => {
  it('shows nothing while the wallet holds enough, or when the balance is not known', () => {
    expect(buyHint(walletBtc, '0.00030000', tokens)).toBeNull();
    expect(buyHint(walletBtc, '0.01000000', tokens)).toBeNull();
    expect(buyHint(walletBtc, '0.00030000', null)).toBeNull();
    expect(buyHint(null, '1', tokens)).toBeNull();
    expect(buyHint(walletBtc, null, tokens)).toBeNull();
  });

  it('offers the choices (approach) when the wallet holds less, for exactly what is missing', () => {
    expect(buyHint(walletUsdt, '140.00000000', tokens)).toEqual({
      kind: 'approach', balance: '120.50000000', needed: '140.00000000', target: { symbol: 'USDT', amount: '19.50000000' },
    });
    expect(buyHint(walletBtc, '0.01000001', tokens)!.target).toEqual({ symbol: 'BTC', amount: '0.00000001' });
  });

  it('an asset the wallet does not hold counts as zero', () => {
    expect(buyHint(walletBtc, '0.0003', [])).toMatchObject({ balance: '0.0000', target: { amount: '0.0003' } });
  });

  it('the in-product coin goes to its own page (rc); other channels never hint', () => {
    expect(buyHint(reborn, '144.00', tokens)).toMatchObject({ kind: 'rc', target: { symbol: 'RC', amount: '56.00' } });
    expect(buyHint(wechat, '144.00', [])).toBeNull();
  });
});

describe('walletBuyHint (kudos and lucky-coin packs: the wallet pays, whatever the asset)', () => {
  const usdt = { asset_id: USDT, symbol: 'USDT', precision: 8 };

  it('hints only once a positive amount is typed and the known balance is below it', () => {
    expect(walletBuyHint(usdt, '', tokens)).toBeNull();
    expect(walletBuyHint(usdt, '12,5', tokens)).toBeNull();
    expect(walletBuyHint(usdt, '0', tokens)).toBeNull();
    expect(walletBuyHint(usdt, '120.5', tokens)).toBeNull();
    expect(walletBuyHint(usdt, '200', null)).toBeNull();
    expect(walletBuyHint(undefined, '200', tokens)).toBeNull();
    expect(walletBuyHint(usdt, '200', tokens)).toEqual({
      kind: 'approach', balance: '120.50000000', needed: '200', target: { symbol: 'USDT', amount: '79.50000000' },
    });
  });

  it("an asset the wallet does not hold counts as zero, in the asset's own precision", () => {
    expect(walletBuyHint({ asset_id: 'doge', symbol: 'DOGE', precision: 4 }, '2.5', tokens)).toEqual({
      kind: 'approach', balance: '0.0000', needed: '2.5', target: { symbol: 'DOGE', amount: '2.5000' },
    });
  });
});

describe('roundUp', () => {
  it('rounds up to the precision, exactly', () => {
    expect(roundUp('19.5', 8)).toBe('19.50000000');
    expect(roundUp('0.123456781', 8)).toBe('0.12345679');
    expect(roundUp('0.123456785', 8)).toBe('0.12345679');
    expect(roundUp('0.30000000000000004', 2)).toBe('0.31');
    expect(roundUp('7', 0)).toBe('7');
    expect(roundUp('7.1', 0)).toBe('8');
  });
});

describe('buy pages', () => {
  const bases = { c2c: 'https://c2c.example/buy', atm: 'https://atm.example/?lang=en', rc: '/sandbox/buy/rc' };

  it('carry the symbol and amount; 0.1 BTC by default (§9)', () => {
    expect(buyUrl('c2c', {}, bases)).toBe('https://c2c.example/buy?symbol=BTC&amount=0.1');
    expect(buyUrl('c2c', { symbol: 'usdt', amount: '19.5' }, bases)).toBe('https://c2c.example/buy?symbol=USDT&amount=19.5');
    expect(buyUrl('atm', { symbol: 'BTC', amount: '0.002' }, bases)).toBe('https://atm.example/?lang=en&symbol=BTC&quote=USDT&amount=0.002');
    expect(buyUrl('rc', { symbol: 'RC', amount: '56.00' }, bases)).toBe('/sandbox/buy/rc?amount=56.00');
  });

  it('offer no swap against USDT for USDT itself', () => {
    expect(buyChoices('BTC')).toEqual(['c2c', 'atm']);
    expect(buyChoices('usdt')).toEqual(['c2c']);
  });
});
