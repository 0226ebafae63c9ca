import { t } from '../../../lib/i18n';
import type { Course } from '../../../../contract/course';
import './CourseEditStateBadge.css';

/** Where a course stands (§4: draft or published, and finished), shown beside its title wherever it is edited. */
export function CourseEditStateBadge({ course }: { course: Pick<Course, 'state' | 'finished_at'> }) {
  const state = course.state === 'published' && course.finished_at ? 'finished' : course.state;
  return (
    <span class={`course-edit-badge course-edit-badge--${state}`} data-state={state}>
      {t(`course_edit:form.state.${state}`)}
    </span>
  );
}
