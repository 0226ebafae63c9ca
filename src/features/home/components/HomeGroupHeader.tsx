import { t } from '../../../lib/i18n';
import type { GroupPublic } from '../../group';
import { Avatar } from '../../../ui/Avatar';
import { HomeGroupPrice } from './HomeGroupPrice';
import './HomeGroupHeader.css';

const STATS = ['courses', 'members', 'lives'] as const;

export interface HomeGroupHeaderProps {
  info: GroupPublic;
  /** The yearly price, for a person deciding whether to join (the login screen, a guest's home). */
  withPrice?: boolean;
}

/**
 * The group's face: avatar, name, bio, and what membership gives (counts of courses, members and
 * live sessions, those above zero), from its public info. The login screen and the home share it.
 */
export function HomeGroupHeader({ info, withPrice = false }: HomeGroupHeaderProps) {
  const stats = info.stats;
  // The member count is left out when the group keeps it to itself (admin/privacy).
  const count = (key: (typeof STATS)[number]) => (stats && stats[key]) || 0;
  const shown = STATS.filter((key) => count(key) > 0);
  const price = withPrice && info.product ? info.product.price : undefined;
  return (
    <header class="home-group">
      <Avatar url={info.avatar_url} name={info.name} size={72} alt={t('home:avatar', { name: info.name })} />
      {/* An h2 under the top bar's h1 (issue 10: one h1 per screen, the top-bar title). */}
      {/* Written in the group's own language (admin/general), which screen readers then speak. */}
      <h2 class="home-group__name" lang={info.language}>
        {info.name}
      </h2>
      {info.group_bio && (
        <p class="home-group__bio" lang={info.language}>
          {info.group_bio}
        </p>
      )}
      {price && <HomeGroupPrice price={price} rates={info.fiat_rates || []} />}
      {shown.length > 0 && (
        <ul class="home-group__stats" aria-label={t('home:group.gives')}>
          {shown.map((key) => (
            <li key={key}>{t(`home:group.${key}`, { count: count(key) })}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
