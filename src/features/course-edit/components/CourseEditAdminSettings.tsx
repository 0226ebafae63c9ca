import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import type { Course } from '../../../../contract/course';
import { chargeAssetOf, chargeProblem, courseSettingsForm, courseSettingsPatch, type CourseSettingsForm } from '../adminSettings';
import { saveCourseSettings } from '../model';
import { chargeAmountMax } from '../form';

export interface CourseEditAdminSettingsProps {
  group: string;
  course: Course;
  /** The id of the form, for the button that shows it (aria-controls). */
  id: string;
  /** The price's asset, by its symbol ('' while the assets are not known). */
  symbol: string;
  onSaved: (course: Course) => void;
}

/**
 * A course's settings from the admin's list (§3 course: public, charge, comments): who may open
 * it, comments, downloads and the price. Saves what changed; a price that cannot be read is said
 * under it before anything is sent, a refusal under the form, what was chosen kept.
 */
export function CourseEditAdminSettings({ group, course, id, symbol, onSaved }: CourseEditAdminSettingsProps) {
  const form = useForm<CourseSettingsForm>(courseSettingsForm(course));
  const f = form.values;
  // A price that cannot be read has no patch yet: saving then says what to fix.
  const asset = chargeAssetOf(course);
  const patch = chargeProblem(f.charge, asset) ? null : courseSettingsPatch(course, f);
  const hintId = `${form.fieldId('charge')}-hint`;

  const save = form.submit({
    check: (values) => {
      const problem = chargeProblem(values.charge, asset);
      if (!problem) return null;
      return {
        charge: problem === 'too_large'
          ? t('course_edit:errors.charge_too_large', { max: chargeAmountMax(asset) })
          : t('course_edit:errors.charge_invalid'),
      };
    },
    send: (values) => saveCourseSettings(group, course.course_id, courseSettingsPatch(course, values)),
    done: (saved) => {
      toast(t('admin_community:course.settings_saved'), 'success');
      onSaved(saved);
    },
  });

  return (
    <form id={id} class="course-edit-admin__settings" onSubmit={save} noValidate>
      <OptionSwitch label={t('course_edit:form.public')} checked={f.public} onChange={(v) => form.set('public', v)} />
      <OptionSwitch label={t('course_edit:form.comments')} checked={f.comments_enabled} onChange={(v) => form.set('comments_enabled', v)} />
      <OptionSwitch label={t('course_edit:form.downloadable')} checked={f.downloadable} onChange={(v) => form.set('downloadable', v)} />
      <div class="course-edit-admin__price">
        <label for={form.fieldId('charge')}>
          {t('course_edit:form.charge')}
          {symbol && ` (${symbol})`}
        </label>
        <input {...form.bind('charge', { hint: hintId })} type="text" inputMode="decimal" autoComplete="off" />
        <p id={hintId} class="course-edit-admin__hint">
          {t('course_edit:form.charge_hint')}
        </p>
        <FieldError {...form.errorOf('charge')} class="course-edit-admin__error" />
      </div>
      <FieldError {...form.errorOf('form')} class="course-edit-admin__error" />
      <div class="course-edit-admin__save">
        <Button type="submit" loading={form.busy} disabled={patch !== null && Object.keys(patch).length === 0}>
          {t('admin_community:save')}
        </Button>
      </div>
    </form>
  );
}
