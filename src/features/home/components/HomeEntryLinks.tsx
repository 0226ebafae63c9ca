import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import './HomeEntryLinks.css';

// The other sections a member reaches from home, by route name; each shows only when this build has its
// screen, with its icon (issue 26 point 14), a mask the stylesheet draws from `data-entry`.
const ENTRIES = [
  { route: 'group-courses', label: 'home:entries.courses' },
  { route: 'group-albums', label: 'home:entries.albums' },
  { route: 'group-fav', label: 'home:entries.favorites' },
  { route: 'group-stream', label: 'home:entries.stream' },
  { route: 'group-members', label: 'home:entries.members' },
  { route: 'group-checkin', label: 'home:entries.checkin' },
  { route: 'group-conversation', label: 'home:entries.chat' },
] as const;

/** The routes the home links to, for the stylesheet's icons (each has one). */
export const HOME_ENTRY_ROUTES: readonly string[] = ENTRIES.map((e) => e.route);

export function HomeEntryLinks({ group }: { group: string }) {
  const links = ENTRIES.map((e) => ({ ...e, href: linkTo(e.route, { group }) })).filter((e) => !!e.href);
  if (!links.length) return null;
  return (
    <nav class="home-entries" aria-label={t('home:entries.label')}>
      {links.map((e) => (
        <a key={e.route} class="home-entries__item" href={e.href!} data-entry={e.route}>
          {t(e.label)}
        </a>
      ))}
    </nav>
  );
}
