import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../app/routes';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { groupPublic } from '../../group';
import { ExceptionNotice } from '../../exception';
import { OnboardingWelcomeHost } from '../../onboarding';
import { HomeGroupHeader } from '../components/HomeGroupHeader';
import { HomeGuestJoin } from '../components/HomeGuestJoin';
import { HomeMemberCard } from '../components/HomeMemberCard';
import './HomeScreen.css';

/**
 * The group home. A guest sees the group and how to join; a logged-in person
 * sees who they are here. Member content (courses, spotlight...) comes with
 * those features.
 */
export default function HomeScreen() {
  const { params } = useRoute();
  const group = params.group;
  useEffect(() => {
    groupPublic.load(group).catch(() => {});
  }, [group]);
  const info = groupPublic.of(group);

  if (!info.data) {
    if (info.error) {
      return (
        <ExceptionNotice
          title={t('home:load_failed')}
          actions={<Button onClick={() => groupPublic.load(group, true).catch(() => {})}>{t('common:actions.retry')}</Button>}
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
      {isLoggedIn(group) ? <HomeMemberCard group={group} groupName={info.data.name} /> : <HomeGuestJoin group={group} />}
      <OnboardingWelcomeHost group={group} />
      <nav class="home-screen__links">
        {!isLoggedIn(group) && <a href={to('group-onboarding-guide', { group })}>{t('common:routes.onboarding_guide')}</a>}
        <a href={to('group-settings', { group })}>{t('home:settings_link')}</a>
      </nav>
    </div>
  );
}
