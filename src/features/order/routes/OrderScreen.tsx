import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { openCheckout } from '../../checkout';
import { ExceptionNotice } from '../../exception';
import { OrderLoginNotice } from '../components/OrderLoginNotice';
import { OrderSummary } from '../components/OrderSummary';
import { orderErrorText } from '../messages';
import { assetPrices } from '../model';
import { useOrderView } from '../useOrderView';
import './OrderScreens.css';

/** §2 order view: the buyer's own order only (§6 refusals otherwise); an unpaid one can be paid here. */
export default function OrderScreen() {
  const { params } = useRoute();
  const group = params.group;
  const orderId = params.id;
  const loggedIn = isLoggedIn(group);
  const view = useOrderView(group, orderId, loggedIn);
  if (!loggedIn) return <OrderLoginNotice group={group} />;

  const order = view.order.value;
  const error = view.error.value;
  const home = (
    <a class="ui-btn ui-btn--secondary" href={to('group-home', { group })}>
      {t('common:actions.back_home')}
    </a>
  );
  if (!order && error) {
    return (
      <ExceptionNotice icon="forbidden" title={t('order:view.refused')} actions={home}>
        <p role="alert">{orderErrorText(error)}</p>
      </ExceptionNotice>
    );
  }
  return (
    <section class="order-screen l-column">
      <h2 class="order-screen__title">{t('order:view.title')}</h2>
      {order ? <OrderSummary order={order} assets={assetPrices.of(group).data || []} /> : <Skeleton lines={6} />}
      {order && order.state === 'NOT_PAID' && (
        <Button block onClick={() => void openCheckout({ group, orderId })}>
          {t('order:view.pay')}
        </Button>
      )}
      {home}
    </section>
  );
}
