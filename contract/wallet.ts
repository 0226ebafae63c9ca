import { array, enums, number, string, type, type Infer } from './struct';

/** The wallet providers GET /users/me/tokens knows (§7 `provider=mixin`). */
export const WalletProvider = enums(['mixin']);
export type WalletProvider = Infer<typeof WalletProvider>;

/**
 * One asset in the person's wallet (GET /users/me/tokens?provider=mixin): what the wallet holds,
 * with the asset's symbol, price and precision so a client can compare it with what it must pay.
 */
export const WalletToken = type({
  asset_id: string(),
  symbol: string(),
  icon_url: string(),
  /** Decimal string, never a float. */
  balance: string(),
  price_cny: string(),
  precision: number(),
});
export type WalletToken = Infer<typeof WalletToken>;
export const WalletTokens = array(WalletToken);
