import { useEffect, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { routeByName, hrefFor, to } from '../../../app/routes';
import { t } from '../../../lib/i18n';
import type { Course } from '../../course/schemas';
import { fetchEditableCourse } from '../api';
import { CourseEditGate } from '../components/CourseEditGate';
import { CourseMessageEditor } from '../components/CourseMessageEditor';
import './CourseMessagesScreen.css';

/** `group-courses-id-edit-messages` (§2): the message editor of one course. */
export default function CourseMessagesScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  const [course, setCourse] = useState<Course | null>(null);

  useEffect(() => {
    fetchEditableCourse(group, id).then(setCourse, () => setCourse(null));
  }, [group, id]);

  // The course page belongs to the courses slice; link to it only when this build has it.
  const view = routeByName('group-courses-id');
  return (
    <CourseEditGate group={group} deniedText={t('course_edit:errors.not_lecturer')}>
      <header class="course-messages-screen__head">
        <h1 class="course-messages-screen__title">{t('course_edit:messages.title', { title: course ? course.title : '…' })}</h1>
        <nav class="course-messages-screen__links">
          <a href={to('group-courses-id-edit', { group, id })}>{t('course_edit:messages.back_to_course')}</a>
          {view && <a href={hrefFor(view, { group, id })}>{t('course_edit:messages.view_course')}</a>}
        </nav>
      </header>
      <CourseMessageEditor group={group} courseId={id} />
    </CourseEditGate>
  );
}
