import { navigate } from '../../../lib/location';
import { routeUrl } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { logoutGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import './MeLogoutButton.css';

/** Logs out of this group only, after asking; the group home is what a guest can still see. */
export function MeLogoutButton({ group, groupName }: { group: string; groupName: string }) {
  const logout = async () => {
    const ok = await confirm({
      title: t('me:logout.title'),
      message: t('me:logout.confirm', { name: groupName }),
      confirmText: t('common:actions.logout'),
    });
    if (!ok) return;
    logoutGroup(group);
    navigate(routeUrl('group-home', { group }));
  };
  return (
    <div class="me-logout">
      <Button variant="secondary" block onClick={logout}>
        {t('common:actions.logout')}
      </Button>
    </div>
  );
}
