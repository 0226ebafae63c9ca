import { array, enums, string, type, type Infer } from './struct';

// Shapes shared by the client (validating responses) and the reference server (building them).

/** How a price can be paid: the wallet (crypto), WeChat Pay, Alipay, or the in-product coin (rc). */
export const PAYMENT_CHANNELS = ['mixin', 'wechat', 'alipay', 'reborn'] as const;
export const PaymentChannel = enums(PAYMENT_CHANNELS);
export type PaymentChannel = Infer<typeof PaymentChannel>;

/** One way to pay a price: the channel and the asset it charges in. */
export const ProductChannel = type({ channel: PaymentChannel, asset_id: string(), symbol: string() });
export type ProductChannel = Infer<typeof ProductChannel>;

/**
 * §5, §9 "fiat benchmark price: more than 0.01": a price (PUT /products/{id}/price) must be worth more
 * than this many yuan by its asset's price_cny, so every channel has something to charge.
 */
export const FIAT_BENCHMARK_MIN = '0.01';

/** `amount` is a decimal string in `asset_id`; the checkout converts it to a channel's asset by price_cny. */
export const ProductPrice = type({ asset_id: string(), amount: string(), channels: array(ProductChannel) });
export type ProductPrice = Infer<typeof ProductPrice>;

/** Only a 'normal' product can be bought (§5 purchase button). */
export const ProductStatus = enums(['normal', 'disabled']);
export type ProductStatus = Infer<typeof ProductStatus>;

export const Product = type({
  product_id: string(),
  name: string(),
  desc: string(),
  /** 'membership' (joining and renewal) or e.g. 'coupon_collection'. */
  type: string(),
  status: ProductStatus,
  price: ProductPrice,
});
export type Product = Infer<typeof Product>;
export const ProductList = array(Product);
