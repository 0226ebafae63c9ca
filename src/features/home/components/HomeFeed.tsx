import { useEffect, useRef } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { linkTo, to } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { groupPublic, groupSettings } from '../../group';
import { latestCourses } from '../../course';
import { homeFeed } from '../feed';
import type { HomeFeedItem } from '../../../../contract/home';
import './HomeFeed.css';

const ICONS: Record<HomeFeedItem['kind'], string> = {
  post: 'discussions', lesson: 'courses', article: 'receipt', live: 'live', luckycoin: 'packet',
};

/** The one thing an item leads to, and what its button says. */
function actionOf(group: string, item: HomeFeedItem): { href: string; label: string } {
  switch (item.kind) {
    case 'post':
      return { href: to('group-discussions-id', { group, id: item.id }), label: t('feed:action.post') };
    case 'lesson':
      return { href: to('group-courses-id', { group, id: item.course_id ?? '' }), label: t(item.started ? 'feed:action.continue' : 'feed:action.start') };
    case 'article':
      return { href: to('group-articles-id', { group, id: item.id }), label: t('feed:action.article') };
    case 'live':
      return { href: to('group-stream', { group }), label: t(item.live ? 'feed:action.live' : 'feed:action.coming') };
    default:
      return { href: to('group-luckycoin-id', { group, id: item.id }), label: t('feed:action.luckycoin') };
  }
}

function titleOf(item: HomeFeedItem): string {
  if (item.title) return item.title;
  const name = item.actor ? item.actor.full_name : '';
  return item.kind === 'luckycoin' ? t('feed:untitled.luckycoin', { name }) : t('feed:untitled.post', { name });
}

function FeedCard({ group, item }: { group: string; item: HomeFeedItem }) {
  const action = actionOf(group, item);
  const label = item.kind === 'live' && !item.live ? t('feed:kind.coming') : t(`feed:kind.${item.kind}`);
  const title = titleOf(item);
  return (
    <li class="home-feed__item">
      <article class="home-feed__card" aria-label={title}>
        <p class="home-feed__meta">
          <span class="home-feed__kind ui-iconed" data-icon={ICONS[item.kind]}>
            {label}
          </span>
          {item.stuck && <span class="home-feed__tag">{t('feed:stuck')}</span>}
          {item.new && <span class="home-feed__new">{t('feed:new')}</span>}
        </p>
        <h3 class="home-feed__title">{title}</h3>
        {item.kind === 'lesson' && item.lessons ? <p class="home-feed__excerpt">{t('feed:lessons', { count: item.lessons })}</p> : null}
        {item.starts_at ? <p class="home-feed__excerpt">{t('feed:starts', { time: formatDateTime(item.starts_at) })}</p> : null}
        {item.excerpt && <p class="home-feed__excerpt">{item.excerpt}</p>}
        <div class="home-feed__foot">
          {item.actor && (
            <span class="home-feed__actor">
              {item.actor.avatar_url && <img class="home-feed__avatar" src={item.actor.avatar_url} alt="" width={24} height={24} loading="lazy" />}
              {item.actor.full_name}
            </span>
          )}
          <time class="home-feed__time" dateTime={item.at}>
            {formatDateTime(item.at)}
          </time>
        </div>
        <a class="ui-btn ui-btn--primary home-feed__action" href={action.href}>
          {action.label}
        </a>
      </article>
    </li>
  );
}

/** Nothing new: what a member does first in the group (rules, introduce yourself, the first lesson). */
function GetStarted({ group }: { group: string }) {
  const info = groupPublic.of(group).data;
  const settings = groupSettings.of(group).data;
  const courses = settings && settings['course-enabled'];
  const oldest = useResource(latestCourses, group, courses ? 'oldest' : null).data;
  const first = oldest && oldest.courses[0];
  const rules = info && info.group_agreement_enabled && info.group_agreement_url;
  // A new post in the discussions; without them, a word in the group's chat.
  const introduce = settings && (settings.discussion_enabled ? to('group-discussions-post', { group }) : linkTo('group-conversation', { group }));
  return (
    <div class="home-feed__start">
      <p class="home-feed__intro">{t('feed:start.intro')}</p>
      <ol class="home-feed__steps">
        {rules && (
          <li>
            <a class="home-feed__step ui-iconed" data-icon="shield" href={rules} target="_blank" rel="noopener noreferrer">
              {t('feed:start.rules')}
            </a>
          </li>
        )}
        {introduce && (
          <li>
            <a class="home-feed__step ui-iconed" data-icon="person" href={introduce}>
              {t('feed:start.introduce')}
            </a>
          </li>
        )}
        {first && (
          <li>
            <a class="home-feed__step ui-iconed" data-icon="courses" href={to('group-courses-id', { group, id: first.course_id })}>
              {t('feed:start.lesson')}
            </a>
          </li>
        )}
      </ol>
    </div>
  );
}

/**
 * The member home's feed: what is new since the last visit, newest first (pinned posts and the
 * live or next stream lead), one action each; "Get started" when nothing is new. Loaded after the
 * home painted (HomeScreen imports it lazily) and asked again each time the home shows. Arriving
 * from the welcome sheet's "Show me around" (`?tour`), it scrolls itself into view.
 */
export function HomeFeed({ group }: { group: string }) {
  const { query } = useRoute();
  const tour = !!(query && query.tour);
  const ref = useRef<HTMLElement>(null);
  // Asked again each time the home shows (what was cached meanwhile shows at once).
  const state = useGroupResource(homeFeed, group, true);
  const items = state.data ? state.data.items : null;
  const loaded = items !== null;
  useEffect(() => {
    if (tour && loaded && ref.current && ref.current.scrollIntoView) ref.current.scrollIntoView({ block: 'start' });
  }, [tour, loaded]);
  const empty = items !== null && items.length === 0;
  const headingId = `home-feed-${group}`;

  let body;
  if (items) {
    body = empty ? (
      <GetStarted group={group} />
    ) : (
      <ul class="home-feed__list">
        {items.map((item) => (
          <FeedCard key={`${item.kind}:${item.id}`} group={group} item={item} />
        ))}
      </ul>
    );
  } else if (state.error) {
    body = (
      <div class="home-feed__error" role="alert">
        <p>{t('feed:load_failed')}</p>
        <Button variant="secondary" onClick={() => homeFeed.refresh(group)}>
          {t('feed:retry')}
        </Button>
      </div>
    );
  } else {
    body = <Skeleton block="96px" repeat={3} />;
  }

  return (
    <section ref={ref} class="home-feed" aria-labelledby={headingId}>
      <h2 id={headingId} class="home-feed__heading">
        {t(empty ? 'feed:start.title' : 'feed:title')}
      </h2>
      {body}
    </section>
  );
}
