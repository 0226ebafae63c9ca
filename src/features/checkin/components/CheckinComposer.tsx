import { useEffect, useRef } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import type { UploadItem } from '../../../ui/FileUploader';
import { ImageUploader } from '../../../ui/ImageUploader';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { CHECKIN_CONTENT_MAX, CHECKIN_MAX_IMAGES } from '../../../../contract/checkin';
import { ErrorCode } from '../../../../contract/errors';
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

/** The attachment ids of the images stored so far. */
const storedIds = (images: UploadItem[]) =>
  images.filter((item) => item.status === 'done' && typeof item.result === 'string').map((item) => item.result as string);

/**
 * A check-in: text and up to 3 images. Nothing to send is said under the text; a refusal above the
 * send button (under the text when it is about the text), keeping what was typed and picked.
 */
export function CheckinComposer({ group, activityId, period, onSent, onCancel }: CheckinComposerProps) {
  const form = useForm({ text: '', images: [] as UploadItem[] });
  const box = useRef<HTMLTextAreaElement>(null);
  // Sending waits for the images: the button stays off until every picked one is stored.
  const uploading = form.values.images.some((item) => item.status === 'uploading');
  useEffect(() => {
    if (box.current) box.current.focus();
  }, [period]);

  const send = form.submit({
    check: (v) => (!v.text.trim() && storedIds(v.images).length === 0 ? { text: t('checkin:composer.empty') } : {}),
    send: (v) => {
      const input = { content: v.text.trim(), attachment_ids: storedIds(v.images) };
      return sendCheckin(group, activityId, period ? { ...input, period } : input);
    },
    refusal: (error) => (error instanceof ApiError && error.code === ErrorCode.controlCharacters ? { text: error } : { form: error }),
    done: () => {
      toast(t(period ? 'checkin:composer.patched' : 'checkin:composer.posted'), 'success');
      onSent();
    },
  });
  const submit = (e: Event) => (uploading ? e.preventDefault() : send(e));

  return (
    <form class="checkin-composer" onSubmit={submit} noValidate aria-labelledby="checkin-composer-heading">
      <h2 id="checkin-composer-heading" class="checkin-composer__heading">
        {period ? t('checkin:composer.patching', { date: formatDate(period) }) : t('checkin:composer.label')}
      </h2>
      <label class="visually-hidden" for={form.fieldId('text')}>
        {t('checkin:composer.text')}
      </label>
      <textarea
        {...form.bind('text')}
        ref={box}
        class="checkin-composer__input"
        rows={4}
        maxLength={CHECKIN_CONTENT_MAX}
        placeholder={t('checkin:composer.placeholder')}
      />
      <FieldError {...form.errorOf('text')} class="checkin-composer__error" />
      <ImageUploader
        max={CHECKIN_MAX_IMAGES}
        maxSizeMB={ATTACHMENT_LIMITS_MB.image}
        label={t('checkin:composer.add_image')}
        upload={(file) => uploadCheckinPicture(group, file)}
        onChange={(items) => form.set('images', items)}
      />
      <p class="checkin-composer__hint">{t('checkin:composer.images_hint')}</p>
      <FieldError {...form.errorOf('form')} class="checkin-composer__error" />
      <div class="checkin-composer__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('checkin:composer.cancel')}
        </Button>
        <Button type="submit" loading={form.busy} disabled={uploading}>
          {t(period ? 'checkin:composer.patch_submit' : 'checkin:composer.submit')}
        </Button>
      </div>
    </form>
  );
}
