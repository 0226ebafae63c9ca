import { useRoute } from 'preact-iso';
import { linkTo, to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { CourseEditStateBadge } from '../components/CourseEditStateBadge';
import { CourseMessageEditor } from '../components/CourseMessageEditor';
import { editableCourse } from '../model';
import './CourseMessagesScreen.css';

/** `group-courses-id-edit-messages` (§2): the message editor of one course. */
export default function CourseMessagesScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  // The title only: the message editor shows its own failures.
  const course = useResource(editableCourse, group, id).data;

  // The course page belongs to the courses slice; link to it only when this build has it.
  const view = linkTo('group-courses-id', { group, id });
  return (
    <>
      <header class="course-messages-screen__head">
        <div class="course-messages-screen__heading">
          <h2 class="course-messages-screen__title">{t('course_edit:messages.title', { title: course ? course.title : '…' })}</h2>
          {course && <CourseEditStateBadge course={course} />}
        </div>
        <nav class="course-messages-screen__links">
          <a href={to('group-courses-id-edit', { group, id })}>{t('course_edit:messages.back_to_course')}</a>
          {view && <a href={view}>{t('course_edit:messages.view_course')}</a>}
        </nav>
      </header>
      <CourseMessageEditor group={group} courseId={id} />
    </>
  );
}
