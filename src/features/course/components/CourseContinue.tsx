import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { to } from '../../../lib/paths';
import { coursesInProgress } from '../continue';
import { formatLessonDuration } from '../lessons';
import type { CourseInProgress } from '../../../../contract/course';
import { CourseProgressBar } from './CourseProgressBar';
import './CourseContinue.css';

export interface CourseContinueProps {
  group: string;
  /** How many courses to show: the home shows the one last played, the course list all of them. */
  limit?: number;
}

/**
 * "Continue learning" (issue 26): the member's courses in progress, the last played first, each
 * with how far they are and the lesson they go on with; the course opens where they stopped.
 * Renders nothing while loading, on failure, and when no course is in progress.
 */
export function CourseContinue({ group, limit }: CourseContinueProps) {
  // Asked again each time it shows (what was cached meanwhile shows at once): lessons were played since.
  const list = useGroupResource(coursesInProgress, group, true).data;
  if (!list || list.length === 0) return null;
  const shown = limit ? list.slice(0, limit) : list;
  return (
    <section class={`course-continue${limit === 1 ? ' course-continue--single' : ''}`} aria-labelledby={`course-continue-${group}`}>
      <h2 id={`course-continue-${group}`} class="course-continue__title">
        {t('course:continue.title')}
      </h2>
      <ul class="course-continue__list">
        {shown.map((item) => (
          <CourseContinueItem key={item.course.course_id} group={group} item={item} />
        ))}
      </ul>
    </section>
  );
}

function CourseContinueItem({ group, item }: { group: string; item: CourseInProgress }) {
  const { course, next_lesson: next } = item;
  const total = item.lesson_count;
  return (
    <li class="course-continue__item">
      <a class="course-continue__link" href={to('group-courses-id', { group, id: course.course_id })}>
        <span class="course-continue__course">{course.title}</span>
        {next && (
          <span class="course-continue__next">
            {t('course:continue.next', { number: next.number, count: total })}
            {next.duration != null && ` · ${formatLessonDuration(next.duration)}`}
          </span>
        )}
        <CourseProgressBar compact summary={{ done: item.done_count, total, percent: total ? Math.round((item.done_count / total) * 100) : 0 }} />
      </a>
    </li>
  );
}
