import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import type { Course } from '../../../../contract/course';
import { removeCourse } from '../model';
import './CourseEditActions.css';

/**
 * Deleting a course: at the end of its editor, set apart from the primary actions and outlined in
 * the danger colour, behind a question that names the course.
 */
export function CourseEditDelete({ group, course }: { group: string; course: Course }) {
  const { route } = useLocation();
  const busy = useSignal(false);

  const remove = () =>
    confirm({
      title: t('course_edit:form.confirm.delete_title', { title: course.title }),
      message: t('course_edit:form.confirm.delete_body'),
      confirmText: t('course_edit:form.confirm.delete_action'),
      danger: true,
    }).then((ok) => {
      if (!ok) return;
      busy.value = true;
      removeCourse(group, course.course_id).then(
        () => {
          busy.value = false;
          toast(t('course_edit:form.deleted'), 'success');
          route(routeUrl('group', { group }));
        },
        (err: unknown) => {
          busy.value = false;
          toastApiError(err);
        },
      );
    });

  return (
    <div class="course-edit-actions__danger">
      <Button variant="danger-outline" class="course-edit-actions__delete" loading={busy.value} onClick={remove}>
        {t('course_edit:form.delete')}
      </Button>
    </div>
  );
}
