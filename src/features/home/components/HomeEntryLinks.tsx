import { t } from '../../../lib/i18n';
import { hrefFor, routeByName } from '../../../app/routes';
import './HomeEntryLinks.css';

// The other sections a member reaches from home, by route name; each shows only when this build has its screen.
const ENTRIES = [
  { route: 'group-courses', label: 'home:entries.courses' },
  { route: 'group-albums', label: 'home:entries.albums' },
  { route: 'group-fav', label: 'home:entries.favorites' },
  { route: 'group-stream', label: 'home:entries.stream' },
  { route: 'group-members', label: 'home:entries.members' },
] as const;

export function HomeEntryLinks({ group }: { group: string }) {
  const links = ENTRIES.map((e) => ({ ...e, def: routeByName(e.route) })).filter((e) => !!e.def);
  if (!links.length) return null;
  return (
    <nav class="home-entries" aria-label={t('home:entries.label')}>
      {links.map((e) => (
        <a key={e.route} class="home-entries__item" href={hrefFor(e.def!, { group })}>
          {t(e.label)}
        </a>
      ))}
    </nav>
  );
}
