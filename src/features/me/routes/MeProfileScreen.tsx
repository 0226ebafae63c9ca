import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { useGroupResource } from '../../../lib/resource';
import type { GroupSettings } from '../../../../contract/group';
import { account, hasAdminAuthority, type Me } from '../../account';
import { groupSettings } from '../../group';
import { ExceptionLoaded } from '../../exception/parts';
import { MePrivacySwitch } from '../components/MePrivacySwitch';
import { MeProfileForm } from '../components/MeProfileForm';
import './MeScreen.css';
import '../components/MeProfileForm.css';

/** `group-me-profile` (§2, issue 13 point 1): the member's avatar, nickname and bio in the group, and privacy mode. */
export default function MeProfileScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(account, group);
  const settings = useGroupResource(groupSettings, group).data;
  return (
    <ExceptionLoaded
      state={state}
      title={t('me:load_failed')}
      onRetry={() => account.refresh(group)}
      skeleton={<div class="me-screen"><Skeleton lines={6} /></div>}
    >
      {(me) => <MeProfile group={group} me={me} settings={settings} />}
    </ExceptionLoaded>
  );
}

function MeProfile({ group, me, settings }: { group: string; me: Me; settings?: GroupSettings }) {
  return (
    <div class="me-screen">
      {/* The group's admins may keep nicknames, about texts and avatars as they are (admin/profile). */}
      {settings && settings.profile_self_edit === false && !hasAdminAuthority(me.role) ? (
        <section class="me-profile-form" aria-labelledby="me-profile-locked-title">
          <h2 id="me-profile-locked-title" class="me-profile-form__title">
            {t('me:edit.title')}
          </h2>
          <p>{t('me:edit.locked')}</p>
        </section>
      ) : (
        <MeProfileForm key={me.user_id} group={group} me={me} />
      )}
      <MePrivacySwitch group={group} on={!!me.privacy_mode} />
    </div>
  );
}
