import { linkTo } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import '../../../ui/iconSet.css';
import './MeLinks.css';

interface MeLinksProps {
  group: string;
  /** The renew link shows only while renewal is enabled and the membership runs out. */
  renewable: boolean;
  /** The admin portal shows for the owner and admins (§6). */
  admin: boolean;
}

// By route name, so a link shows only when this build has its screen; each with its icon of the set
// (issue 26 point 14).
const LINKS = [
  { route: 'group-admin', label: 'me:links.admin', icon: 'shield' },
  { route: 'group-me-profile', label: 'me:links.profile', icon: 'person' },
  { route: 'group-renew', label: 'me:links.renew', icon: 'renew' },
  { route: 'group-fav', label: 'me:links.favorites', icon: 'star' },
  { route: 'group-tip-rank', label: 'me:links.tip_rank', icon: 'heart' },
  { route: 'group-luckycoin-pack', label: 'me:links.luckycoin', icon: 'packet' },
  { route: 'group-checkin', label: 'me:links.checkin', icon: 'checkin' },
  { route: 'group-badge', label: 'me:links.badges', icon: 'badge' },
  { route: 'group-coupons', label: 'me:links.coupons', icon: 'coupon' },
  { route: 'group-invitations', label: 'me:links.invitations', icon: 'invite' },
  { route: 'group-profit', label: 'me:links.profit', icon: 'chart' },
  { route: 'group-accounts', label: 'me:links.accounts', icon: 'card' },
  { route: 'group-invoice', label: 'me:links.invoice', icon: 'receipt' },
  { route: 'group-settings', label: 'me:links.settings', icon: 'gear' },
] as const;

/** The icons the me tab's links show. */
export const ME_LINK_ICONS: readonly string[] = LINKS.map((l) => l.icon);

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
        <a key={l.route} class="me-links__item ui-iconed" href={l.href!} data-icon={l.icon}>
          {t(l.label)}
        </a>
      ))}
    </nav>
  );
}
