import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { routeUrl, to } from '../../../lib/paths';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import type { Course } from '../../../../contract/course';
import { finishCourse, publishCourse, removeCourse } from '../model';
import './CourseEditActions.css';

export interface CourseEditActionsProps {
  group: string;
  course: Course;
  onChange: (course: Course) => void;
}

/** State of a saved course and what a lecturer does with it: messages, publish or back to draft, finish, delete. */
export function CourseEditActions({ group, course, onChange }: CourseEditActionsProps) {
  const { route } = useLocation();
  const busy = useSignal('');
  const id = course.course_id;

  const run = (name: string, question: string, call: () => Promise<unknown>, done: string, after?: (r: unknown) => void) =>
    confirm({ message: question }).then((ok) => {
      if (!ok) return;
      busy.value = name;
      call().then(
        (result) => {
          busy.value = '';
          toast(done, 'success');
          after?.(result);
        },
        (err: unknown) => {
          busy.value = '';
          toast(apiErrorText(err), 'error');
        },
      );
    });

  const publish = () =>
    run('publish', t('course_edit:form.publish_confirm'), () => publishCourse(group, id), t('course_edit:form.published'), (c) =>
      onChange(c as Course),
    );
  const finish = () =>
    run('finish', t('course_edit:form.finish_confirm'), () => finishCourse(group, id), t('course_edit:form.finished'), (c) =>
      onChange(c as Course),
    );
  const remove = () =>
    run('delete', t('course_edit:form.delete_confirm'), () => removeCourse(group, id), t('course_edit:form.deleted'), () =>
      route(routeUrl('group', { group })),
    );

  return (
    <section class="course-edit-actions" aria-label={course.title}>
      <p class="course-edit-actions__state">
        <span class={`course-edit-actions__badge course-edit-actions__badge--${course.state}`}>
          {t(`course_edit:form.state.${course.state}`)}
        </span>
        {course.finished_at && <span class="course-edit-actions__badge">{t('course_edit:form.finished')}</span>}
      </p>
      <div class="course-edit-actions__buttons">
        <a class="ui-btn ui-btn--secondary" href={to('group-courses-id-edit-messages', { group, id })}>
          {t('course_edit:form.edit_messages')}
        </a>
        {course.state === 'draft' && (
          <Button variant="primary" loading={busy.value === 'publish'} onClick={publish}>
            {t('course_edit:form.publish')}
          </Button>
        )}
        {course.state === 'published' && !course.finished_at && (
          <Button variant="secondary" loading={busy.value === 'finish'} onClick={finish}>
            {t('course_edit:form.finish')}
          </Button>
        )}
        <Button variant="danger" loading={busy.value === 'delete'} onClick={remove}>
          {t('course_edit:form.delete')}
        </Button>
      </div>
    </section>
  );
}
