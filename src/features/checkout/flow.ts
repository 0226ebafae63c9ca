// The checkout's orchestration (§2, §4): loading the order with its product, channels and coupons,
// choosing, applying a coupon code, paying and following the payment to its end, and closing
// the checkout with a toast. CheckoutSheet only draws it.
import { signal } from '@preact/signals';
import { host } from '../../lib/host';
import { openInHost } from '../../lib/host/actions';
import { wechatPay } from '../../lib/host/wechatPay';
import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';
import { navigate } from '../../lib/location';
import { routeUrl } from '../../lib/paths';
import { ApiError } from '../../lib/http';
import { ErrorCode } from '../../../contract/errors';
import { fetchWalletTokens } from '../buy';
import {
  applyCouponCode, couponProblem, couponProblemText, myCoupons, rememberCoupon, type Coupon, type CouponCodeOutcome,
} from '../coupon';
import {
  fetchOrderState, isOpenOrderState, isRoutedError, payOrder, watchOrderState, type OrderFailureReason, type PayRequest,
} from '../order';
import type { ProductChannel } from '../../../contract/product';
import type { WalletToken } from '../../../contract/wallet';
import { appUrl, rebornPayBase, walletPayBase, wechatPayChannel } from './channels';
import type { CheckoutPromptKind } from './components/CheckoutPrompt';
import { CheckoutLoadError, loadCheckout, ownCoupons, reloadAfterPayment, type CheckoutData } from './load';
import { settleAmount } from './pricing';
import { checkoutErrorCode, checkoutErrorText, closedOrderOutcome, toastCheckoutError, type CheckoutOutcome } from './messages';
import type { ActiveCheckout, CheckoutResult } from './model';
import { finishCheckout } from './open';
import { nextPayStep, type PayStep } from './payStep';
import { payWindow } from './payWindow';
import {
  bestCouponFor, canEnterCouponCode, chooseChannel, chooseCoupon, initialSelection,
  type CheckoutSelection, type SelectionContext,
} from './selection';

export interface Checking {
  prompt: { kind: CheckoutPromptKind; url: string } | null;
}

/**
 * One checkout's state and actions. The sheet creates one when it opens (a fresh sheet for each
 * checkout), calls load(), and stop() when it goes.
 */
export function createCheckoutFlow(checkout: ActiveCheckout) {
  const { group, orderId } = checkout;
  const data = signal<CheckoutData | null>(null);
  const loadError = signal<string | null>(null);
  const coupons = signal<Coupon[]>([]);
  const selection = signal<CheckoutSelection>({ channel: null, couponId: null });
  const paying = signal(false);
  const checking = signal<Checking | null>(null);
  /** Set when the payment was cancelled or failed: the sheet says so and offers to try again. */
  const outcome = signal<CheckoutOutcome | null>(null);
  const retrying = signal(false);
  const loadedAt = signal(Date.now());
  /** What the wallet holds, for the buy hint; null until known (a failure shows no hint). */
  const walletTokens = signal<WalletToken[] | null>(null);
  let stopWatch: (() => void) | null = null;
  let finished = false;

  /** `detail`: small print under the failure toast, the code of an error the catalogue does not name. */
  const finish = (result: CheckoutResult, reason?: string, detail?: string) => {
    if (finished) return;
    finished = true;
    if (stopWatch) stopWatch();
    if (result === 'success') {
      toast(t('checkout:toasts.pay_success'), 'success');
      reloadAfterPayment(group);
      navigate(routeUrl('group-checkout-result', { group }, { order_id: orderId }));
    } else if (result === 'error') {
      toast(reason ? t('checkout:toasts.pay_fail_reason', { reason }) : t('checkout:toasts.pay_fail'), 'error', undefined, detail);
    } else {
      toast(t('checkout:toasts.cancelled'), 'warning');
    }
    finishCheckout(result);
  };

  const stopChecking = () => {
    if (stopWatch) stopWatch();
    stopWatch = null;
    checking.value = null;
  };

  const startChecking = (prompt: Checking['prompt']) => {
    paying.value = false;
    outcome.value = null;
    checking.value = { prompt };
    let reason: OrderFailureReason | null = null;
    stopWatch = watchOrderState(
      () => fetchOrderState(group, orderId, { silent: true }).then((info) => {
        reason = info.failure_reason || null;
        return info.state;
      }),
      (event) => {
        if ('error' in event) finish('error', checkoutErrorText(event.error), checkoutErrorCode(event.error) || undefined);
        else if (event.state === 'PAID') finish('success');
        else if (!isOpenOrderState(event.state)) {
          // Cancelled on the provider's page, or failed there: the sheet says which, and what next.
          stopChecking();
          outcome.value = closedOrderOutcome(event.state, reason);
        }
      },
    );
  };

  /** The person stopped a payment under way (the checking dialog's Cancel, WeChat's cancel). */
  const cancelPayment = () => {
    stopChecking();
    paying.value = false;
    outcome.value = { kind: 'cancelled', retry: 'pay' };
  };

  const load = () => {
    loadError.value = null;
    data.value = null;
    loadCheckout(group, orderId).then(
      (loaded) => {
        loadedAt.value = Date.now();
        coupons.value = loaded.coupons;
        loadWalletTokens(loaded);
        selection.value = initialSelection(contextOf(loaded, loaded.coupons), checkout.couponId || null);
        data.value = loaded;
        const state = loaded.order.state;
        if (state === 'PAID') finish('success');
        else if (state === 'MARKED_PAID') startChecking(null);
        else if (!isOpenOrderState(state)) outcome.value = closedOrderOutcome(state, loaded.order.failure_reason);
      },
      (err: unknown) => {
        loadError.value = err instanceof CheckoutLoadError ? t('checkout:errors.no_product') : checkoutErrorText(err);
      },
    );
  };

  /** The wallet's balances, when the order can be paid on a channel the wallet pays (the buy hint). */
  const loadWalletTokens = (loaded: CheckoutData) => {
    if (!loaded.channels.some((c) => c.channel === 'mixin' || c.channel === 'reborn')) return;
    fetchWalletTokens(group).then(
      (tokens) => {
        walletTokens.value = tokens;
      },
      () => {},
    );
  };

  /** The sheet closed: no more polling of the order. */
  const stop = () => {
    if (stopWatch) stopWatch();
  };

  function contextOf(loaded: CheckoutData, list: readonly Coupon[]): SelectionContext {
    return {
      channels: loaded.channels,
      host: host.value.kind,
      coupons: list,
      productId: loaded.order.product_id,
      now: loadedAt.value,
      assets: loaded.assets,
      couponsEnabled: loaded.couponsEnabled,
      priceWith: (coupon, channel) => settleAmount({
        priceAmount: loaded.product.price.amount,
        priceAssetId: loaded.product.price.asset_id,
        quantity: loaded.order.quantity,
        payAssetId: channel.asset_id,
        coupon,
      }, loaded.assets),
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

  // A typed code's outcome goes back to its field, which says a refusal under itself (issue 26 point 12).
  const applyCode = (code: string): Promise<CouponCodeOutcome | null> => {
    if (!canEnterCouponCode(selection.value)) {
      return Promise.resolve({ refusal: t('checkout:coupons.choose_channel_first') });
    }
    return applyCouponCode(group, code, { silent: true }).then(
      (coupon): CouponCodeOutcome => {
        rememberCoupon(group, coupon);
        toast(t('coupon:toasts.claim_success'), 'success');
        coupons.value = coupons.value.filter((c) => c.coupon_id !== coupon.coupon_id).concat(coupon);
        if (selection.value.couponId !== coupon.coupon_id) pickCoupon(coupon);
        return { coupon };
      },
      (err: unknown) => (isRoutedError(err) ? null : { refusal: checkoutErrorText(err) }),
    );
  };

  const follow = (step: PayStep) => {
    switch (step.kind) {
      case 'paid':
        finish('success');
        return;
      case 'failed':
        paying.value = false;
        if (step.reason === 'state') outcome.value = closedOrderOutcome(step.state, null);
        else {
          const text = step.reason === 'amount' ? t('order:errors.order_amount') : t('checkout:errors.payment_info');
          outcome.value = { kind: 'failed', text, retry: 'pay' };
        }
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
        wechatPay(fields).then((result) => {
          if (result === 'ok') startChecking(null);
          else if (result === 'cancel') cancelPayment();
          else {
            paying.value = false;
            outcome.value = { kind: 'failed', text: t('checkout:errors.wechat_bridge'), retry: 'pay' };
          }
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
        if (!isRoutedError(err)) toastCheckoutError(err);
        // The coupon went to another order meanwhile: read the list again, so its card says why.
        if (err instanceof ApiError && err.code === ErrorCode.couponNotAvailable) refreshCoupons();
      },
    );
  };

  const refreshCoupons = () => {
    myCoupons.load(group, true).then(
      (all) => {
        const loaded = data.value;
        if (!loaded) return;
        coupons.value = ownCoupons(all, loaded.order, loadedAt.value);
        const sel = selection.value;
        const use = { productId: loaded.order.product_id, channel: sel.channel, now: loadedAt.value };
        const chosen = coupons.value.find((c) => c.coupon_id === sel.couponId);
        if (chosen && couponProblem(chosen, use) === null) return;
        const best = sel.channel ? bestCouponFor(contextOf(loaded, coupons.value), sel.channel) : null;
        selection.value = { channel: sel.channel, couponId: best ? best.coupon_id : null };
      },
      () => {},
    );
  };

  /**
   * "Try again": the same order pays again while it can; a closed one (cancelled on the
   * provider's page, failed, expired) gives way to a new order for the same product and years.
   */
  const tryAgain = () => {
    const current = outcome.value;
    const loaded = data.value;
    if (!current || !loaded || current.retry === null || retrying.value) return;
    if (current.retry === 'pay') {
      outcome.value = null;
      pay();
      return;
    }
    retrying.value = true;
    import('./purchase').then(
      (mod) => mod.createAndCheckout({
        group, productId: loaded.order.product_id, quantity: loaded.order.quantity, title: checkout.title, subtitle: checkout.subtitle,
      }),
      () => {
        retrying.value = false;
        toast(t('errors:no_response'), 'error');
      },
    );
  };

  const cancel = () => finish('cancel');

  return {
    data, loadError, coupons, selection, paying, checking, outcome, retrying, loadedAt, walletTokens,
    load, stop, cancel, cancelPayment, tryAgain, pickCoupon, pickChannel, applyCode, pay,
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
