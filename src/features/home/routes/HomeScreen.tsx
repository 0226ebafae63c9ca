import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { groupPublic } from '../../group';
import { ExceptionNotice } from '../../exception';
import { OnboardingWelcomeHost } from '../../onboarding';
import { account, isActiveMember } from '../../account';
import { CourseLatest } from '../../course';
import { StreamSpotlight } from '../../stream';
import { HomeEntryLinks } from '../components/HomeEntryLinks';
import { HomeShortcuts } from '../components/HomeShortcuts';
import { HomeGroupHeader } from '../components/HomeGroupHeader';
import { HomeGuestJoin } from '../components/HomeGuestJoin';
import { HomeMemberCard } from '../components/HomeMemberCard';
import './HomeScreen.css';

/**
 * The group home. Everyone sees the group intro, the spotlight while a lecture
 * or stream runs, and the shortcuts; a guest also sees how to join; a member
 * sees who they are here, the latest courses and the way to the other sections.
 */
export default function HomeScreen() {
  const { params } = useRoute();
  const group = params.group;
  useEffect(() => {
    groupPublic.ensure(group);
  }, [group]);
  const info = groupPublic.of(group);
  const me = isLoggedIn(group) ? account.of(group).data : undefined;
  const member = !!me && isActiveMember(me);

  if (!info.data) {
    if (info.error) {
      return (
        <ExceptionNotice
          title={t('home:load_failed')}
          actions={<Button onClick={() => groupPublic.refresh(group)}>{t('common:actions.retry')}</Button>}
        >
          <p>{apiErrorText(info.error)}</p>
        </ExceptionNotice>
      );
    }
    return (
      <div class="home-screen">
        <Skeleton block="72px" width="72px" />
        <Skeleton lines={3} />
      </div>
    );
  }

  return (
    <div class="home-screen">
      <HomeGroupHeader info={info.data} />
      <StreamSpotlight group={group} />
      {isLoggedIn(group) ? <HomeMemberCard group={group} groupName={info.data.name} /> : <HomeGuestJoin group={group} />}
      {member && <HomeEntryLinks group={group} />}
      {member && <CourseLatest group={group} />}
      <HomeShortcuts group={group} />
      <OnboardingWelcomeHost group={group} />
      <nav class="home-screen__links">
        {!isLoggedIn(group) && <a href={to('group-onboarding-guide', { group })}>{t('home:links.onboarding_guide')}</a>}
        <a href={to('group-settings', { group })}>{t('home:settings_link')}</a>
      </nav>
    </div>
  );
}
