import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { locale } from '../../../lib/settings';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { StreamPreview } from '../../../../contract/stream';
import { unschedulePreview } from '../admin';
import { formatPreviewTime } from '../previewForm';

/**
 * A stream on the schedule: its title, when it starts in the reader's language and time zone (or
 * that it is live, or not announced yet), its description, and Delete, asked first.
 */
export function StreamAdminScheduleItem({ group, preview }: { group: string; preview: StreamPreview }) {
  const busy = useSignal(false);
  const remove = async () => {
    const ok = await confirm({
      title: t('admin_community:stream.schedule.delete_title'),
      message: t('admin_community:stream.schedule.delete_body', { title: preview.title }),
      confirmText: t('admin_community:stream.schedule.delete'),
      danger: true,
    });
    if (!ok) return;
    busy.value = true;
    unschedulePreview(group, preview.preview_id).then(
      () => {
        busy.value = false;
        toast(t('admin_community:stream.schedule.deleted'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <li class="stream-schedule__item">
      <div class="stream-schedule__body">
        <p class="stream-schedule__name">{preview.title}</p>
        <p class="stream-schedule__when">
          {preview.state === 'living' ? (
            <span class="stream-schedule__live">{t('admin_community:stream.schedule.live')}</span>
          ) : preview.live_at ? (
            <time dateTime={preview.live_at}>{formatPreviewTime(preview.live_at, locale.value)}</time>
          ) : (
            t('admin_community:stream.schedule.not_announced')
          )}
        </p>
        {preview.description && <p class="stream-schedule__desc">{preview.description}</p>}
      </div>
      <Button
        variant="danger-outline"
        class="stream-schedule__delete"
        aria-label={t('admin_community:stream.schedule.delete_named', { title: preview.title })}
        loading={busy.value}
        onClick={remove}
      >
        {t('admin_community:stream.schedule.delete')}
      </Button>
    </li>
  );
}
