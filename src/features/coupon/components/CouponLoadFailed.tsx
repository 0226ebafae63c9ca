import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import './CouponLists.css';

/** The coupon screens' "could not be loaded": the reason and a retry. */
export function CouponLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div class="coupon-lists__notice">
      <p role="alert">{apiErrorText(error)}</p>
      <Button variant="secondary" onClick={onRetry}>{t('common:actions.retry')}</Button>
    </div>
  );
}
