import type { Me } from '../../account';
import { Avatar } from '../../../ui/Avatar';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { membershipExpiry } from '../profile';
import './MeProfileCard.css';

/** Who the person is in this group: name, wallet id, role, membership state and its dates. */
export function MeProfileCard({ me }: { me: Me }) {
  const expiry = membershipExpiry(me);
  return (
    <section class="me-profile" aria-label={t('me:profile.label')}>
      <div class="me-profile__person">
        <Avatar url={me.avatar_url} name={me.full_name} size={56} alt={t('me:avatar', { name: me.full_name })} />
        <div class="me-profile__who">
          <h2 class="me-profile__name">{me.full_name}</h2>
          <p class="me-profile__id">{t('me:profile.identity_number', { number: me.identity_number })}</p>
          <div class="me-profile__badges">
            <span class="me-profile__badge me-profile__badge--role">{t(`me:roles.${me.role}`)}</span>
            <span class="me-profile__badge">{t(`me:states.${me.state}`)}</span>
          </div>
        </div>
      </div>
      <dl class="me-profile__facts">
        {me.joined_at && (
          <div class="me-profile__fact">
            <dt>{t('me:profile.joined_at')}</dt>
            <dd>{formatDate(me.joined_at)}</dd>
          </div>
        )}
        <div class="me-profile__fact">
          <dt>{t('me:profile.expires_at')}</dt>
          <dd>{expiry ? formatDate(expiry) : t('me:profile.no_expiry')}</dd>
        </div>
      </dl>
    </section>
  );
}
