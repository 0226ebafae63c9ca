import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { CHECKIN_DESCRIPTION_MAX, CHECKIN_TITLE_MAX, CHECKIN_TYPES, type CheckinActivity } from '../../../../contract/checkin';
import { draftErrors, draftOf, inputOf, newCheckinDraft, patchOf, type CheckinDraft } from '../form';
import { saveCheckinActivity } from '../model';
import './CheckinEditForm.css';

export interface CheckinEditFormProps {
  group: string;
  /** The task being edited; a new one is created without it. */
  activity?: CheckinActivity;
  onSaved: (saved: CheckinActivity) => void;
}

/** Title, description, type, start, publish flag, patches and the qualification rule (admins). */
export function CheckinEditForm({ group, activity, onSaved }: CheckinEditFormProps) {
  const draft = useSignal<CheckinDraft>(activity ? draftOf(activity) : newCheckinDraft());
  const shown = useSignal(false);
  const saving = useSignal(false);
  const form = draft.value;
  const errors = shown.value ? draftErrors(form) : {};
  // The server refuses a new type once anyone has posted (409): say so instead of offering it.
  const typeLocked = !!activity && activity.post_count > 0;

  const set = (change: Partial<CheckinDraft>) => {
    draft.value = { ...draft.value, ...change };
  };
  const field = (name: 'title' | 'start' | 'qualify') => ({
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `checkin-edit-${name}-error` : undefined,
  });
  const message = (name: 'title' | 'start' | 'qualify') =>
    errors[name] ? (
      <p id={`checkin-edit-${name}-error`} class="checkin-edit__error" role="alert">
        {t(`checkin:form.errors.${name}`)}
      </p>
    ) : null;

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value) return;
    shown.value = true;
    if (Object.keys(draftErrors(form)).length > 0) return;
    saving.value = true;
    const request = activity ? saveCheckinActivity(group, patchOf(form, activity), activity.activity_id) : saveCheckinActivity(group, inputOf(form));
    request.then(
      (saved) => {
        saving.value = false;
        toast(t(activity ? 'checkin:form.saved' : 'checkin:form.created'), 'success');
        onSaved(saved);
      },
      (err: unknown) => {
        saving.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="checkin-edit" onSubmit={submit} noValidate>
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for="checkin-edit-title">
          {t('checkin:form.title')}
        </label>
        <input
          id="checkin-edit-title"
          class="checkin-edit__input"
          {...field('title')}
          value={form.title}
          maxLength={CHECKIN_TITLE_MAX}
          onInput={(e) => set({ title: e.currentTarget.value })}
        />
        {message('title')}
      </div>
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for="checkin-edit-description">
          {t('checkin:form.description')}
        </label>
        <textarea
          id="checkin-edit-description"
          class="checkin-edit__input"
          rows={4}
          maxLength={CHECKIN_DESCRIPTION_MAX}
          value={form.description}
          onInput={(e) => set({ description: e.currentTarget.value })}
        />
      </div>
      <fieldset class="checkin-edit__row" disabled={typeLocked}>
        <legend class="checkin-edit__label">{t('checkin:form.type')}</legend>
        <div class="checkin-edit__types">
          {CHECKIN_TYPES.map((type) => (
            <label key={type} class="checkin-edit__check">
              <input type="radio" name="checkin-type" value={type} checked={form.type === type} onChange={() => set({ type })} />
              {t(`checkin:type.${type}`)}
            </label>
          ))}
        </div>
        {typeLocked && <p class="checkin-edit__hint">{t('checkin:form.type_locked')}</p>}
      </fieldset>
      <div class="checkin-edit__row">
        <span class="checkin-edit__label" aria-hidden="true">
          {t('checkin:form.start')}
        </span>
        <DateTimePicker id="checkin-edit-start" label={t('checkin:form.start')} value={form.start} onChange={(v) => set({ start: v })} />
        {message('start')}
      </div>
      <label class="checkin-edit__check">
        <input type="checkbox" checked={form.published} onChange={(e) => set({ published: e.currentTarget.checked })} />
        {t('checkin:form.published')}
      </label>
      <label class="checkin-edit__check">
        <input
          type="checkbox"
          checked={form.type !== 'once' && form.patchAllowed}
          disabled={form.type === 'once'}
          aria-describedby={form.type === 'once' ? 'checkin-edit-patch-hint' : undefined}
          onChange={(e) => set({ patchAllowed: e.currentTarget.checked })}
        />
        {t('checkin:form.patch_allowed')}
      </label>
      {form.type === 'once' && (
        <p id="checkin-edit-patch-hint" class="checkin-edit__hint">
          {t('checkin:form.patch_once')}
        </p>
      )}
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for="checkin-edit-qualify">
          {t('checkin:form.qualify')}
        </label>
        <input
          id="checkin-edit-qualify"
          class="checkin-edit__input checkin-edit__input--short"
          inputMode="numeric"
          {...field('qualify')}
          value={form.qualifyCount}
          onInput={(e) => set({ qualifyCount: e.currentTarget.value })}
        />
        <p class="checkin-edit__hint">{t('checkin:form.qualify_hint')}</p>
        {message('qualify')}
      </div>
      <Button type="submit" block loading={saving.value}>
        {t(activity ? 'checkin:form.save' : 'checkin:form.create')}
      </Button>
    </form>
  );
}

