import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { FieldError } from '../../../ui/FieldError';
import { ImageUploader } from '../../../ui/ImageUploader';
import type { UploadItem } from '../../../ui/FileUploader';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import type { Course } from '../../../../contract/course';
import { uploadFile } from '../model';
import { useCourseEditForm } from '../useCourseEditForm';
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

/**
 * Title, description, poster, tags, schedule, price, public flag and settings (§5 course validation):
 * a broken rule under its field before anything is sent, a refusal under the form, what was typed kept.
 */
export function CourseEditForm({ group, course, onSaved }: CourseEditFormProps) {
  const { form, uploading, onPoster, submit } = useCourseEditForm(group, course, onSaved);
  const f = form.values;

  return (
    <form class="course-edit-form" onSubmit={submit} noValidate>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for={form.fieldId('title')}>
          {t('course_edit:form.title')}
        </label>
        <input {...form.bind('title')} class="course-edit-form__input" maxLength={200} />
        <FieldError {...form.errorOf('title')} class="course-edit-form__error" />
      </div>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for={form.fieldId('description')}>
          {t('course_edit:form.description')}
        </label>
        <textarea {...form.bind('description')} class="course-edit-form__input" rows={4} />
        <FieldError {...form.errorOf('description')} class="course-edit-form__error" />
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label">{t('course_edit:form.poster')}</span>
        {f.poster_url && <img class="course-edit-form__poster" src={f.poster_url} alt={t('course_edit:form.poster_preview')} />}
        <ImageUploader
          initial={posterItems(f.poster_url)}
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
        <CourseEditTags group={group} value={f.tags} onChange={(tags) => form.set('tags', tags)} />
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label" aria-hidden="true">
          {t('course_edit:form.started_at')}
        </span>
        <DateTimePicker
          id={form.fieldId('start_at')}
          label={t('course_edit:form.started_at')}
          value={f.start_at}
          limits={{ minToday: true }}
          onChange={(v) => form.set('start_at', v)}
        />
      </div>
      <div class="course-edit-form__row">
        <span class="course-edit-form__label" aria-hidden="true">
          {t('course_edit:form.finished_at')}
        </span>
        <DateTimePicker
          id={form.fieldId('finish_at')}
          label={t('course_edit:form.finished_at')}
          value={f.finish_at}
          limits={{ minToday: true, min: f.start_at || undefined }}
          onChange={(v) => form.set('finish_at', v)}
        />
        <FieldError {...form.errorOf('finish_at')} class="course-edit-form__error" />
      </div>
      <div class="course-edit-form__row">
        <label class="course-edit-form__label" for={form.fieldId('charge')}>
          {t('course_edit:form.charge')} ({f.charge_asset.toUpperCase()})
        </label>
        <input {...form.bind('charge')} class="course-edit-form__input" inputMode="decimal" placeholder="0" />
        <p class="course-edit-form__hint">{t('course_edit:form.charge_hint')}</p>
        <FieldError {...form.errorOf('charge')} class="course-edit-form__error" />
      </div>
      <label class="course-edit-form__check">
        <input type="checkbox" checked={f.public} onChange={(e) => form.set('public', e.currentTarget.checked)} />
        {t('course_edit:form.public')}
      </label>
      <label class="course-edit-form__check">
        <input type="checkbox" checked={f.comments_enabled} onChange={(e) => form.set('comments_enabled', e.currentTarget.checked)} />
        {t('course_edit:form.comments')}
      </label>
      <label class="course-edit-form__check">
        <input type="checkbox" checked={f.downloadable} onChange={(e) => form.set('downloadable', e.currentTarget.checked)} />
        {t('course_edit:form.downloadable')}
      </label>
      <FieldError {...form.errorOf('form')} class="course-edit-form__error" />
      <Button type="submit" block loading={form.busy} disabled={uploading.value}>
        {t(course ? 'course_edit:form.save' : 'course_edit:form.create')}
      </Button>
    </form>
  );
}
