import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
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
  const list = useGroupResource(groupShortcuts, group, true);
  return (
    <ExceptionLoaded state={list} title={t('admin_payment:load_failed')} onRetry={() => groupShortcuts.refresh(group)} skeleton={<Skeleton lines={8} />}>
      {(favourites) => (
        <div class="shortcut-admin">
          <ShortcutAdminSearch group={group} favourites={favourites.map((app) => app.app_id)} />
          <ShortcutAdminFavorites group={group} favourites={favourites} />
        </div>
      )}
    </ExceptionLoaded>
  );
}
