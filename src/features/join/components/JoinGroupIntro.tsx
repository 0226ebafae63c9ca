import { t } from '../../../lib/i18n';
import type { GroupPublic } from '../../group';
import './JoinGroupIntro.css';

/** The group introduction at the top of the join screen (§2). */
export function JoinGroupIntro({ info }: { info: GroupPublic }) {
  return (
    <header class="join-intro">
      {info.avatar_url ? (
        <img class="join-intro__avatar" src={info.avatar_url} alt={t('join:intro.avatar', { name: info.name })} width={64} height={64} />
      ) : (
        <span class="join-intro__avatar" role="img" aria-label={t('join:intro.avatar', { name: info.name })}>
          {info.name.charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <h1 class="join-intro__name">{info.name}</h1>
      {info.group_bio && <p class="join-intro__bio">{info.group_bio}</p>}
    </header>
  );
}
