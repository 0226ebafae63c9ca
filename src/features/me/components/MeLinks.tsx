import { hrefFor, routeByName } from '../../../app/routes';
import { t } from '../../../lib/i18n';
import './MeLinks.css';

interface MeLinksProps {
  group: string;
  /** The renew link shows only while renewal is enabled and the membership runs out. */
  renewable: boolean;
}

// By route name, so a link shows only when this build has its screen.
const LINKS = [
  { route: 'group-renew', label: 'me:links.renew' },
  { route: 'group-fav', label: 'me:links.favorites' },
  { route: 'group-settings', label: 'me:links.settings' },
] as const;

/** Renewal, favourites and settings (§2 me). */
export function MeLinks({ group, renewable }: MeLinksProps) {
  const links = LINKS.filter((l) => renewable || l.route !== 'group-renew')
    .map((l) => ({ ...l, def: routeByName(l.route) }))
    .filter((l) => !!l.def);
  if (!links.length) return null;
  return (
    <nav class="me-links" aria-label={t('me:links.label')}>
      {links.map((l) => (
        <a key={l.route} class="me-links__item" href={hrefFor(l.def!, { group })}>
          {t(l.label)}
        </a>
      ))}
    </nav>
  );
}
