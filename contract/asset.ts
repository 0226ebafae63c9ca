import { array, enums, number, optional, string, type, type Infer } from './struct';

/** What a list of assets is for: paying the group, kudos, lucky-coin packs. */
export const ASSET_SCENES = ['pay', 'tip', 'luckycoin'] as const;
export type AssetScene = (typeof ASSET_SCENES)[number];

/** GET /assets (the ones a member may pay with) and /assets/all (§3 Asset; fiat pseudo-assets included). */
export const Asset = type({
  asset_id: string(),
  symbol: string(),
  name: optional(string()),
  icon_url: string(),
  // Decimal string: money never passes through a float on the wire.
  price_cny: string(),
  precision: number(),
  /** 'crypto' (paid through the wallet) or 'fiat' (cny, usd, jpy and the in-product coin rc); /assets/all sends it. */
  kind: optional(enums(['crypto', 'fiat'])),
});
export type Asset = Infer<typeof Asset>;
export const AssetList = array(Asset);
