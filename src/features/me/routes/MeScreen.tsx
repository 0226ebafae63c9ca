import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
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
  const state = useGroupResource(account, group);
  const settings = useGroupResource(groupSettings, group).data;
  const info = useGroupResource(groupPublic, group).data;
  return (
    <ExceptionLoaded
      state={state}
      title={t('me:load_failed')}
      onRetry={() => account.refresh(group)}
      skeleton={<div class="me-screen"><Skeleton lines={4} /></div>}
    >
      {(me) => (
        <div class="me-screen">
          <MeProfileCard me={me} />
          <MeLinks
            group={group}
            renewable={!!settings && canRenew(settings.system_renew_enable, me)}
            admin={hasAdminAuthority(me.role)}
          />
          <MeLogoutButton group={group} groupName={info ? info.name : group} />
        </div>
      )}
    </ExceptionLoaded>
  );
}
