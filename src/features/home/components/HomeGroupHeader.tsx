import { t } from '../../../lib/i18n';
import type { GroupPublic } from '../../group';
import { Avatar } from '../../../ui/Avatar';
import './HomeGroupHeader.css';

/** The group's face: avatar, name and bio from its public info. */
export function HomeGroupHeader({ info }: { info: GroupPublic }) {
  return (
    <header class="home-group">
      <Avatar url={info.avatar_url} name={info.name} size={72} alt={t('home:avatar', { name: info.name })} />
      <h1 class="home-group__name">{info.name}</h1>
      {info.group_bio && <p class="home-group__bio">{info.group_bio}</p>}
    </header>
  );
}
