import { useSignal } from '@preact/signals';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { CheckinActivityDetail } from '../../../../contract/checkin';
import { setCheckinOnline } from '../model';
import '../../../ui/Button.css';
import './CheckinTaskHead.css';

/** What owner and admins do with a task from its page: edit it, take it online or offline, its rule and its statistics. */
export function CheckinAdminTools({ group, activity }: { group: string; activity: CheckinActivityDetail }) {
  const busy = useSignal(false);
  const id = activity.activity_id;
  const toggle = () => {
    busy.value = true;
    setCheckinOnline(group, id, !activity.online).then(
      (saved) => {
        busy.value = false;
        toast(t(saved.online ? 'checkin:task.online_done' : 'checkin:task.offline_done'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        toastApiError(err);
      },
    );
  };
  return (
    <nav class="checkin-tools" aria-label={t('checkin:task.tools')}>
      <a class="ui-btn ui-btn--secondary" href={to('group-checkin-id-edit', { group, id })}>
        {t('checkin:task.edit')}
      </a>
      <a class="ui-btn ui-btn--secondary" href={to('group-checkin-id-statistics', { group, id })}>
        {t('checkin:task.statistics')}
      </a>
      <a class="ui-btn ui-btn--secondary" href={to('group-checkin-qualify', { group }, { id })}>
        {t('checkin:task.rule_link')}
      </a>
      {activity.published && (
        <Button variant="secondary" loading={busy.value} onClick={toggle}>
          {t(activity.online ? 'checkin:task.offline_action' : 'checkin:task.online')}
        </Button>
      )}
    </nav>
  );
}
