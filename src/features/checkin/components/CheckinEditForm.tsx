import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
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

/** A draft's problems, each under its field. */
function problemsOf(draft: CheckinDraft): FormErrors<CheckinDraft> {
  const errors = draftErrors(draft);
  return {
    title: errors.title && t('checkin:form.errors.title'),
    start: errors.start && t('checkin:form.errors.start'),
    qualifyCount: errors.qualify && t('checkin:form.errors.qualify'),
  };
}

/**
 * Title, description, type, start, publish flag, patches and the qualification rule (admins). A
 * problem is said under its field before anything is sent, a refusal above the save button.
 */
export function CheckinEditForm({ group, activity, onSaved }: CheckinEditFormProps) {
  const form = useForm<CheckinDraft>(activity ? draftOf(activity) : newCheckinDraft());
  const draft = form.values;
  // The server refuses a new type once anyone has posted (409): say so instead of offering it.
  const typeLocked = !!activity && activity.post_count > 0;

  const submit = form.submit({
    check: problemsOf,
    send: (v) => (activity ? saveCheckinActivity(group, patchOf(v, activity), activity.activity_id) : saveCheckinActivity(group, inputOf(v))),
    done: (saved) => {
      toast(t(activity ? 'checkin:form.saved' : 'checkin:form.created'), 'success');
      onSaved(saved);
    },
  });

  return (
    <form class="checkin-edit" onSubmit={submit} noValidate>
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for={form.fieldId('title')}>
          {t('checkin:form.title')}
        </label>
        <input {...form.bind('title')} class="checkin-edit__input" maxLength={CHECKIN_TITLE_MAX} />
        <FieldError {...form.errorOf('title')} class="checkin-edit__error" />
      </div>
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for={form.fieldId('description')}>
          {t('checkin:form.description')}
        </label>
        <textarea {...form.bind('description')} class="checkin-edit__input" rows={4} maxLength={CHECKIN_DESCRIPTION_MAX} />
      </div>
      <fieldset class="checkin-edit__row" disabled={typeLocked}>
        <legend class="checkin-edit__label">{t('checkin:form.type')}</legend>
        <div class="checkin-edit__types">
          {CHECKIN_TYPES.map((type) => (
            <label key={type} class="checkin-edit__check">
              <input type="radio" name={form.fieldId('type')} value={type} checked={draft.type === type} onChange={() => form.set('type', type)} />
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
        <DateTimePicker id={form.fieldId('start')} label={t('checkin:form.start')} value={draft.start} onChange={(v) => form.set('start', v)} />
        <FieldError {...form.errorOf('start')} class="checkin-edit__error" />
      </div>
      <label class="checkin-edit__check">
        <input type="checkbox" checked={draft.published} onChange={(e) => form.set('published', e.currentTarget.checked)} />
        {t('checkin:form.published')}
      </label>
      <label class="checkin-edit__check">
        <input
          type="checkbox"
          checked={draft.type !== 'once' && draft.patchAllowed}
          disabled={draft.type === 'once'}
          aria-describedby={draft.type === 'once' ? `${form.id}-patch-hint` : undefined}
          onChange={(e) => form.set('patchAllowed', e.currentTarget.checked)}
        />
        {t('checkin:form.patch_allowed')}
      </label>
      {draft.type === 'once' && (
        <p id={`${form.id}-patch-hint`} class="checkin-edit__hint">
          {t('checkin:form.patch_once')}
        </p>
      )}
      <div class="checkin-edit__row">
        <label class="checkin-edit__label" for={form.fieldId('qualifyCount')}>
          {t('checkin:form.qualify')}
        </label>
        <input
          {...form.bind('qualifyCount', { hint: `${form.id}-qualify-hint` })}
          class="checkin-edit__input checkin-edit__input--short"
          inputMode="numeric"
        />
        <p id={`${form.id}-qualify-hint`} class="checkin-edit__hint">{t('checkin:form.qualify_hint')}</p>
        <FieldError {...form.errorOf('qualifyCount')} class="checkin-edit__error" />
      </div>
      <FieldError {...form.errorOf('form')} class="checkin-edit__error" />
      <Button type="submit" block loading={form.busy}>
        {t(activity ? 'checkin:form.save' : 'checkin:form.create')}
      </Button>
    </form>
  );
}
