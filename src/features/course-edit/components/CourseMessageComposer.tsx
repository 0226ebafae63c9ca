import { useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FileUploader, type UploadItem } from '../../../ui/FileUploader';
import { toast } from '../../../ui/toast';
import type { CourseMessage } from '../../../../contract/course';
import { addCourseMessage, uploadAttachment } from '../api';
import { KIND_CATEGORY, KIND_UPLOAD, MESSAGE_KINDS, type MessageKind } from '../messageKinds';
import { validateMessageText } from '../validation';
import './CourseMessageComposer.css';

export interface CourseMessageComposerProps {
  group: string;
  courseId: string;
  onAdded: (message: CourseMessage) => void;
}

/** Adds one message: text typed here, or a file uploaded first and then attached. */
export function CourseMessageComposer({ group, courseId, onAdded }: CourseMessageComposerProps) {
  const [kind, setKind] = useState<MessageKind>('text');
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<UploadItem | null>(null);
  // Bumped after a message is added, so the uploader starts empty.
  const [round, setRound] = useState(0);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const choose = (next: MessageKind) => {
    setKind(next);
    setUpload(null);
    setError('');
    setRound((r) => r + 1);
  };

  const attachmentId = upload && upload.status === 'done' && typeof upload.result === 'string' ? upload.result : null;

  const send = (e: Event) => {
    e.preventDefault();
    if (sending) return;
    let verdict: true | string = true;
    if (kind === 'text') verdict = validateMessageText(text);
    else if (!attachmentId) verdict = t('course_edit:messages.upload_first');
    if (verdict !== true) {
      setError(verdict);
      return;
    }
    setError('');
    setSending(true);
    const input = kind === 'text'
      ? { course_id: courseId, category: KIND_CATEGORY.text, text: text.trim() }
      : { course_id: courseId, category: KIND_CATEGORY[kind], attachment_id: attachmentId };
    addCourseMessage(group, input).then(
      (message) => {
        setSending(false);
        setText('');
        setUpload(null);
        setRound((r) => r + 1);
        toast(t('course_edit:messages.added'), 'success');
        onAdded(message);
      },
      (err: unknown) => {
        setSending(false);
        setError(apiErrorText(err));
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
            aria-checked={k === kind ? 'true' : 'false'}
            class="course-message-composer__kind"
            onClick={() => choose(k)}
          >
            {t(`course_edit:messages.kinds.${k}`)}
          </button>
        ))}
      </div>
      {kind === 'text' ? (
        <textarea
          class="course-message-composer__text"
          rows={3}
          aria-label={t('course_edit:messages.text')}
          aria-invalid={error ? 'true' : undefined}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      ) : (
        <FileUploader
          key={`${kind}-${round}`}
          single
          max={1}
          accept={KIND_UPLOAD[kind].accept}
          maxSizeMB={KIND_UPLOAD[kind].maxSizeMB}
          label={t('course_edit:messages.attachment')}
          upload={(file) => uploadAttachment(group, file).then((a) => a.attachment_id)}
          onChange={(items) => setUpload(items[0] || null)}
        />
      )}
      {error && (
        <p class="course-message-composer__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block loading={sending} disabled={!!upload && upload.status === 'uploading'}>
        {t('course_edit:messages.send')}
      </Button>
    </form>
  );
}
