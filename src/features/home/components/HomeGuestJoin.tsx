import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { routeUrl } from '../../../lib/paths';
import { login as loginToGroup } from '../../auth';
import './HomeCard.css';

/** For a guest: how to join, with the wallet login (§1 step 1). */
export function HomeGuestJoin({ group }: { group: string }) {
  const busy = useSignal(false);
  const login = () => {
    busy.value = true;
    // "Log in to join": after login the group entry's guard leads on to joining.
    loginToGroup(group, { path: routeUrl('group', { group }) }).then(
      (started) => {
        if (!started) busy.value = false;
      },
      () => {
        busy.value = false;
        toast(t('auth:login.unavailable'), 'error');
      },
    );
  };
  return (
    <section class="home-card">
      <p class="home-card__hint">{t('home:guest.join_hint')}</p>
      <Button block loading={busy.value} onClick={login}>
        {t('home:guest.login_to_join')}
      </Button>
    </section>
  );
}
