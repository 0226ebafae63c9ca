import { Fragment, type FunctionComponent } from 'preact';
import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { loadNamespaces, t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../lib/paths';
import { groupPublic, groupSettings } from '../../group';
import { ExceptionLoaded } from '../../exception/parts';
import { OnboardingWelcomeHost } from '../../onboarding';
import { account, isActiveMember } from '../../account';
import { CourseContinue, CourseLatest } from '../../course';
import { StreamSpotlight } from '../../stream';
import { HomeComingUp } from '../components/HomeComingUp';
import { HomeEntryLinks } from '../components/HomeEntryLinks';
import { HomeArticles } from '../components/HomeArticles';
import { HomeShortcuts } from '../components/HomeShortcuts';
import { HomeGroupHeader } from '../components/HomeGroupHeader';
import { HomeGuestJoin } from '../components/HomeGuestJoin';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { shownSections } from '../sections';
import type { HomeSectionKey } from '../../../../contract/homeSections';
import './HomeScreen.css';

type FeedComponent = FunctionComponent<{ group: string }>;

/**
 * The member's feed (issue 26 point 3), fetched with its texts after the home painted: neither is in
 * the opening chunk. Nothing shows until both arrived (the feed shows its own skeleton then).
 */
function HomeFeedLater({ group }: { group: string }) {
  const feed = useSignal<FeedComponent | null>(null);
  useEffect(() => {
    Promise.all([import('../components/HomeFeed'), loadNamespaces(['feed'])]).then(([module]) => {
      feed.value = module.HomeFeed;
    }, () => {});
  }, [feed]);
  const Feed = feed.value;
  return Feed ? <Feed group={group} /> : null;
}

/**
 * The group home: the group itself, not the person's account (that is the me tab, with renewal
 * and logout). Everyone sees the group's header, what is live now and coming up, and the
 * shortcuts; a member first what is new (the feed) with the quick links below it, then the course they are part-way through and the latest courses, the way to the other sections and the articles;
 * someone not in yet, the price and how to join. The sections after the spotlight come in the
 * order the group's admins set, and only those they show (admin/home).
 */
export default function HomeScreen() {
  const { params } = useRoute();
  const group = params.group;
  const info = useGroupResource(groupPublic, group);
  const loggedIn = isLoggedIn(group);
  const me = loggedIn ? account.of(group).data : undefined;
  const member = !!me && isActiveMember(me);

  // The sections in the order the group's admins chose (admin/home), from the settings loaded at boot.
  const settings = groupSettings.of(group).data;
  const section = (key: HomeSectionKey) => {
    if (key === 'coming_up') return <HomeComingUp group={group} />;
    if (key === 'shortcuts') return <HomeShortcuts group={group} />;
    if (!member) return null;
    // Where the member was (issue 26) leads the courses: one compact card, loaded after the home shows.
    if (key === 'courses') {
      return (
        <>
          <CourseContinue group={group} limit={1} />
          <CourseLatest group={group} />
        </>
      );
    }
    // The quick links follow the feed, at the top (below).
    if (key === 'entries') return null;
    return <HomeArticles group={group} />;
  };

  if (!info.data) {
    return (
      <ExceptionLoaded state={info} title={t('home:load_failed')} onRetry={() => groupPublic.refresh(group)} home={to('index', {})} skeleton={<HomeSkeleton />}>
        {() => null}
      </ExceptionLoaded>
    );
  }

  return (
    <div class="home-screen">
      <HomeGroupHeader info={info.data} withPrice={!member} />
      {!loggedIn && <HomeGuestJoin group={group} />}
      <StreamSpotlight group={group} />
      {member && <HomeFeedLater group={group} />}
      {member && shownSections(settings && settings.home_sections).indexOf('entries') >= 0 && <HomeEntryLinks group={group} />}
      {shownSections(settings && settings.home_sections).map((key) => (
        <Fragment key={key}>{section(key)}</Fragment>
      ))}
      <OnboardingWelcomeHost group={group} />
      <nav class="home-screen__links" aria-label={t('home:links.label')}>
        {!loggedIn && <a href={to('group-onboarding-guide', { group })}>{t('home:links.onboarding_guide')}</a>}
        <a href={to('group-settings', { group })}>{t('home:settings_link')}</a>
      </nav>
    </div>
  );
}
