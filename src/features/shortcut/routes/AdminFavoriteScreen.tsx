import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception/parts';
import { groupShortcuts } from '../../home';
import { ShortcutAdminFavorites } from '../components/ShortcutAdminFavorites';
import { ShortcutAdminSearch } from '../components/ShortcutAdminSearch';
import '../components/ShortcutAdmin.css';

/**
 * `group-admin-favorite` (§2 admin portal, "favourite bots"; §7 favourite apps, wallet users): find
 * a bot by its id and add it, order the favourite bots, remove one (confirmed). Each change is
 * saved at once and the home follows.
 */
export default function AdminFavoriteScreen() {
  const { params } = useRoute();
  const group = params.group;
  const list = groupShortcuts.of(group);

  useEffect(() => {
    groupShortcuts.refresh(group);
  }, [group]);

  if (!list.data) {
    if (list.error) {
      return <ExceptionLoadFailed title={t('admin_payment:load_failed')} error={list.error} onRetry={() => groupShortcuts.refresh(group)} />;
    }
    return <Skeleton lines={8} />;
  }
  const favourites = list.data;
  return (
    <div class="shortcut-admin">
      <ShortcutAdminSearch group={group} favourites={favourites.map((app) => app.app_id)} />
      <ShortcutAdminFavorites group={group} favourites={favourites} />
    </div>
  );
}
