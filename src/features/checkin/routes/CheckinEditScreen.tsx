import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { CheckinActivity } from '../../../../contract/checkin';
import { CheckinEditForm } from '../components/CheckinEditForm';
import { checkinDetail, removeCheckinActivity } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import '../../../ui/Button.css';
import '../components/CheckinEditForm.css';

/** `group-checkin-create` and `group-checkin-id-edit` (admins): the task form; editing also deletes. */
export default function CheckinEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = (params.id as string | undefined) || null;
  const state = useResource(checkinDetail, group, id, true);

  const onSaved = (saved: CheckinActivity) => route(routeUrl('group-checkin-id-preview', { group, id: saved.activity_id }), true);

  if (!id) return <CheckinEditForm group={group} onSaved={onSaved} />;
  return (
    <ExceptionLoaded
      state={state}
      title={t('checkin:task.load_failed')}
      onRetry={() => checkinDetail.refresh(group, id)}
      skeleton={<Skeleton lines={8} />}
    >
      {(activity) => <CheckinEditTask group={group} id={id} activity={activity} onSaved={onSaved} />}
    </ExceptionLoaded>
  );
}

/** Editing a loaded task: its form, and deleting it. */
function CheckinEditTask({
  group, id, activity, onSaved,
}: { group: string; id: string; activity: CheckinActivity; onSaved: (saved: CheckinActivity) => void }) {
  const { route } = useLocation();
  const deleting = useSignal(false);

  const remove = () =>
    confirm({ message: t('checkin:form.delete_confirm'), danger: true }).then((ok) => {
      if (!ok) return;
      deleting.value = true;
      removeCheckinActivity(group, id).then(
        () => {
          toast(t('checkin:form.deleted'), 'success');
          route(routeUrl('group-checkin', { group }), true);
        },
        (err: unknown) => {
          deleting.value = false;
          toastApiError(err);
        },
      );
    });

  return (
    <div>
      <CheckinEditForm key={activity.activity_id} group={group} activity={activity} onSaved={onSaved} />
      <div class="checkin-edit__danger">
        <Button variant="danger-outline" block loading={deleting.value} onClick={remove}>
          {t('checkin:form.delete')}
        </Button>
      </div>
    </div>
  );
}
