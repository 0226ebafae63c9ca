import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { UploadItem } from '../../../ui/FileUploader';
import { ImageUploader } from '../../../ui/ImageUploader';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { CHECKIN_CONTENT_MAX, CHECKIN_MAX_IMAGES } from '../../../../contract/checkin';
import { sendCheckin, uploadCheckinPicture } from '../model';
import './CheckinComposer.css';

export interface CheckinComposerProps {
  group: string;
  activityId: string;
  /** A past period to patch; the current period without it. */
  period: string | null;
  onSent: () => void;
  onCancel: () => void;
}

/** A check-in: text and up to 3 images. A refusal keeps what was typed and picked. */
export function CheckinComposer({ group, activityId, period, onSent, onCancel }: CheckinComposerProps) {
  const text = useSignal('');
  const images = useSignal<UploadItem[]>([]);
  const sending = useSignal(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // Sending waits for the images: the button stays off until every picked one is stored.
  const uploading = images.value.some((item) => item.status === 'uploading');
  useEffect(() => {
    if (box.current) box.current.focus();
  }, [period]);

  const submit = (e: Event) => {
    e.preventDefault();
    if (sending.value || uploading) return;
    const ids = images.value.filter((item) => item.status === 'done' && typeof item.result === 'string').map((item) => item.result as string);
    const content = text.value.trim();
    if (!content && ids.length === 0) {
      toast(t('checkin:composer.empty'), 'warning');
      return;
    }
    sending.value = true;
    const input = period ? { content, attachment_ids: ids, period } : { content, attachment_ids: ids };
    sendCheckin(group, activityId, input).then(
      () => {
        sending.value = false;
        toast(t(period ? 'checkin:composer.patched' : 'checkin:composer.posted'), 'success');
        onSent();
      },
      (err: unknown) => {
        sending.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="checkin-composer" onSubmit={submit} noValidate aria-labelledby="checkin-composer-heading">
      <h2 id="checkin-composer-heading" class="checkin-composer__heading">
        {period ? t('checkin:composer.patching', { date: formatDate(period) }) : t('checkin:composer.label')}
      </h2>
      <label class="visually-hidden" for="checkin-composer-text">
        {t('checkin:composer.text')}
      </label>
      <textarea
        ref={box}
        id="checkin-composer-text"
        class="checkin-composer__input"
        rows={4}
        maxLength={CHECKIN_CONTENT_MAX}
        placeholder={t('checkin:composer.placeholder')}
        value={text.value}
        onInput={(e) => (text.value = e.currentTarget.value)}
      />
      <ImageUploader
        max={CHECKIN_MAX_IMAGES}
        maxSizeMB={ATTACHMENT_LIMITS_MB.image}
        label={t('checkin:composer.add_image')}
        upload={(file) => uploadCheckinPicture(group, file)}
        onChange={(items) => (images.value = items)}
      />
      <p class="checkin-composer__hint">{t('checkin:composer.images_hint')}</p>
      <div class="checkin-composer__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('checkin:composer.cancel')}
        </Button>
        <Button type="submit" loading={sending.value} disabled={uploading}>
          {t(period ? 'checkin:composer.patch_submit' : 'checkin:composer.submit')}
        </Button>
      </div>
    </form>
  );
}
