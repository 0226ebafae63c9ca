import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { memberPrice } from '../../../lib/format';
import { currency } from '../../../lib/settings';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { buyHint, BuyHintNotice } from '../../buy';
import type { Coupon } from '../../coupon';
import { createCheckoutFlow } from '../flow';
import type { ActiveCheckout } from '../model';
import { findPriceAsset, settleAmount } from '../pricing';
import { selectedCoupon } from '../selection';
import { CheckoutAmount } from './CheckoutAmount';
import { CheckoutChannels } from './CheckoutChannels';
import { CheckoutCoupons } from './CheckoutCoupons';
import { CheckoutOutcomeNotice } from './CheckoutOutcomeNotice';
import { CheckoutPayingCheck } from './CheckoutPayingCheck';
import './CheckoutSheet.css';

/**
 * §2 checkout bottom sheet: the order's settle amount on the chosen channel, the channels,
 * the coupons, and paying. Success, error and cancel all hide it (§4).
 */
export function CheckoutSheet({ checkout }: { checkout: ActiveCheckout }) {
  const flow = useMemo(() => createCheckoutFlow(checkout), [checkout]);
  const {
    data, loadError, coupons, selection, paying, checking, outcome, retrying, loadedAt, walletTokens,
    load, cancel, cancelPayment, tryAgain, pickCoupon, pickChannel, applyCode, pay,
  } = flow;

  useEffect(() => {
    flow.load();
    return flow.stop;
  }, [flow]);

  if (checking.value) return <CheckoutPayingCheck prompt={checking.value.prompt} onCancel={cancelPayment} />;

  const loaded = data.value;
  const title = checkout.title || t('checkout:title');
  let body;
  if (loadError.value !== null) {
    body = (
      <div class="checkout-sheet__state">
        <p role="alert">{loadError.value}</p>
        <Button variant="secondary" onClick={load}>
          {t('checkout:retry')}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = <Skeleton lines={4} />;
  } else if (outcome.value && outcome.value.retry !== 'pay') {
    // The order is closed: trying again starts a new one for the same product and years.
    const closed = outcome.value;
    body = (
      <div class="checkout-sheet__state">
        <CheckoutOutcomeNotice outcome={closed} />
        {closed.retry && (
          <Button block loading={retrying.value} onClick={tryAgain}>
            {t('checkout:retry')}
          </Button>
        )}
        <Button block variant="secondary" onClick={() => cancel()}>
          {t('checkout:close')}
        </Button>
      </div>
    );
  } else {
    const sel = selection.value;
    const coupon = selectedCoupon(sel, coupons.value);
    const price = loaded.product.price;
    const payAsset = sel.channel ? findPriceAsset(loaded.assets, sel.channel.asset_id) : undefined;
    const settle = (withCoupon: Coupon | null) =>
      sel.channel
        ? settleAmount(
            {
              priceAmount: price.amount,
              priceAssetId: price.asset_id,
              quantity: loaded.order.quantity,
              payAssetId: sel.channel.asset_id,
              coupon: withCoupon,
            },
            loaded.assets,
          )
        : null;
    const amount = settle(coupon);
    const hint = buyHint(sel.channel, amount, walletTokens.value);
    const retry = outcome.value;
    body = (
      <div class="checkout-sheet__body">
        {retry && <CheckoutOutcomeNotice outcome={retry} />}
        <p class="checkout-sheet__subtitle">
          {checkout.subtitle || loaded.product.name}
          <span class="checkout-sheet__quantity">{t('checkout:quantity', { count: loaded.order.quantity })}</span>
        </p>
        <CheckoutAmount amount={amount} before={coupon ? settle(null) : null} asset={payAsset} assets={loaded.assets} />
        {hint && <BuyHintNotice group={checkout.group} hint={hint} />}
        {loaded.channels.length === 0 ? (
          <p role="alert">{t('checkout:no_channels')}</p>
        ) : (
          <CheckoutChannels channels={loaded.channels} selected={sel.channel} disabled={paying.value} onSelect={pickChannel} />
        )}
        {loaded.couponsEnabled && (
          <CheckoutCoupons
            coupons={coupons.value}
            assets={loaded.assets}
            productId={loaded.order.product_id}
            channel={sel.channel}
            channels={loaded.channels}
            selected={coupon}
            now={loadedAt.value}
            onSelect={pickCoupon}
            onApplyCode={applyCode}
          />
        )}
        {/* Stays in view at the foot of the sheet, the amount on it, however long the coupon list (issue 26 point 9). */}
        <div class="checkout-sheet__pay-bar">
          <Button block loading={paying.value} disabled={!sel.channel || amount === null} onClick={retry ? tryAgain : pay}>
            {retry
              ? t('checkout:retry')
              : amount !== null && payAsset
                ? t('checkout:pay_amount', { amount: memberPrice(amount, payAsset, currency.value, loaded.assets, { charged: true }).main })
                : t('checkout:pay')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <BottomSheet open onClose={() => cancel()} title={title} closeOnBackdrop={!paying.value} toastsAbove>
      {body}
    </BottomSheet>
  );
}
