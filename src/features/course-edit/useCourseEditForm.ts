import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../lib/http';
import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';
import type { UploadItem } from '../../ui/FileUploader';
import type { Course } from '../../../contract/course';
import { chargeAmountMax, chargeAmountProblem, courseToForm, emptyCourseForm, formToInput, type CourseForm } from './form';
import { saveCourse } from './model';
import { validateCourse, hasErrors, type CourseErrors } from './validation';

export type CourseFormErrors = CourseErrors & { charge?: string };

/**
 * The course form's state and its save: every field checked first (§5 course validation), nothing
 * sent while a poster is still uploading or a save is under way, then the course created or
 * saved, the person told, and `onSaved` called; a refusal stays under the form.
 */
export function useCourseEditForm(group: string, course: Course | undefined, onSaved: (course: Course, created: boolean) => void) {
  const form = useSignal<CourseForm>(course ? courseToForm(course) : emptyCourseForm());
  const errors = useSignal<CourseFormErrors>({});
  const uploading = useSignal(false);
  const saving = useSignal(false);
  const failure = useSignal('');

  function set<K extends keyof CourseForm>(key: K, value: CourseForm[K]): void {
    form.value = { ...form.value, [key]: value };
  }

  /** The poster uploader's items: the form waits while one uploads and keeps the id of a finished one. */
  const onPoster = (items: UploadItem[]) => {
    const item = items[0];
    uploading.value = !!item && item.status === 'uploading';
    const id = item && item.status === 'done' && typeof item.result === 'string' ? item.result : null;
    set('poster_attachment_id', id);
    // The preview: the picked file at once (the uploader's object URL), else none.
    set('poster_url', item && item.url ? item.url : '');
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const found: CourseFormErrors = validateCourse(form.value);
    const charge = chargeAmountProblem(form.value.charge, form.value.charge_asset);
    if (charge === 'too_large') found.charge = t('course_edit:errors.charge_too_large', { max: chargeAmountMax(form.value.charge_asset) });
    else if (charge) found.charge = t('course_edit:errors.charge_invalid');
    errors.value = found;
    if (hasErrors(found) || saving.value || uploading.value) return;
    saving.value = true;
    failure.value = '';
    saveCourse(group, course ? course.course_id : null, formToInput(form.value)).then(
      (saved) => {
        saving.value = false;
        toast(t(course ? 'course_edit:form.saved' : 'course_edit:form.created'), 'success');
        onSaved(saved, !course);
      },
      (err: unknown) => {
        saving.value = false;
        failure.value = apiErrorText(err);
      },
    );
  };

  return { form, errors, uploading, saving, failure, set, onPoster, submit };
}
