import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { purchase } from '../../checkout';
import { ExceptionNotice } from '../../exception';
import { OrderLoginNotice } from '../components/OrderLoginNotice';
import { OrderSummary } from '../components/OrderSummary';
import { orderFailureText } from '../labels';
import { orderErrorCode, orderErrorText } from '../messages';
import { assetPrices, isOpenOrderState } from '../model';
import { useOrderView } from '../useOrderView';
import type { Order, OrderFailureReason } from '../../../../contract/order';
import './OrderScreens.css';

/**
 * What a paid order now gives, and where to go for it. A course order's product carries no
 * course id (the server names the product after the course), so it leads to the course list; an
 * article order leads to the home, which lists the articles.
 */
function paidOutcome(order: Order, group: string): { text: string; label: string; href: string } {
  switch (order.kind) {
    case 'stream':
      return { text: t('order:result.paid_stream'), label: t('order:result.watch_stream'), href: to('group-stream', { group }) };
    case 'course':
      return { text: t('order:result.paid_course'), label: t('order:result.open_courses'), href: to('group-courses', { group }) };
    case 'article':
      return { text: t('order:result.paid_article'), label: t('order:result.enter_group'), href: to('group', { group }) };
    case 'renew':
      return { text: t('order:result.paid_renew'), label: t('order:result.enter_group'), href: to('group', { group }) };
    default:
      return { text: t('order:result.paid_join'), label: t('order:result.enter_group'), href: to('group', { group }) };
  }
}

/** Refusals a new order would meet again: trying again cannot help, the admins can. */
const FINAL_REASONS: readonly (OrderFailureReason | null | undefined)[] = ['renewal_exceeds_maximum', 'already_joined'];

/** The error's sentence, and its code in small print when the sentence is the general one. */
function ErrorLines({ error }: { error: unknown }) {
  const code = orderErrorCode(error);
  return (
    <>
      <p role="alert">{orderErrorText(error)}</p>
      {code && <p class="order-screen__code">{code}</p>}
    </>
  );
}

/** §2 checkout result (query order_id): where every payment lands, confirmed or still on its way. */
export default function CheckoutResultScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const orderId = query.order_id || '';
  const loggedIn = isLoggedIn(group);
  const view = useOrderView(group, orderId, loggedIn);
  const home = (
    <a class="ui-btn ui-btn--secondary" href={to('group-home', { group })}>
      {t('common:actions.back_home')}
    </a>
  );

  if (!orderId) return <ExceptionNotice icon="close" title={t('order:result.missing')} actions={home} />;
  if (!loggedIn) return <OrderLoginNotice group={group} />;

  const order = view.order.value;
  const error = view.error.value;
  if (!order) {
    if (error) {
      return (
        <ExceptionNotice
          icon="forbidden"
          title={t('order:result.load_failed')}
          actions={
            <>
              {home}
              <Button onClick={view.retry}>{t('common:actions.retry')}</Button>
            </>
          }
        >
          <ErrorLines error={error} />
        </ExceptionNotice>
      );
    }
    return (
      <ExceptionNotice title={t('order:result.loading')}>
        <Spinner size={32} label={t('order:result.loading')} />
      </ExceptionNotice>
    );
  }

  // The summary goes below the notice, so its actions stay on the first screen of a phone.
  const summary = (
    <div class="order-screen__summary">
      <OrderSummary order={order} assets={assetPrices.of(group).data || []} />
    </div>
  );
  if (order.state === 'PAID') {
    const outcome = paidOutcome(order, group);
    return (
      <>
        <ExceptionNotice
          icon="check"
          title={t('order:result.paid')}
          actions={
            <>
              <a class="ui-btn ui-btn--primary" href={outcome.href}>
                {outcome.label}
              </a>
              <a class="ui-btn ui-btn--secondary" href={to('group-order-id', { group, id: order.order_id })}>
                {t('order:result.view_order')}
              </a>
            </>
          }
        >
          <p>{outcome.text}</p>
        </ExceptionNotice>
        {summary}
      </>
    );
  }
  if (isOpenOrderState(order.state)) {
    // Nobody has reported a payment yet: the wallet tells nobody of one left unpaid, so the payer
    // may pay now (the same order, under the same trace, which the wallet pays at most once).
    const unreported = order.state === 'NOT_PAID';
    const payNow = unreported && (
      <Button variant="secondary" onClick={() => void purchase({ group, productId: order.product_id, quantity: order.quantity })}>
        {t('order:result.pay_now')}
      </Button>
    );
    return (
      <>
        <ExceptionNotice title={t('order:result.confirming')} actions={<>{payNow}{home}</>}>
          <p class="order-screen__waiting">
            <Spinner size={20} label={t('order:result.confirming')} />
            <span>{t('order:result.confirming_hint')}</span>
          </p>
          {unreported && <p>{t('order:result.not_paid_hint')}</p>}
          {error && <ErrorLines error={error} />}
        </ExceptionNotice>
        {summary}
      </>
    );
  }
  // Not paid: cancelled by the payer (not a failure), failed, or expired; trying again starts a new order.
  const reason = order.state === 'FAILED' ? order.failure_reason : null;
  const cancelled = reason === 'cancelled';
  const tryAgain = FINAL_REASONS.indexOf(reason) < 0 && (
    <Button onClick={() => void purchase({ group, productId: order.product_id, quantity: order.quantity })}>
      {t('order:result.try_again')}
    </Button>
  );
  let title = t('order:result.failed');
  let text: string | null = t('order:result.failed_hint');
  if (cancelled) {
    title = t('order:result.cancelled');
    text = t('order:result.cancelled_hint');
  } else if (order.state === 'EXPIRED') {
    title = t('order:result.expired');
    text = null;
  } else if (reason) {
    text = orderFailureText(reason);
  }
  return (
    <>
      <ExceptionNotice
        icon={cancelled ? 'retry' : 'close'}
        title={title}
        actions={
          <>
            {tryAgain}
            {home}
          </>
        }
      >
        {text && <p>{text}</p>}
      </ExceptionNotice>
      {summary}
    </>
  );
}
