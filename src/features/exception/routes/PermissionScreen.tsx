import { useLocation, useRoute } from 'preact-iso';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { routeUrl } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { toast } from '../../../ui/toast';
import { startWalletLogin } from '../../auth';
import { ExceptionNotice } from '../components/ExceptionNotice';
import { sourceRoute } from '../sourceRoute';
import './PermissionScreen.css';

// The wallet authorisations the group's calls need (§2 "permission page").
const PERMISSIONS = ['messages', 'phone', 'profile'] as const;

/** §8 100416: asks for the missing authorisations; `source` is where to come back to. */
export default function PermissionScreen() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const back = sourceRoute(query.source) || routeUrl('group-home', { group });
  const busy = useSignal(false);

  const authorize = () => {
    busy.value = true;
    startWalletLogin(group, { path: back }).catch(() => {
      busy.value = false;
      toast(t('auth:login.unavailable'), 'error');
    });
  };

  return (
    <ExceptionNotice
      title={t('exception:permission.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => route(back, true)}>
            {t('exception:permission.retry')}
          </Button>
          <Button loading={busy.value} onClick={authorize}>
            {t('exception:permission.authorize')}
          </Button>
        </>
      }
    >
      <p>{t('exception:permission.body')}</p>
      <ul class="permission-list">
        {PERMISSIONS.map((p) => (
          <li key={p}>
            <Icon name="check" />
            {t(`exception:permission.${p}`)}
          </li>
        ))}
      </ul>
    </ExceptionNotice>
  );
}
