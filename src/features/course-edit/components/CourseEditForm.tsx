import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { ImageUploader } from '../../../ui/ImageUploader';
import type { UploadItem } from '../../../ui/FileUploader';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import type { Course } from '../../../../contract/course';
import { uploadFile } from '../model';
import { useCourseEditForm, type CourseFormErrors } from '../useCourseEditForm';
import { CourseEditTags } from './CourseEditTags';
import './CourseEditForm.css';

export interface CourseEditFormProps {
  group: string;
  /** The course being edited; a new one is created without it. */
  course?: Course;
  onSaved: (course: Course, created: boolean) => void;
}

function posterItems(url: string): UploadItem[] {
  return url ? [{ id: 'poster', name: t('course_edit:form.poster'), type: 'image/jpeg', url, status: 'done', progress: 100 }] : [];
}

/** Title, description, poster, tags, schedule, price, public flag and settings (§5 course validation). */
export function CourseEditForm({ group, course, onSaved }: CourseEditFormProps) {
  const { uploading, saving, failure, set, onPoster, submit, ...state } = useCourseEditForm(group, course, onSaved);
  const form = state.form.value;
  const errors = state.errors.value;

  const field = (name: keyof CourseFormErrors) => ({
    id: `course-edit-${name}`,
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `course-edit-${name}-error` : undefined,
  });
  const message = (name: keyof CourseFormErrors) =>
    errors[name] ? (
      <p id={`course-edit-${name}-error`} class="course-edit-form__error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form class="course-edit-form" onSubmit={submit} noValidate>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for="course-edit-title">
          {t('course_edit:form.title')}
        </label>
        <input
          class="course-edit-form__input"
          {...field('title')}
          value={form.title}
          maxLength={200}
          onInput={(e) => set('title', e.currentTarget.value)}
        />
        {message('title')}
      </div>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for="course-edit-description">
          {t('course_edit:form.description')}
        </label>
        <textarea
          class="course-edit-form__input"
          rows={4}
          {...field('description')}
          value={form.description}
          onInput={(e) => set('description', e.currentTarget.value)}
        />
        {message('description')}
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label">{t('course_edit:form.poster')}</span>
        {form.poster_url && (
          <img class="course-edit-form__poster" src={form.poster_url} alt={t('course_edit:form.poster_preview')} />
        )}
        <ImageUploader
          initial={posterItems(form.poster_url)}
          single
          max={1}
          maxSizeMB={ATTACHMENT_LIMITS_MB.image}
          label={t('course_edit:form.poster')}
          upload={(file) => uploadFile(group, file)}
          onChange={onPoster}
        />
        <p class="course-edit-form__hint">{t('course_edit:form.poster_hint')}</p>
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label">{t('course_edit:form.tags')}</span>
        <CourseEditTags group={group} value={form.tags} onChange={(tags) => set('tags', tags)} />
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label" aria-hidden="true">
          {t('course_edit:form.started_at')}
        </span>
        <DateTimePicker
          id="course-edit-start_at"
          label={t('course_edit:form.started_at')}
          value={form.start_at}
          limits={{ minToday: true }}
          onChange={(v) => set('start_at', v)}
        />
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label" aria-hidden="true">
          {t('course_edit:form.finished_at')}
        </span>
        <DateTimePicker
          id="course-edit-finish_at"
          label={t('course_edit:form.finished_at')}
          value={form.finish_at}
          limits={{ minToday: true, min: form.start_at || undefined }}
          onChange={(v) => set('finish_at', v)}
        />
        {message('finish_at')}
      </div>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for="course-edit-charge">
          {t('course_edit:form.charge')} ({form.charge_asset.toUpperCase()})
        </label>
        <input
          class="course-edit-form__input"
          inputMode="decimal"
          {...field('charge')}
          value={form.charge}
          placeholder="0"
          onInput={(e) => set('charge', e.currentTarget.value)}
        />
        <p class="course-edit-form__hint">{t('course_edit:form.charge_hint')}</p>
        {message('charge')}
      </div>
      <label class="course-edit-form__check">
        <input type="checkbox" checked={form.public} onChange={(e) => set('public', e.currentTarget.checked)} />
        {t('course_edit:form.public')}
      </label>
      <label class="course-edit-form__check">
        <input
          type="checkbox"
          checked={form.comments_enabled}
          onChange={(e) => set('comments_enabled', e.currentTarget.checked)}
        />
        {t('course_edit:form.comments')}
      </label>
      <label class="course-edit-form__check">
        <input type="checkbox" checked={form.downloadable} onChange={(e) => set('downloadable', e.currentTarget.checked)} />
        {t('course_edit:form.downloadable')}
      </label>
      {failure.value && (
        <p class="course-edit-form__error" role="alert">
          {failure.value}
        </p>
      )}
      <Button type="submit" block loading={saving.value} disabled={uploading.value}>
        {t(course ? 'course_edit:form.save' : 'course_edit:form.create')}
      </Button>
    </form>
  );
}
