import { useEffect } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { logoutGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { HomeAvatar } from './HomeAvatar';
import './HomeCard.css';

/** For a logged-in person: who they are in this group, and logging out of it. */
export function HomeMemberCard({ group, groupName }: { group: string; groupName: string }) {
  useEffect(() => {
    account.load(group).catch(() => {});
  }, [group]);
  const state = account.of(group);
  const me = state.data;

  const logout = async () => {
    const ok = await confirm({
      title: t('home:member.logout_title'),
      message: t('home:member.logout_confirm', { name: groupName }),
      confirmText: t('common:actions.logout'),
    });
    if (ok) logoutGroup(group);
  };

  return (
    <section class="home-card">
      {me ? (
        <div class="home-card__person">
          <HomeAvatar url={me.avatar_url} name={me.full_name} size={48} alt={t('home:avatar', { name: me.full_name })} />
          <div class="home-card__who">
            <p class="home-card__label">{t('home:member.signed_in_as')}</p>
            <p class="home-card__name">{me.full_name}</p>
            <div class="home-card__badges">
              <span class="home-card__badge home-card__badge--role">{t(`home:roles.${me.role}`)}</span>
              <span class="home-card__badge">{t(`home:states.${me.state}`)}</span>
            </div>
          </div>
        </div>
      ) : state.error ? (
        <>
          <p class="home-card__error" role="alert">
            {apiErrorText(state.error)}
          </p>
          <Button variant="secondary" block onClick={() => account.load(group, true).catch(() => {})}>
            {t('common:actions.retry')}
          </Button>
        </>
      ) : (
        <Skeleton lines={2} />
      )}
      {(me || state.error) && (
        <Button variant="secondary" block onClick={logout} class="home-card__logout">
          {t('common:actions.logout')}
        </Button>
      )}
    </section>
  );
}
