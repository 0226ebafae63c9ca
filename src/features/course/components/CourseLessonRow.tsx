import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import { formatLessonDuration, type Lesson } from '../lessons';
import type { LessonProgress } from '../../../../contract/course';

export interface CourseLessonRowProps {
  lesson: Lesson;
  title: string;
  current: boolean;
  /** The member's progress (null: none yet); undefined when progress is not kept (a guest). */
  progress?: LessonProgress | null;
  onPlay: () => void;
  /** Marks the lesson done or not by hand; none when progress is not kept. */
  onDone?: (done: boolean) => void;
}

/** One lesson in the course's list: its number, title and duration, played on tap; its done mark. */
export function CourseLessonRow({ lesson, title, current, progress, onPlay, onDone }: CourseLessonRowProps) {
  const done = !!(progress && progress.done);
  return (
    <li class={`course-lesson${current ? ' course-lesson--current' : ''}${done ? ' course-lesson--done' : ''}`}>
      <button type="button" class="course-lesson__play" aria-current={current ? 'true' : undefined} onClick={onPlay}>
        <span class="course-lesson__number">
          {lesson.number}
        </span>
        <span class="course-lesson__body">
          <span class="course-lesson__title">{title}</span>
          <span class="course-lesson__meta">
            {lesson.duration != null ? formatLessonDuration(lesson.duration) : t('course:lessons.no_duration')}
            {current && ` · ${t('course:lessons.now_playing')}`}
          </span>
        </span>
      </button>
      {onDone && (
        <button
          type="button"
          class="course-lesson__done"
          aria-pressed={done ? 'true' : 'false'}
          aria-label={t('course:lessons.mark_done', { number: lesson.number })}
          onClick={() => onDone(!done)}
        >
          <Icon name="check" />
        </button>
      )}
    </li>
  );
}
