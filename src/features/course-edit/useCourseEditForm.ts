import { useSignal } from '@preact/signals';
import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import type { UploadItem } from '../../ui/FileUploader';
import type { Course } from '../../../contract/course';
import { chargeAmountMax, chargeAmountProblem, courseToForm, emptyCourseForm, formToInput, type CourseForm } from './form';
import { saveCourse } from './model';
import { validateCourse, hasErrors, type CourseErrors } from './validation';

type CourseFormErrors = CourseErrors & { charge?: string };

/** Every rule the course breaks, by field, in words (§5 course validation and the price's bound). */
function courseFormErrors(values: CourseForm): CourseFormErrors {
  const found: CourseFormErrors = validateCourse(values);
  const charge = chargeAmountProblem(values.charge, values.charge_asset);
  if (charge === 'too_large') found.charge = t('course_edit:errors.charge_too_large', { max: chargeAmountMax(values.charge_asset) });
  else if (charge) found.charge = t('course_edit:errors.charge_invalid');
  return found;
}

/**
 * The course form (ui/useForm) and its save: every field checked first, each broken rule under its
 * field; nothing sent while a poster is still uploading (said under the form) or a save is under
 * way; then the course created or saved, the person told, and `onSaved` called. A refusal stays
 * under the form with what was typed.
 */
export function useCourseEditForm(group: string, course: Course | undefined, onSaved: (course: Course, created: boolean) => void) {
  const form = useForm<CourseForm>(course ? courseToForm(course) : emptyCourseForm());
  const uploading = useSignal(false);

  /** The poster uploader's items: the form waits while one uploads and keeps the id of a finished one. */
  const onPoster = (items: UploadItem[]) => {
    const item = items[0];
    uploading.value = !!item && item.status === 'uploading';
    const id = item && item.status === 'done' && typeof item.result === 'string' ? item.result : null;
    form.set('poster_attachment_id', id);
    // The preview: the picked file at once (the uploader's object URL), else none.
    form.set('poster_url', item && item.url ? item.url : '');
  };

  const submit = form.submit({
    check: (values) => {
      const found = courseFormErrors(values);
      if (hasErrors(found)) return found;
      return uploading.value ? { form: t('course_edit:errors.poster_uploading') } : null;
    },
    send: (values) => saveCourse(group, course ? course.course_id : null, formToInput(values)),
    done: (saved) => {
      toast(t(course ? 'course_edit:form.saved' : 'course_edit:form.created'), 'success');
      onSaved(saved, !course);
    },
  });

  return { form, uploading, onPoster, submit };
}
