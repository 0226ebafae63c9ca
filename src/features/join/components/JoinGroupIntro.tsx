import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import type { GroupPublic } from '../../group';
import './JoinGroupIntro.css';

/** The group introduction at the top of the join screen (§2). */
export function JoinGroupIntro({ info }: { info: GroupPublic }) {
  return (
    <header class="join-intro">
      <Avatar url={info.avatar_url} name={info.name} size={64} alt={t('join:intro.avatar', { name: info.name })} />
      <h2 class="join-intro__name">{info.name}</h2>
      {info.group_bio && <p class="join-intro__bio">{info.group_bio}</p>}
    </header>
  );
}
