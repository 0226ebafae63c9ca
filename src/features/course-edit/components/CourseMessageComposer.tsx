import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { FileUploader, type UploadItem } from '../../../ui/FileUploader';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
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

/**
 * Adds one message: text typed here, or a file uploaded first and then attached. No text, or no
 * file yet, is said under the field before anything is sent; a refusal is said there too, the text
 * kept for another try.
 */
export function CourseMessageComposer({ group, courseId, onAdded }: CourseMessageComposerProps) {
  const form = useForm<{ kind: MessageKind; text: string; upload: UploadItem | null }>({ kind: 'text', text: '', upload: null });
  // Bumped after a message is added, so the uploader starts empty.
  const round = useSignal(0);
  const { kind, upload: item } = form.values;

  const choose = (next: MessageKind) => {
    form.set('kind', next);
    form.reset({ upload: null });
    round.value = round.value + 1;
  };

  const attachmentOf = (upload: UploadItem | null) =>
    upload && upload.status === 'done' && typeof upload.result === 'string' ? upload.result : null;
  const fieldOf = (which: MessageKind) => (which === 'text' ? 'text' : 'upload');

  const send = form.submit({
    check: (v) => {
      const verdict = v.kind === 'text' ? validateMessageText(v.text) : attachmentOf(v.upload) ? true : t('course_edit:messages.upload_first');
      return verdict === true ? null : { [fieldOf(v.kind)]: verdict };
    },
    send: (v) => addMessage(group, v.kind === 'text'
      ? { course_id: courseId, category: KIND_CATEGORY.text, text: v.text.trim() }
      : { course_id: courseId, category: KIND_CATEGORY[v.kind], attachment_id: attachmentOf(v.upload) }),
    refusal: (err, v) => ({ [fieldOf(v.kind)]: err }),
    done: (message) => {
      form.reset({ text: '', upload: null });
      round.value = round.value + 1;
      toast(t('course_edit:messages.added'), 'success');
      if (onAdded) onAdded(message);
    },
  });

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
            aria-checked={k === kind ? 'true' : 'false'}
            class="course-message-composer__kind"
            onClick={() => choose(k)}
          >
            {t(`course_edit:messages.kinds.${k}`)}
          </button>
        ))}
      </div>
      {kind === 'text' ? (
        <>
          <textarea {...form.bind('text')} class="course-message-composer__text" rows={3} aria-label={t('course_edit:messages.text')} />
          <FieldError {...form.errorOf('text')} class="course-message-composer__error" />
        </>
      ) : (
        <>
          <FileUploader
            key={`${kind}-${round.value}`}
            single
            max={1}
            accept={KIND_UPLOAD[kind].accept}
            maxSizeMB={KIND_UPLOAD[kind].maxSizeMB}
            label={t('course_edit:messages.attachment')}
            upload={(file) => uploadFile(group, file)}
            onChange={(items) => form.set('upload', items[0] || null)}
          />
          <FieldError {...form.errorOf('upload')} class="course-message-composer__error" />
        </>
      )}
      <Button type="submit" block loading={form.busy} disabled={!!item && item.status === 'uploading'}>
        {t('course_edit:messages.send')}
      </Button>
    </form>
  );
}
