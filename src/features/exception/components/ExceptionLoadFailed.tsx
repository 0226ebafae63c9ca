import { t } from '../../../lib/i18n';
import { ApiError } from '../../../lib/http';
import { to } from '../../../lib/paths';
import { currentGroup } from '../../../lib/session';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { Button } from '../../../ui/Button';
import { ErrorCode } from '../../../../contract/errors';
import { ExceptionNotice } from './ExceptionNotice';

export interface ExceptionLoadFailedProps {
  /** What could not be loaded, e.g. "The bank cards could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
  /**
   * Where "Back home" leads when it does not exist: the group's home by default; the list of groups
   * when what is missing is the group itself.
   */
  home?: string;
}

/** Whether the server said what was asked for does not exist: trying again would answer the same. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ErrorCode.notFound || error.status === 404);
}

/**
 * A screen's data could not be loaded: what failed, the error catalogue's reason, and a retry; or,
 * when it does not exist (404: deleted, or a wrong link), the way home instead (issue 26 point 12).
 */
export function ExceptionLoadFailed({ title, error, onRetry, home }: ExceptionLoadFailedProps) {
  const group = currentGroup.value;
  const back = home || (group ? to('group-home', { group }) : to('index', {}));
  const action = isNotFound(error)
    ? <a class="ui-btn ui-btn--primary" href={back}>{t('common:actions.back_home')}</a>
    : <Button onClick={onRetry}>{t('common:actions.retry')}</Button>;
  return (
    <ExceptionNotice title={title} actions={action}>
      <ApiErrorLines error={error} />
    </ExceptionNotice>
  );
}
