import { useEffect, useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { sortMessages } from '../../course';
import type { CourseMessage } from '../../../../contract/course';
import { deleteCourseMessage, fetchEditableMessages, reorderCourseMessages } from '../api';
import { moveItem } from '../reorder';
import { CourseMessageComposer } from './CourseMessageComposer';
import { CourseMessageRow, moveButtonId } from './CourseMessageRow';
import './CourseEditNote.css';
import './CourseMessageEditor.css';

export interface CourseMessageEditorProps {
  group: string;
  courseId: string;
}

/** §7 course-edit: the course's messages in order, moved with up/down (saved at once), deleted, added. */
export function CourseMessageEditor({ group, courseId }: CourseMessageEditorProps) {
  const [messages, setMessages] = useState<CourseMessage[] | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    setMessages(null);
    fetchEditableMessages(group, courseId).then(
      (list) => setMessages(sortMessages(list)),
      (err: unknown) => setFailure(apiErrorText(err)),
    );
  }, [group, courseId]);

  if (failure) return <p role="alert" class="course-edit-note">{failure}</p>;
  if (!messages) return <Skeleton lines={5} />;

  const move = (index: number, direction: -1 | 1) => {
    const before = messages;
    const next = moveItem(before, index, direction);
    const moved = before[index];
    // Shown at once; put back if the server refuses.
    setMessages(next);
    setBusy(true);
    setStatus('');
    reorderCourseMessages(group, courseId, next.map((m) => m.message_id)).then(
      () => {
        setBusy(false);
        setStatus(t('course_edit:messages.reordered'));
        focusLater(moveButtonId(moved.message_id, direction), moveButtonId(moved.message_id, direction < 0 ? 1 : -1));
      },
      (err: unknown) => {
        setBusy(false);
        setMessages(before);
        toast(apiErrorText(err), 'error');
      },
    );
  };

  const remove = (message: CourseMessage) =>
    confirm({ message: t('course_edit:messages.delete_confirm') }).then((ok) => {
      if (!ok) return;
      setBusy(true);
      deleteCourseMessage(group, courseId, message.message_id).then(
        () => {
          setBusy(false);
          setMessages((list) => (list || []).filter((m) => m.message_id !== message.message_id));
          toast(t('course_edit:messages.deleted'), 'success');
        },
        (err: unknown) => {
          setBusy(false);
          toast(apiErrorText(err), 'error');
        },
      );
    });

  return (
    <div class="course-message-editor">
      {messages.length === 0 ? (
        <p class="course-edit-note">{t('course_edit:messages.empty')}</p>
      ) : (
        <ol class="course-message-editor__list">
          {messages.map((m, i) => (
            <CourseMessageRow
              key={m.message_id}
              message={m}
              position={i + 1}
              isFirst={i === 0}
              isLast={i === messages.length - 1}
              busy={busy}
              onMove={(d) => move(i, d)}
              onDelete={() => remove(m)}
            />
          ))}
        </ol>
      )}
      <p class="course-message-editor__status" role="status" aria-live="polite">
        {status}
      </p>
      <CourseMessageComposer
        group={group}
        courseId={courseId}
        onAdded={(m) => setMessages((list) => sortMessages((list || []).concat(m)))}
      />
    </div>
  );
}

/** Keeps keyboard and screen-reader focus on the moved message; at an end the other button remains. */
function focusLater(id: string, fallback: string): void {
  setTimeout(() => {
    const el = document.getElementById(id) as HTMLButtonElement | null;
    const target = el && !el.disabled ? el : (document.getElementById(fallback) as HTMLButtonElement | null);
    if (target) target.focus();
  }, 0);
}
