import { t } from '../../../lib/i18n';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { Button } from '../../../ui/Button';
import { ExceptionNotice } from '../../exception';

/** A load that failed, with its reason and a retry. */
export function InvoiceFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ExceptionNotice title={t('invoice:load_failed')} actions={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}>
      <ApiErrorLines error={error} />
    </ExceptionNotice>
  );
}
