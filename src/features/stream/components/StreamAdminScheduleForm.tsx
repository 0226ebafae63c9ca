import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
import type { StreamPreview } from '../../../../contract/stream';
import {
  STREAM_PREVIEW_AHEAD_MAX_DAYS, STREAM_PREVIEW_DESCRIPTION_MAX, STREAM_PREVIEW_TITLE_MAX, STREAM_PREVIEWS_UPCOMING_MAX,
} from '../../../../contract/streamPreview';
import { schedulePreview } from '../admin';
import {
  emptyPreviewDraft, previewBody, previewDraftProblems, previewTimeLimits, upcomingPreviewCount, type PreviewDraft, type PreviewField,
  type PreviewProblem,
} from '../previewForm';

/** The time the form is sent at, which the rules are checked against (never read while rendering). */
const sentAt = () => Date.now();

/** Where each rule's problem is said: under its field, or (a full schedule) under the form. */
const SAID_UNDER: Record<PreviewField, keyof PreviewDraft | 'form'> = { title: 'title', starts_at: 'startsAt', description: 'description', schedule: 'form' };

function problemText(field: PreviewField, problem: PreviewProblem): string {
  switch (problem) {
    case 'required':
      return field === 'title' ? t('admin_community:stream.schedule.errors.title_required') : t('admin_community:stream.schedule.errors.start_required');
    case 'too_long':
      return field === 'title'
        ? t('admin_community:stream.schedule.errors.title_too_long', { max: STREAM_PREVIEW_TITLE_MAX })
        : t('admin_community:stream.schedule.errors.description_too_long', { max: STREAM_PREVIEW_DESCRIPTION_MAX });
    case 'past':
      return t('admin_community:stream.schedule.errors.start_past');
    case 'too_far':
      return t('admin_community:stream.schedule.errors.start_too_far', { days: STREAM_PREVIEW_AHEAD_MAX_DAYS });
    default:
      return t('admin_community:stream.schedule.errors.full', { max: STREAM_PREVIEWS_UPCOMING_MAX });
  }
}

/**
 * A new stream on the schedule: title, when it starts (the app's date-time picker, on this device's
 * clock) and an optional description. Checked as the server checks it before sending, each broken
 * rule under its field (a full schedule under the form, until one is deleted); a refusal stays under
 * the form with what was typed. Once added, the form is empty again.
 */
export function StreamAdminScheduleForm({ group, previews }: { group: string; previews: readonly StreamPreview[] }) {
  const form = useForm<PreviewDraft>(emptyPreviewDraft());
  // The picker's bounds from when the form opened: the server judges the time anyway.
  const opened = useMemo(() => Date.now(), []);
  const d = form.values;
  const full = problemText('schedule', 'full');
  const formError = form.errorOf('form');
  // A full schedule is said until one is deleted, not until the next try.
  if (formError.error === full && upcomingPreviewCount(previews, opened) < STREAM_PREVIEWS_UPCOMING_MAX) formError.error = undefined;

  const row = (field: 'title' | 'description', label: string, control: ComponentChildren) => (
    <div class="stream-schedule__field">
      <label class="stream-schedule__label" for={form.fieldId(field)}>
        {label}
      </label>
      {control}
      <FieldError {...form.errorOf(field)} class="stream-schedule__error" />
    </div>
  );

  const submit = form.submit({
    check: (values) => {
      const found = previewDraftProblems(values, previews, sentAt());
      const said: FormErrors<PreviewDraft> = {};
      (Object.keys(found) as PreviewField[]).forEach((field) => (said[SAID_UNDER[field]] = problemText(field, found[field]!)));
      return said;
    },
    send: (values) => schedulePreview(group, previewBody(values)),
    done: () => {
      form.reset();
      toast(t('admin_community:stream.schedule.added'), 'success');
    },
  });

  return (
    <form class="stream-schedule__form" onSubmit={submit} noValidate aria-labelledby={`${form.id}-new`}>
      <h3 id={`${form.id}-new`} class="stream-schedule__subtitle">
        {t('admin_community:stream.schedule.new')}
      </h3>
      {row('title', t('admin_community:stream.schedule.field_title'),
        <input {...form.bind('title')} class="stream-schedule__input" autoComplete="off" />)}
      <div class="stream-schedule__field">
        <span class="stream-schedule__label" aria-hidden="true">
          {t('admin_community:stream.schedule.field_start')}
        </span>
        <DateTimePicker
          id={form.fieldId('startsAt')}
          label={t('admin_community:stream.schedule.field_start')}
          value={d.startsAt}
          limits={previewTimeLimits(opened)}
          onChange={(value) => form.set('startsAt', value)}
        />
        <p class="stream-schedule__hint">{t('admin_community:stream.schedule.field_start_hint')}</p>
        <FieldError {...form.errorOf('startsAt')} class="stream-schedule__error" />
      </div>
      {row('description', t('admin_community:stream.schedule.field_description'),
        <textarea {...form.bind('description')} class="stream-schedule__input" rows={3} />)}
      <FieldError {...formError} class="stream-schedule__error" />
      <Button type="submit" block loading={form.busy}>
        {t('admin_community:stream.schedule.submit')}
      </Button>
    </form>
  );
}
