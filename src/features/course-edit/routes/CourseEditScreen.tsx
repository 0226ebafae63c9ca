import { useEffect, useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../app/routes';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import type { Course } from '../../course/schemas';
import { fetchEditableCourse } from '../api';
import { CourseEditActions } from '../components/CourseEditActions';
import { CourseEditForm } from '../components/CourseEditForm';
import { CourseEditGate } from '../components/CourseEditGate';

/** `group-courses-create` and `group-courses-id-edit` (§2): one form, empty or filled with the course. */
export default function CourseEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = params.id as string | undefined;
  const [course, setCourse] = useState<Course | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    setCourse(null);
    setFailure('');
    if (!id) return;
    fetchEditableCourse(group, id).then(setCourse, (err: unknown) => setFailure(apiErrorText(err)));
  }, [group, id]);

  const onSaved = (saved: Course, created: boolean) => {
    // A new course goes straight on to its messages, the next thing a lecturer adds.
    if (created) route(routeUrl('group-courses-id-edit-messages', { group, id: saved.course_id }));
    else setCourse(saved);
  };

  let body;
  if (!id) body = <CourseEditForm group={group} onSaved={onSaved} />;
  else if (failure) body = <p role="alert" class="course-edit-gate">{t('course_edit:errors.load_failed')} {failure}</p>;
  else if (!course) body = <Skeleton lines={6} />;
  else
    body = (
      <>
        <CourseEditActions group={group} course={course} onChange={setCourse} />
        <CourseEditForm key={course.course_id} group={group} course={course} onSaved={onSaved} />
      </>
    );

  return (
    <CourseEditGate group={group} deniedText={t('course_edit:errors.not_lecturer')}>
      {body}
    </CourseEditGate>
  );
}
