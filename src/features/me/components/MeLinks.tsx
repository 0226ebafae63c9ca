import { linkTo } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import './MeLinks.css';

interface MeLinksProps {
  group: string;
  /** The renew link shows only while renewal is enabled and the membership runs out. */
  renewable: boolean;
  /** The admin portal shows for the owner and admins (§6). */
  admin: boolean;
}

// By route name, so a link shows only when this build has its screen; each with its icon (issue 26
// point 14), a mask the stylesheet draws from `data-link`.
const LINKS = [
  { route: 'group-admin', label: 'me:links.admin' },
  { route: 'group-me-profile', label: 'me:links.profile' },
  { route: 'group-renew', label: 'me:links.renew' },
  { route: 'group-fav', label: 'me:links.favorites' },
  { route: 'group-tip-rank', label: 'me:links.tip_rank' },
  { route: 'group-luckycoin-pack', label: 'me:links.luckycoin' },
  { route: 'group-checkin', label: 'me:links.checkin' },
  { route: 'group-badge', label: 'me:links.badges' },
  { route: 'group-coupons', label: 'me:links.coupons' },
  { route: 'group-invitations', label: 'me:links.invitations' },
  { route: 'group-profit', label: 'me:links.profit' },
  { route: 'group-accounts', label: 'me:links.accounts' },
  { route: 'group-invoice', label: 'me:links.invoice' },
  { route: 'group-settings', label: 'me:links.settings' },
] as const;

/** The routes the me tab links to, for the stylesheet's icons (each has one). */
export const ME_LINK_ROUTES: readonly string[] = LINKS.map((l) => l.route);

/**
 * Renewal, favourites, kudos and lucky coins, the profile, coupons, invitations, rewards, bank cards,
 * invoices and settings (§2 me; issue 11 point 9, issue 13 point 1). A link shows once its screen is built.
 */
export function MeLinks({ group, renewable, admin }: MeLinksProps) {
  const links = LINKS.filter((l) => (renewable || l.route !== 'group-renew') && (admin || l.route !== 'group-admin'))
    .map((l) => ({ ...l, href: linkTo(l.route, { group }) }))
    .filter((l) => !!l.href);
  if (!links.length) return null;
  return (
    <nav class="me-links" aria-label={t('me:links.label')}>
      {links.map((l) => (
        <a key={l.route} class="me-links__item" href={l.href!} data-link={l.route}>
          {t(l.label)}
        </a>
      ))}
    </nav>
  );
}
