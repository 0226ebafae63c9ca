import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { backToApp, type BackToAppResult } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { ExceptionNotice } from '../../exception';
import { groupPublic } from '../../group';

/** §2 back-to-app (public): leave the web page for the wallet app, at this group. */
export default function BackToAppScreen() {
  const { params } = useRoute();
  const group = params.group;
  const result = useSignal<BackToAppResult | null>(null);
  const info = useGroupResource(groupPublic, group).data;

  return (
    <ExceptionNotice
      title={t('backtoapp:title')}
      actions={
        <Button disabled={!info} onClick={() => info && (result.value = backToApp(info))}>
          {t('backtoapp:action')}
        </Button>
      }
    >
      <p>{t('backtoapp:body')}</p>
      {result.value === 'opened' && <p role="status">{t('backtoapp:browser_hint')}</p>}
      {result.value === 'unsupported' && <p role="alert">{t('backtoapp:unsupported')}</p>}
    </ExceptionNotice>
  );
}
