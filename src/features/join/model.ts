import { RENEWAL_PERIODS } from '../../../contract/order';
import type { Product, ProductStatus } from '../../../contract/product';
import { groupResource } from '../../lib/resource';
import { groupPublic } from '../group';
import type { PricedAsset } from '../../lib/format';
import { isValidAmount, mul } from '../../../contract/money';
import { assetPrices } from '../order';
import { fetchProduct } from './api';

/** Years a membership can be bought for, joining or renewing (§9 renewal periods). */
export const MEMBERSHIP_PERIODS: readonly number[] = RENEWAL_PERIODS;

/**
 * The periods a group offers when a membership may run at most `maxYears` ahead (admin/payment):
 * none longer than that, which no one could buy. All of them without a known maximum.
 */
export function periodsWithin(periods: readonly number[], maxYears: number | undefined): number[] {
  return maxYears === undefined ? periods.slice() : periods.filter((years) => years <= maxYears);
}

/** Namespaces the join screen and the panels it shows read (the guard loads them before showing it). */
export const JOIN_NAMESPACES = ['join', 'invitation', 'nft'] as const;
export type JoinNamespaces = typeof JOIN_NAMESPACES;

/** The product joining (and renewing) buys: the group's entry product, null when it has none. */
export const membershipProduct = groupResource<Product | null>(async (group) => {
  const info = await groupPublic.load(group);
  return info.product ? fetchProduct(group, info.product.id) : null;
});

/** Assets with their price_cny, per group: the checkout's own list, so the join screen and it share one request. */
export const pricedAssets = assetPrices;

/** Why the purchase button is disabled; null when it is enabled. */
export type PurchaseBlock = 'no_product' | 'no_quantity' | 'renewal_disabled' | 'invitation_required' | 'typing';

/** Everything the §5 purchase-button rule reads. */
export interface PurchaseRuleInput {
  /** The product's status; null when the group has no product. */
  productStatus: ProductStatus | null;
  /** Years chosen; null or 0 when none is. */
  quantity: number | null;
  /** Group setting system_invite_code_required. */
  inviteCodeRequired: boolean;
  /** false where the invitation rule does not apply (a member renewing was invited long ago). */
  checkInvitation: boolean;
  /** Group config invite_to_join. */
  inviteToJoin: boolean;
  /** The person already has an inviter here. */
  hasInvitation: boolean;
  /** This purchase renews a membership. */
  renewal: boolean;
  /** Group setting system_renew_enable. */
  renewEnabled: boolean;
  /** An invitation code is being typed and not yet applied. */
  typingInvitation: boolean;
}

/**
 * §5, in order: a normal product and a quantity; then, for renewals, renewal enabled; then
 * either no invitation is required (system setting off, checks disabled, or the group is not
 * invite-to-join) or the person already has one; and never while a code is being typed.
 */
export function purchaseBlock(input: PurchaseRuleInput): PurchaseBlock | null {
  if (input.productStatus !== 'normal') return 'no_product';
  if (!input.quantity || input.quantity <= 0) return 'no_quantity';
  if (input.renewal && !input.renewEnabled) return 'renewal_disabled';
  const invitationOk =
    !input.inviteCodeRequired || !input.checkInvitation || !input.inviteToJoin || input.hasInvitation;
  if (!invitationOk) return 'invitation_required';
  if (input.typingInvitation) return 'typing';
  return null;
}

/** The §5 purchase-button rule: enabled only when nothing blocks it. */
export function canPurchase(input: PurchaseRuleInput): boolean {
  return purchaseBlock(input) === null;
}

/** What a number of years of membership costs, in the price's own asset (memberPrice reads it out). */
export interface MembershipTotal {
  /** Decimal string: the price × the years, exact (never a float; §9). */
  amount: string;
  /** The priced asset from the list, else one named by the product's channel for it (no price_cny: not converted). */
  asset: PricedAsset;
}

/** The price of `quantity` years in its own asset; null for an amount that is not a number or no years. */
export function membershipTotal(product: Product, quantity: number, assets: readonly PricedAsset[]): MembershipTotal | null {
  const { price } = product;
  if (!isValidAmount(price.amount) || !(quantity > 0)) return null;
  const id = price.asset_id.toLowerCase();
  const asset = assets.find((a) => a.asset_id.toLowerCase() === id);
  let symbol = asset ? asset.symbol : '';
  if (!symbol) {
    for (const c of price.channels) if (c.asset_id.toLowerCase() === id) symbol = c.symbol;
  }
  return {
    amount: mul(price.amount, quantity),
    asset: { ...(asset || { asset_id: price.asset_id, price_cny: '' }), symbol: symbol || price.asset_id },
  };
}
