import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { login as startLogin } from '../../auth';
import { ExceptionNotice } from '../../exception';

/** Orders are the buyer's own: a guest logs in first and comes back to this page. */
export function OrderLoginNotice({ group }: { group: string }) {
  const busy = useSignal(false);
  const login = () => {
    busy.value = true;
    // The host's own login (wallet or WeChat), after the group's agreement when it asks for one.
    startLogin(group, { path: location.hash.slice(1) }).then(
      (leaving) => {
        if (!leaving) busy.value = false;
      },
      () => {
        busy.value = false;
        toast(t('order:login.unavailable'), 'error');
      },
    );
  };
  return (
    <ExceptionNotice
      title={t('order:login.title')}
      actions={
        <Button loading={busy.value} onClick={login}>
          {t('common:actions.login')}
        </Button>
      }
    >
      <p>{t('order:login.body')}</p>
    </ExceptionNotice>
  );
}
