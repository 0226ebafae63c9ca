import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import '../../../ui/iconSet.css';
import './HomeEntryLinks.css';

// The other sections a member reaches from home, by route name; each shows only when this build has its
// screen, with its icon of the set (issue 26 point 14).
const ENTRIES = [
  { route: 'group-courses', label: 'home:entries.courses', icon: 'courses' },
  { route: 'group-albums', label: 'home:entries.albums', icon: 'albums' },
  { route: 'group-fav', label: 'home:entries.favorites', icon: 'star' },
  { route: 'group-stream', label: 'home:entries.stream', icon: 'live' },
  { route: 'group-members', label: 'home:entries.members', icon: 'people' },
  { route: 'group-checkin', label: 'home:entries.checkin', icon: 'checkin' },
  { route: 'group-conversation', label: 'home:entries.chat', icon: 'discussions' },
] as const;

/** The icons the home's links show. */
export const HOME_ENTRY_ICONS: readonly string[] = ENTRIES.map((e) => e.icon);

export function HomeEntryLinks({ group }: { group: string }) {
  const links = ENTRIES.map((e) => ({ ...e, href: linkTo(e.route, { group }) })).filter((e) => !!e.href);
  if (!links.length) return null;
  return (
    <nav class="home-entries" aria-label={t('home:entries.label')}>
      {links.map((e) => (
        <a key={e.route} class="home-entries__item ui-iconed" href={e.href!} data-icon={e.icon}>
          {t(e.label)}
        </a>
      ))}
    </nav>
  );
}
