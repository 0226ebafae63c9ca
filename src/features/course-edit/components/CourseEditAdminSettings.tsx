import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { toast } from '../../../ui/toast';
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
 * it, comments, downloads and the price. Saves what changed; a refusal stays under the form, what
 * was chosen kept.
 */
export function CourseEditAdminSettings({ group, course, id, symbol, onSaved }: CourseEditAdminSettingsProps) {
  const form = useSignal<CourseSettingsForm>(courseSettingsForm(course));
  const busy = useSignal(false);
  const error = useSignal<unknown>(null);
  const f = form.value;
  const set = (change: Partial<CourseSettingsForm>) => {
    form.value = { ...form.value, ...change };
    if (typeof error.value === 'string') error.value = null;
  };
  // A price that cannot be read has no patch yet: saving then says what to fix.
  const asset = chargeAssetOf(course);
  const problem = chargeProblem(f.charge, asset);
  const patch = problem ? null : courseSettingsPatch(course, f);
  const priceId = `${id}-price`;

  const save = (e: Event) => {
    e.preventDefault();
    if (!patch) {
      error.value = problem === 'too_large'
        ? t('course_edit:errors.charge_too_large', { max: chargeAmountMax(asset) })
        : t('course_edit:errors.charge_invalid');
      return;
    }
    busy.value = true;
    error.value = null;
    saveCourseSettings(group, course.course_id, patch).then(
      (saved) => {
        busy.value = false;
        toast(t('admin_community:course.settings_saved'), 'success');
        onSaved(saved);
      },
      (err: unknown) => {
        busy.value = false;
        error.value = err;
      },
    );
  };

  return (
    <form id={id} class="course-edit-admin__settings" onSubmit={save} noValidate>
      <OptionSwitch label={t('course_edit:form.public')} checked={f.public} onChange={(v) => set({ public: v })} />
      <OptionSwitch label={t('course_edit:form.comments')} checked={f.comments_enabled} onChange={(v) => set({ comments_enabled: v })} />
      <OptionSwitch label={t('course_edit:form.downloadable')} checked={f.downloadable} onChange={(v) => set({ downloadable: v })} />
      <div class="course-edit-admin__price">
        <label for={priceId}>
          {t('course_edit:form.charge')}
          {symbol && ` (${symbol})`}
        </label>
        <input
          id={priceId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={f.charge}
          aria-describedby={`${priceId}-hint`}
          aria-invalid={typeof error.value === 'string' ? 'true' : undefined}
          onInput={(e) => set({ charge: (e.currentTarget as HTMLInputElement).value })}
        />
        <p id={`${priceId}-hint`} class="course-edit-admin__hint">
          {t('course_edit:form.charge_hint')}
        </p>
      </div>
      <FieldError error={error.value} class="course-edit-admin__error" />
      <div class="course-edit-admin__save">
        <Button type="submit" loading={busy.value} disabled={patch !== null && Object.keys(patch).length === 0}>
          {t('admin_community:save')}
        </Button>
      </div>
    </form>
  );
}
