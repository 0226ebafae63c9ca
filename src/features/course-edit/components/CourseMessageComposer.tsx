import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FileUploader, type UploadItem } from '../../../ui/FileUploader';
import { toast } from '../../../ui/toast';
import type { CourseMessage } from '../../../../contract/course';
import { addMessage, uploadFile } from '../model';
import { KIND_CATEGORY, KIND_UPLOAD, MESSAGE_KINDS, type MessageKind } from '../messageKinds';
import { validateMessageText } from '../validation';
import './CourseMessageComposer.css';

export interface CourseMessageComposerProps {
  group: string;
  courseId: string;
  /** Called once the message is added (it is already among the course's loaded messages). */
  onAdded?: (message: CourseMessage) => void;
}

/** Adds one message: text typed here, or a file uploaded first and then attached. */
export function CourseMessageComposer({ group, courseId, onAdded }: CourseMessageComposerProps) {
  const kind = useSignal<MessageKind>('text');
  const text = useSignal('');
  const upload = useSignal<UploadItem | null>(null);
  // Bumped after a message is added, so the uploader starts empty.
  const round = useSignal(0);
  const error = useSignal('');
  const sending = useSignal(false);

  const choose = (next: MessageKind) => {
    kind.value = next;
    upload.value = null;
    error.value = '';
    round.value = round.value + 1;
  };

  const item = upload.value;
  const attachmentId = item && item.status === 'done' && typeof item.result === 'string' ? item.result : null;

  const send = (e: Event) => {
    e.preventDefault();
    if (sending.value) return;
    let verdict: true | string = true;
    if (kind.value === 'text') verdict = validateMessageText(text.value);
    else if (!attachmentId) verdict = t('course_edit:messages.upload_first');
    if (verdict !== true) {
      error.value = verdict;
      return;
    }
    error.value = '';
    sending.value = true;
    const input = kind.value === 'text'
      ? { course_id: courseId, category: KIND_CATEGORY.text, text: text.value.trim() }
      : { course_id: courseId, category: KIND_CATEGORY[kind.value], attachment_id: attachmentId };
    addMessage(group, input).then(
      (message) => {
        sending.value = false;
        text.value = '';
        upload.value = null;
        round.value = round.value + 1;
        toast(t('course_edit:messages.added'), 'success');
        if (onAdded) onAdded(message);
      },
      (err: unknown) => {
        sending.value = false;
        error.value = apiErrorText(err);
      },
    );
  };

  return (
    <form class="course-message-composer" onSubmit={send} noValidate aria-labelledby="course-message-composer-title">
      <h2 id="course-message-composer-title" class="course-message-composer__title">
        {t('course_edit:messages.add')}
      </h2>
      <div class="course-message-composer__kinds" role="radiogroup" aria-label={t('course_edit:messages.kind')}>
        {MESSAGE_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={k === kind.value ? 'true' : 'false'}
            class="course-message-composer__kind"
            onClick={() => choose(k)}
          >
            {t(`course_edit:messages.kinds.${k}`)}
          </button>
        ))}
      </div>
      {kind.value === 'text' ? (
        <textarea
          class="course-message-composer__text"
          rows={3}
          aria-label={t('course_edit:messages.text')}
          aria-invalid={error.value ? 'true' : undefined}
          value={text.value}
          onInput={(e) => (text.value = e.currentTarget.value)}
        />
      ) : (
        <FileUploader
          key={`${kind.value}-${round.value}`}
          single
          max={1}
          accept={KIND_UPLOAD[kind.value].accept}
          maxSizeMB={KIND_UPLOAD[kind.value].maxSizeMB}
          label={t('course_edit:messages.attachment')}
          upload={(file) => uploadFile(group, file)}
          onChange={(items) => (upload.value = items[0] || null)}
        />
      )}
      {error.value && (
        <p class="course-message-composer__error" role="alert">
          {error.value}
        </p>
      )}
      <Button type="submit" block loading={sending.value} disabled={!!item && item.status === 'uploading'}>
        {t('course_edit:messages.send')}
      </Button>
    </form>
  );
}
