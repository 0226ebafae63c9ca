import { t } from '../../../lib/i18n';
import { logoutGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';

/**
 * Logging out of the group from a refusal screen: the person may have logged
 * in with another account than the one that belongs here.
 */
export function AccessLogoutButton({ group }: { group: string }) {
  return (
    <Button variant="secondary" onClick={() => logoutGroup(group)}>
      {t('access:switch_account')}
    </Button>
  );
}
