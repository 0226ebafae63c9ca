import { t } from '../../lib/i18n';
import { dayjs } from '../../lib/dates';
import { checkUpload, IMAGE_TYPES } from '../../ui/uploadRules';

// §5 Course: title and description required, start earlier than finish; the
// poster is an image (JPEG or PNG) of at most 2 MB. Pure so the editor and
// its tests share one definition.

export const COURSE_POSTER_MAX_MB = 2;

export type CourseDraft = {
  title: string;
  description: string;
  /** Local time as YYYY-MM-DDTHH:mm (the date-time picker's value), or null. */
  start_at: string | null;
  finish_at: string | null;
};

export type CourseField = keyof CourseDraft;
export type CourseErrors = Partial<Record<CourseField, string>>;

/** Every failing field with its translated message; an empty object means the draft may be saved. */
export function validateCourse(draft: CourseDraft): CourseErrors {
  const errors: CourseErrors = {};
  if (!draft.title.trim()) errors.title = t('course_edit:errors.title_required');
  if (!draft.description.trim()) errors.description = t('course_edit:errors.description_required');
  if (draft.start_at && draft.finish_at) {
    const start = dayjs(draft.start_at);
    const finish = dayjs(draft.finish_at);
    if (start.isValid() && finish.isValid() && !start.isBefore(finish)) {
      errors.finish_at = t('course_edit:errors.start_before_finish');
    }
  }
  return errors;
}

export function hasErrors(errors: CourseErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** `true` when the file may be the course poster, otherwise the translated reason. */
export function checkPoster(file: Pick<File, 'name' | 'size' | 'type'>): true | string {
  return checkUpload([file], 0, { max: 1, maxSizeMB: COURSE_POSTER_MAX_MB, single: true, accept: IMAGE_TYPES });
}

/** §5: a text message needs text. */
export function validateMessageText(text: string): true | string {
  return text.trim() ? true : t('course_edit:errors.text_required');
}
