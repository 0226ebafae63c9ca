import { to } from '../../../lib/paths';
import { formatDate } from '../../../lib/format';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { logoutGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { account, isActiveMember, type Me } from '../../account';
import { groupSettings } from '../../group';
import { renewalAvailability } from '../../membership';
import { Avatar } from '../../../ui/Avatar';
import './HomeCard.css';
import { useGroupResource } from '../../../lib/resource';

/** A paid membership that runs out; staff and free members have no expiry to show or renew. */
const expiringMembership = (me: Me | undefined): me is Me & { expired_at: string } =>
  !!me && (me.state === 'paid' || me.state === 'subscribed') && me.expired_at !== null;

/** For a logged-in person: who they are in this group, until when, renewing (§2), and logging out of it. */
export function HomeMemberCard({ group, groupName }: { group: string; groupName: string }) {
  const state = useGroupResource(account, group);
  useGroupResource(groupSettings, group);
  const me = state.data;
  const expiring = expiringMembership(me) ? me : undefined;
  // Past the expiry the person is back to joining (the entry guard's way), not renewing.
  const ended = !!expiring && !isActiveMember(expiring);
  const settings = groupSettings.of(group).data;
  // The renew page is otherwise reachable only by URL; offer it where the expiry is shown.
  const renewable =
    !!expiring && !ended && !!settings && renewalAvailability(settings.system_renew_enable, expiring.expired_at) === 'available';

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
          <Avatar url={me.avatar_url} name={me.full_name} size={48} alt={t('home:avatar', { name: me.full_name })} />
          <div class="home-card__who">
            <p class="home-card__label">{t('home:member.signed_in_as')}</p>
            <p class="home-card__name">{me.full_name}</p>
            <div class="home-card__badges">
              <span class="home-card__badge home-card__badge--role">{t(`home:roles.${me.role}`)}</span>
              <span class="home-card__badge">{t(`home:states.${me.state}`)}</span>
            </div>
            {expiring && (
              <p class="home-card__label">
                {t(ended ? 'home:member.expired' : 'home:member.expires', { date: formatDate(expiring.expired_at) })}
              </p>
            )}
          </div>
        </div>
      ) : state.error ? (
        <>
          <p class="home-card__error" role="alert">
            {apiErrorText(state.error)}
          </p>
          <Button variant="secondary" block onClick={() => account.refresh(group)}>
            {t('common:actions.retry')}
          </Button>
        </>
      ) : (
        <Skeleton lines={2} />
      )}
      {renewable && (
        <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-renew', { group })}>
          {t('home:member.renew')}
        </a>
      )}
      {(me || state.error) && (
        <Button variant="secondary" block onClick={logout} class="home-card__logout">
          {t('common:actions.logout')}
        </Button>
      )}
    </section>
  );
}
