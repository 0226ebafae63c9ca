import { t } from '../../../lib/i18n';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { Button } from '../../../ui/Button';
import { ExceptionNotice } from '../../exception';

/** A screen's data could not be loaded: what failed, the catalogue's reason, and a retry. */
export function CheckinFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <ExceptionNotice title={title} actions={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}>
      <ApiErrorLines error={error} />
    </ExceptionNotice>
  );
}
