import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority } from '../../account';
import { ExceptionLoadFailed } from '../../exception/parts';
import { groupPublic, groupSettings } from '../../group';
import { MeLinks } from '../components/MeLinks';
import { MeLogoutButton } from '../components/MeLogoutButton';
import { MeProfileCard } from '../components/MeProfileCard';
import { canRenew } from '../profile';
import './MeScreen.css';


/** The me tab (§2): profile, membership and renewal, the way to favourites and settings, logging out. */
export default function MeScreen() {
  const { params } = useRoute();
  const group = params.group;
  useEffect(() => {
    account.ensure(group);
    groupSettings.ensure(group);
    groupPublic.ensure(group);
  }, [group]);
  const state = account.of(group);
  const me = state.data;
  const settings = groupSettings.of(group).data;
  const info = groupPublic.of(group).data;

  if (!me) {
    if (state.error) {
      return (
        <ExceptionLoadFailed title={t('me:load_failed')} error={state.error} onRetry={() => account.refresh(group)} />
      );
    }
    return (
      <div class="me-screen">
        <Skeleton lines={4} />
      </div>
    );
  }

  return (
    <div class="me-screen">
      <MeProfileCard me={me} />
      <MeLinks
        group={group}
        renewable={!!settings && canRenew(settings.system_renew_enable, me)}
        admin={hasAdminAuthority(me.role)}
      />
      <MeLogoutButton group={group} groupName={info ? info.name : group} />
    </div>
  );
}
