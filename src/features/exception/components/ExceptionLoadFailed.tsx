import { t } from '../../../lib/i18n';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { Button } from '../../../ui/Button';
import { ExceptionNotice } from './ExceptionNotice';

export interface ExceptionLoadFailedProps {
  /** What could not be loaded, e.g. "The bank cards could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A screen's data could not be loaded: what failed, the error catalogue's reason, and a retry. */
export function ExceptionLoadFailed({ title, error, onRetry }: ExceptionLoadFailedProps) {
  return (
    <ExceptionNotice title={title} actions={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}>
      <ApiErrorLines error={error} />
    </ExceptionNotice>
  );
}
