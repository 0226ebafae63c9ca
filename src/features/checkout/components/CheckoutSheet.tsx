import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { host } from '../../../lib/host';
import { openInHost } from '../../../lib/host/actions';
import { wechatPay } from '../../../lib/host/wechatPay';
import { t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { navigate } from '../../../lib/location';
import { routeUrl } from '../../../lib/paths';
import { applyCouponCode, couponProblemText, rememberCoupon, type Coupon } from '../../coupon';
import {
  fetchOrderState, isOpenOrderState, isRoutedError, payOrder, watchOrderState, type OrderState, type PayRequest,
} from '../../order';
import type { ProductChannel } from '../../../../contract/product';
import { appUrl, rebornPayBase, walletPayBase, wechatPayChannel } from '../channels';
import { CheckoutLoadError, loadCheckout, reloadAfterPayment, type CheckoutData } from '../load';
import { checkoutErrorText, orderStateText } from '../messages';
import { finishCheckout, type ActiveCheckout, type CheckoutResult } from '../model';
import { nextPayStep, type PayStep } from '../payStep';
import { payWindow } from '../payWindow';
import { findPriceAsset, settleAmount } from '../pricing';
import {
  canEnterCouponCode, chooseChannel, chooseCoupon, initialSelection, selectedCoupon,
  type CheckoutSelection, type SelectionContext,
} from '../selection';
import { CheckoutAmount } from './CheckoutAmount';
import { CheckoutChannels } from './CheckoutChannels';
import { CheckoutCoupons } from './CheckoutCoupons';
import { CheckoutPayingCheck } from './CheckoutPayingCheck';
import type { CheckoutPromptKind } from './CheckoutPrompt';
import './CheckoutSheet.css';

type Checking = { prompt: { kind: CheckoutPromptKind; url: string } | null };

/**
 * §2 checkout bottom sheet: the order's settle amount on the chosen channel, the channels,
 * the coupons, and paying. Success, error and cancel all hide it (§4).
 */
export function CheckoutSheet({ checkout }: { checkout: ActiveCheckout }) {
  const { group, orderId } = checkout;
  const data = useSignal<CheckoutData | null>(null);
  const loadError = useSignal<string | null>(null);
  const coupons = useSignal<Coupon[]>([]);
  const selection = useSignal<CheckoutSelection>({ channel: null, couponId: null });
  const paying = useSignal(false);
  const checking = useSignal<Checking | null>(null);
  const closedState = useSignal<OrderState | null>(null);
  const loadedAt = useRef(Date.now());
  const stopWatch = useRef<(() => void) | null>(null);
  const finished = useRef(false);

  const finish = (result: CheckoutResult, reason?: string) => {
    if (finished.current) return;
    finished.current = true;
    if (stopWatch.current) stopWatch.current();
    if (result === 'success') {
      toast(t('checkout:toasts.pay_success'), 'success');
      reloadAfterPayment(group);
      navigate(routeUrl('group-checkout-result', { group }, { order_id: orderId }));
    } else if (result === 'error') {
      toast(reason ? t('checkout:toasts.pay_fail_reason', { reason }) : t('checkout:toasts.pay_fail'), 'error');
    } else {
      toast(t('checkout:toasts.cancelled'), 'warning');
    }
    finishCheckout(result);
  };

  const startChecking = (prompt: Checking['prompt']) => {
    paying.value = false;
    checking.value = { prompt };
    stopWatch.current = watchOrderState(
      () => fetchOrderState(group, orderId, { silent: true }).then((info) => info.state),
      (event) => {
        if ('error' in event) finish('error', checkoutErrorText(event.error));
        else if (event.state === 'PAID') finish('success');
        else if (!isOpenOrderState(event.state)) finish('error', orderStateText(event.state));
      },
    );
  };

  const load = () => {
    loadError.value = null;
    data.value = null;
    loadCheckout(group, orderId).then(
      (loaded) => {
        loadedAt.current = Date.now();
        coupons.value = loaded.coupons;
        selection.value = initialSelection(contextOf(loaded, loaded.coupons));
        data.value = loaded;
        const state = loaded.order.state;
        if (state === 'PAID') finish('success');
        else if (state === 'MARKED_PAID') startChecking(null);
        else if (!isOpenOrderState(state)) closedState.value = state;
      },
      (err: unknown) => {
        loadError.value = err instanceof CheckoutLoadError ? t('checkout:errors.no_product') : checkoutErrorText(err);
      },
    );
  };

  // Once per checkout: the host mounts a fresh sheet (keyed by the checkout) for each one.
  useEffect(() => {
    load();
    return () => {
      if (stopWatch.current) stopWatch.current();
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function contextOf(loaded: CheckoutData, list: readonly Coupon[]): SelectionContext {
    return {
      channels: loaded.channels,
      coupons: list,
      productId: loaded.order.product_id,
      now: loadedAt.current,
      assets: loaded.assets,
      couponsEnabled: loaded.couponsEnabled,
    };
  }

  const pickCoupon = (coupon: Coupon) => {
    const loaded = data.value;
    if (!loaded) return;
    const choice = chooseCoupon(selection.value, coupon, contextOf(loaded, coupons.value));
    selection.value = choice.selection;
    if (choice.problem) toast(couponProblemText(choice.problem), 'warning');
  };

  const pickChannel = (channel: ProductChannel) => {
    const loaded = data.value;
    if (loaded) selection.value = chooseChannel(selection.value, channel, contextOf(loaded, coupons.value));
  };

  const applyCode = (code: string): Promise<boolean> => {
    if (!canEnterCouponCode(selection.value)) {
      toast(t('checkout:coupons.choose_channel_first'), 'warning');
      return Promise.resolve(false);
    }
    return applyCouponCode(group, code, { silent: true }).then(
      (coupon) => {
        rememberCoupon(group, coupon);
        toast(t('coupon:toasts.claim_success'), 'success');
        coupons.value = coupons.value.filter((c) => c.coupon_id !== coupon.coupon_id).concat(coupon);
        if (selection.value.couponId !== coupon.coupon_id) pickCoupon(coupon);
        return true;
      },
      (err: unknown) => {
        if (!isRoutedError(err)) toast(checkoutErrorText(err), 'error');
        return false;
      },
    );
  };

  const follow = (step: PayStep) => {
    switch (step.kind) {
      case 'paid':
        finish('success');
        return;
      case 'failed':
        if (step.reason === 'state') finish('error', orderStateText(step.state));
        else if (step.reason === 'amount') finish('error', t('order:errors.order_amount'));
        else finish('error', t('checkout:errors.payment_info'));
        return;
      case 'redirect':
        payWindow.assign(step.url);
        return;
      case 'wallet':
        if (step.open) openInHost(step.url);
        startChecking(step.open ? null : { kind: 'wallet', url: step.url });
        return;
      case 'wechat_bridge': {
        const { h5_url: _h5, ...fields } = step.payment;
        wechatPay(fields).then((outcome) => {
          if (outcome === 'ok') startChecking(null);
          else if (outcome === 'cancel') finish('cancel');
          else finish('error', t('checkout:errors.wechat_bridge'));
        });
        return;
      }
      default:
        startChecking({ kind: step.reason, url: step.url });
    }
  };

  const pay = () => {
    const loaded = data.value;
    const channel = selection.value.channel;
    if (!loaded || !channel || paying.value) return;
    paying.value = true;
    const resultUrl = appUrl(routeUrl('group-checkout-result', { group }, { order_id: orderId }));
    const request: PayRequest = {
      order_id: orderId,
      asset_id: channel.asset_id,
      channel: channel.channel,
      extras: { result_url: resultUrl },
    };
    if (selection.value.couponId) request.coupon_id = selection.value.couponId;
    if (channel.channel === 'wechat') request.pxx_channel = wechatPayChannel(host.value.kind);
    payOrder(group, request, { silent: true }).then(
      (result) =>
        follow(
          nextPayStep(result, channel.channel, {
            host: host.value.kind,
            recipient: loaded.recipient,
            orderKind: loaded.order.kind,
            walletBase: walletPayBase(),
            rebornBase: rebornPayBase(),
            resultUrl,
            cancelUrl: location.href,
          }),
        ),
      (err: unknown) => {
        paying.value = false;
        if (!isRoutedError(err)) toast(checkoutErrorText(err), 'error');
      },
    );
  };

  if (checking.value) return <CheckoutPayingCheck prompt={checking.value.prompt} onCancel={() => finish('cancel')} />;

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
  } else if (closedState.value) {
    body = (
      <div class="checkout-sheet__state">
        <p role="alert">{t('checkout:closed', { reason: orderStateText(closedState.value) })}</p>
        <Button variant="secondary" onClick={() => finish('cancel')}>
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
    body = (
      <div class="checkout-sheet__body">
        <p class="checkout-sheet__subtitle">
          {checkout.subtitle || loaded.product.name}
          <span class="checkout-sheet__quantity">{t('checkout:quantity', { count: loaded.order.quantity })}</span>
        </p>
        <CheckoutAmount amount={amount} before={coupon ? settle(null) : null} asset={payAsset} assets={loaded.assets} />
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
            now={loadedAt.current}
            onSelect={pickCoupon}
            onApplyCode={applyCode}
          />
        )}
        <Button block loading={paying.value} disabled={!sel.channel || amount === null} onClick={pay}>
          {t('checkout:pay')}
        </Button>
      </div>
    );
  }

  return (
    <BottomSheet open onClose={() => finish('cancel')} title={title} closeOnBackdrop={!paying.value}>
      {body}
    </BottomSheet>
  );
}
