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
  const shown = stats ? STATS.filter((key) => stats[key] > 0) : [];
  const price = withPrice && info.product ? info.product.price : undefined;
  return (
    <header class="home-group">
      <Avatar url={info.avatar_url} name={info.name} size={72} alt={t('home:avatar', { name: info.name })} />
      {/* An h2 under the top bar's h1 (issue 10: one h1 per screen, the top-bar title). */}
      <h2 class="home-group__name">{info.name}</h2>
      {info.group_bio && <p class="home-group__bio">{info.group_bio}</p>}
      {price && <HomeGroupPrice price={price} rates={info.fiat_rates || []} />}
      {stats && shown.length > 0 && (
        <ul class="home-group__stats" aria-label={t('home:group.gives')}>
          {shown.map((key) => (
            <li key={key}>{t(`home:group.${key}`, { count: stats[key] })}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
