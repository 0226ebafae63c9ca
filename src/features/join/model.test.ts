import { describe, expect, it } from 'vitest';
import { assetsFixture, productFixture } from '../../../test/fixtures/join';
import { memberPrice } from '../../lib/format';
import type { Currency } from '../../lib/settings';
import { canPurchase, membershipTotal, periodsWithin, purchaseBlock, type PurchaseRuleInput } from './model';

/** A join that passes every rule; each case below breaks or relaxes one thing. */
const ok: PurchaseRuleInput = {
  productStatus: 'normal',
  quantity: 1,
  inviteCodeRequired: true,
  checkInvitation: true,
  inviteToJoin: true,
  hasInvitation: true,
  renewal: false,
  renewEnabled: false,
  typingInvitation: false,
};

describe('purchase button rules (§5)', () => {
  it.each<[string, Partial<PurchaseRuleInput>, ReturnType<typeof purchaseBlock>]>([
    ['an invited person buying a normal product', {}, null],
    ['a disabled product', { productStatus: 'disabled' }, 'no_product'],
    ['no product at all', { productStatus: null }, 'no_product'],
    ['no quantity chosen', { quantity: null }, 'no_quantity'],
    ['a zero quantity', { quantity: 0 }, 'no_quantity'],
    ['no invitation where the system requires one in an invite-to-join group', { hasInvitation: false }, 'invitation_required'],
    ['no invitation, but the system does not require one', { hasInvitation: false, inviteCodeRequired: false }, null],
    ['no invitation, but invitation checks are disabled', { hasInvitation: false, checkInvitation: false }, null],
    ['no invitation, but the group is not invite-to-join', { hasInvitation: false, inviteToJoin: false }, null],
    ['a renewal while renewal is disabled', { renewal: true, renewEnabled: false }, 'renewal_disabled'],
    ['a renewal while renewal is enabled', { renewal: true, renewEnabled: true }, null],
    ['a join while renewal is disabled (only renewals need it)', { renewal: false, renewEnabled: false }, null],
    ['a code being typed', { typingInvitation: true }, 'typing'],
    ['a code being typed where none is needed', { typingInvitation: true, inviteToJoin: false, hasInvitation: false }, 'typing'],
  ])('%s', (_, patch, block) => {
    const input = { ...ok, ...patch };
    expect(purchaseBlock(input)).toBe(block);
    expect(canPurchase(input)).toBe(block === null);
  });

  it('holds for every combination: enabled exactly when the §5 conditions all hold', () => {
    const bools = [false, true];
    let checked = 0;
    for (const productStatus of ['normal', 'disabled', null] as const) {
      for (const quantity of [null, 0, 1, 7]) {
        for (const inviteCodeRequired of bools) for (const checkInvitation of bools) for (const inviteToJoin of bools) {
          for (const hasInvitation of bools) for (const renewal of bools) for (const renewEnabled of bools) {
            for (const typingInvitation of bools) {
              const input: PurchaseRuleInput = {
                productStatus, quantity, inviteCodeRequired, checkInvitation, inviteToJoin, hasInvitation, renewal,
                renewEnabled, typingInvitation,
              };
              const expected =
                productStatus === 'normal' &&
                !!quantity &&
                (!inviteCodeRequired || !checkInvitation || !inviteToJoin || hasInvitation) &&
                (!renewal || renewEnabled) &&
                !typingInvitation;
              expect(canPurchase(input), JSON.stringify(input)).toBe(expected);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(3 * 4 * 128);
  });
});

describe('membershipTotal', () => {
  const assets = assetsFixture();
  /** As JoinPrice reads it: memberPrice of the total, with a fiat price in another currency beneath. */
  const priced = (product: ReturnType<typeof productFixture>, years: number, money: Currency) => {
    const total = membershipTotal(product, years, assets);
    return total && memberPrice(total.amount, total.asset, money, assets, { charged: true });
  };

  it('converts the price of the chosen years into the person\'s currency by price_cny, exactly', () => {
    // 0.0003 BTC × 2 = 0.0006 BTC = ¥288 = $40 = ¥6,000 (jpy has no decimals).
    expect(priced(productFixture(), 2, 'usd')).toEqual({ main: '0.0006 BTC', beside: '$40.00' });
    expect(priced(productFixture(), 2, 'cny')).toEqual({ main: '0.0006 BTC', beside: '¥288.00' });
    expect(priced(productFixture(), 2, 'jpy')!.beside).toBe('¥6,000');
  });

  it('has no float error on amounts that a float would get wrong', () => {
    const product = productFixture({ price: { asset_id: 'cny', amount: '0.1', channels: [] } });
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    expect(membershipTotal(product, 3, assets)!.amount).toBe('0.3');
    expect(priced(product, 3, 'cny')!.main).toBe('¥0.30');
    // A fiat price in another currency: the member's currency first, its own amount beneath.
    expect(priced(product, 3, 'usd')).toEqual({ main: '0.30 CNY', beside: '$0.04' });
  });

  it('shows only the original amount, named by its channel, when no price is known to convert with', () => {
    const product = productFixture({
      price: { asset_id: 'unknown-asset', amount: '5', channels: [{ channel: 'mixin', asset_id: 'unknown-asset', symbol: 'XIN' }] },
    });
    expect(priced(product, 1, 'usd')).toEqual({ main: '5 XIN', beside: null });
  });

  it('refuses an amount that is not a number, and no years', () => {
    const product = productFixture({ price: { asset_id: 'cny', amount: 'abc', channels: [] } });
    expect(membershipTotal(product, 1, assets)).toBeNull();
    expect(membershipTotal(productFixture(), 0, assets)).toBeNull();
  });
});

describe('periodsWithin (admin/payment: the maximum renewal period)', () => {
  it('offers no period longer than the maximum, and all of them without one', () => {
    expect(periodsWithin([1, 2, 3, 5, 7], 3)).toEqual([1, 2, 3]);
    expect(periodsWithin([1, 2, 3, 5, 7], 10)).toEqual([1, 2, 3, 5, 7]);
    expect(periodsWithin([1, 2, 3, 5, 7], undefined)).toEqual([1, 2, 3, 5, 7]);
  });
});
