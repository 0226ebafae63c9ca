import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import type { Course } from '../../../../contract/course';
import { CourseEditActions } from '../components/CourseEditActions';
import { CourseEditDelete } from '../components/CourseEditDelete';
import { CourseEditForm } from '../components/CourseEditForm';
import { editableCourse } from '../model';
import '../components/CourseEditNote.css';

/** `group-courses-create` and `group-courses-id-edit` (§2): one form, empty or filled with the course. Lecturers only (the route's guard). */
export default function CourseEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = (params.id as string | undefined) || null;
  const state = useResource(editableCourse, group, id, true);

  const keep = (course: Course) => editableCourse.put(group, course.course_id, course);
  const onSaved = (saved: Course, created: boolean) => {
    keep(saved);
    // A new course goes straight on to its messages, the next thing a lecturer adds.
    if (created) route(routeUrl('group-courses-id-edit-messages', { group, id: saved.course_id }));
  };

  if (!id) return <CourseEditForm group={group} onSaved={onSaved} />;
  const course = state.data;
  if (!course && state.error) {
    return (
      <p role="alert" class="course-edit-note">
        {t('course_edit:errors.load_failed')} {apiErrorText(state.error)}
      </p>
    );
  }
  if (!course) return <Skeleton lines={6} />;
  return (
    <>
      <CourseEditActions group={group} course={course} onChange={keep} />
      <CourseEditForm key={course.course_id} group={group} course={course} onSaved={onSaved} />
      <CourseEditDelete group={group} course={course} />
    </>
  );
}
