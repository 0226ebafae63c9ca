import { useSignal } from '@preact/signals';
import { to } from '../../../lib/paths';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm, type ConfirmOptions } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import type { Course } from '../../../../contract/course';
import { finishCourse, publishCourse } from '../model';
import { CourseEditStateBadge } from './CourseEditStateBadge';
import './CourseEditActions.css';

export interface CourseEditActionsProps {
  group: string;
  course: Course;
  onChange: (course: Course) => void;
}

/** A saved course's title and state, and what a lecturer does next: publish, edit its messages, finish. */
export function CourseEditActions({ group, course, onChange }: CourseEditActionsProps) {
  const busy = useSignal('');
  const id = course.course_id;

  const run = (name: string, ask: ConfirmOptions, call: () => Promise<unknown>, done: string, after?: (r: unknown) => void) =>
    confirm(ask).then((ok) => {
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
          toastApiError(err);
        },
      );
    });

  // Each question is titled by what it does and confirmed by the same words.
  const publish = () =>
    run(
      'publish',
      {
        title: t('course_edit:form.confirm.publish_title'),
        message: t('course_edit:form.confirm.publish_body'),
        confirmText: t('course_edit:form.confirm.publish_action'),
      },
      () => publishCourse(group, id),
      t('course_edit:form.published'),
      (c) => onChange(c as Course),
    );
  const finish = () =>
    run(
      'finish',
      {
        title: t('course_edit:form.confirm.finish_title'),
        message: t('course_edit:form.confirm.finish_body'),
        confirmText: t('course_edit:form.confirm.finish_action'),
      },
      () => finishCourse(group, id),
      t('course_edit:form.finished'),
      (c) => onChange(c as Course),
    );
  // Publish is the one primary action; deleting is set apart at the page's end (CourseEditDelete).
  return (
    <section class="course-edit-actions" aria-labelledby="course-edit-actions-title">
      <div class="course-edit-actions__head">
        <h2 id="course-edit-actions-title" class="course-edit-actions__title">
          {course.title}
        </h2>
        <CourseEditStateBadge course={course} />
      </div>
      <div class="course-edit-actions__buttons">
        {course.state === 'draft' && (
          <Button variant="primary" loading={busy.value === 'publish'} onClick={publish}>
            {t('course_edit:form.publish')}
          </Button>
        )}
        <a class="ui-btn ui-btn--secondary" href={to('group-courses-id-edit-messages', { group, id })}>
          {t('course_edit:form.edit_messages')}
        </a>
        {course.state === 'published' && !course.finished_at && (
          <Button variant="secondary" loading={busy.value === 'finish'} onClick={finish}>
            {t('course_edit:form.finish')}
          </Button>
        )}
      </div>
    </section>
  );
}
