import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import type { CourseMessage } from '../../../../contract/course';
import { editableMessages, removeMessage, reorderMessages } from '../model';
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
  const state = useResource(editableMessages, group, courseId, true);
  // The course whose messages this editor asked for. Until its answer is in, nothing from
  // memory shows: a move must start from the order the server holds now.
  const asked = useSignal('');
  const busy = useSignal(false);
  const status = useSignal('');
  const slot = group + '/' + courseId;

  useEffect(() => {
    asked.value = slot;
  }, [asked, slot]);

  if (asked.value !== slot || state.loading) return <Skeleton lines={5} />;
  if (state.error) return <p role="alert" class="course-edit-note">{apiErrorText(state.error)}</p>;
  const messages = state.data;
  if (!messages) return <Skeleton lines={5} />;

  const move = (index: number, direction: -1 | 1) => {
    const moved = messages[index];
    busy.value = true;
    status.value = '';
    // Shown at once; the model puts it back if the server refuses.
    reorderMessages(group, courseId, moveItem(messages, index, direction)).then(
      () => {
        busy.value = false;
        status.value = t('course_edit:messages.reordered');
        focusLater(moveButtonId(moved.message_id, direction), moveButtonId(moved.message_id, direction < 0 ? 1 : -1));
      },
      (err: unknown) => {
        busy.value = false;
        toastApiError(err);
      },
    );
  };

  const remove = (message: CourseMessage) =>
    confirm({ message: t('course_edit:messages.delete_confirm'), danger: true }).then((ok) => {
      if (!ok) return;
      busy.value = true;
      removeMessage(group, courseId, message.message_id).then(
        () => {
          busy.value = false;
          toast(t('course_edit:messages.deleted'), 'success');
        },
        (err: unknown) => {
          busy.value = false;
          toastApiError(err);
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
              busy={busy.value}
              onMove={(d) => move(i, d)}
              onDelete={() => remove(m)}
            />
          ))}
        </ol>
      )}
      <p class="course-message-editor__status" role="status" aria-live="polite">
        {status.value}
      </p>
      <CourseMessageComposer group={group} courseId={courseId} />
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
