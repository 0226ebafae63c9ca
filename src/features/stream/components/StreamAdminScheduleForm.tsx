import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DateTimePicker } from '../../../ui/DateTimePicker';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import type { StreamPreview } from '../../../../contract/stream';
import {
  STREAM_PREVIEW_AHEAD_MAX_DAYS, STREAM_PREVIEW_DESCRIPTION_MAX, STREAM_PREVIEW_TITLE_MAX, STREAM_PREVIEWS_UPCOMING_MAX,
} from '../../../../contract/streamPreview';
import { schedulePreview } from '../admin';
import {
  emptyPreviewDraft, hasPreviewProblems, previewBody, previewDraftProblems, previewTimeLimits, upcomingPreviewCount,
  type PreviewDraft, type PreviewField, type PreviewProblem, type PreviewProblems,
} from '../previewForm';

const ID = 'stream-schedule';
/** The rule each draft value bears on. */
const FIELD_OF: Record<keyof PreviewDraft, PreviewField> = { title: 'title', startsAt: 'starts_at', description: 'description' };

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
 * clock) and an optional description. Checked as the server checks it before sending; a refusal
 * stays under the form with what was typed. Once added, the form is empty again.
 */
export function StreamAdminScheduleForm({ group, previews }: { group: string; previews: readonly StreamPreview[] }) {
  const draft = useSignal<PreviewDraft>(emptyPreviewDraft());
  const problems = useSignal<PreviewProblems>({});
  const saving = useSignal(false);
  const failure = useSignal<unknown>(null);
  // The picker's bounds from when the form opened: the server judges the time anyway.
  const opened = useMemo(() => Date.now(), []);
  const d = draft.value;
  const found = { ...problems.value };
  // A full schedule is said until one is deleted, not until the next try.
  if (found.schedule && upcomingPreviewCount(previews, opened) < STREAM_PREVIEWS_UPCOMING_MAX) delete found.schedule;

  function set<K extends keyof PreviewDraft>(key: K, value: PreviewDraft[K]): void {
    draft.value = { ...draft.value, [key]: value };
    // What was said about this field goes; the rest stays until the next try.
    const rest = { ...problems.value };
    delete rest[FIELD_OF[key]];
    problems.value = rest;
  }
  const describe = (field: PreviewField) => ({
    'aria-invalid': found[field] ? ('true' as const) : undefined,
    'aria-describedby': found[field] ? `${ID}-${field}-error` : undefined,
  });
  const message = (field: PreviewField) =>
    found[field] ? (
      <p id={`${ID}-${field}-error`} class="stream-schedule__error" role="alert">
        {problemText(field, found[field]!)}
      </p>
    ) : null;

  const row = (field: 'title' | 'description', label: string, control: ComponentChildren) => (
    <div class="stream-schedule__field">
      <label class="stream-schedule__label" for={`${ID}-${field}`}>
        {label}
      </label>
      {control}
      {message(field)}
    </div>
  );

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value) return;
    const next = previewDraftProblems(draft.value, previews, Date.now());
    problems.value = next;
    failure.value = null;
    if (hasPreviewProblems(next)) return;
    saving.value = true;
    schedulePreview(group, previewBody(draft.value)).then(
      () => {
        saving.value = false;
        draft.value = emptyPreviewDraft();
        toast(t('admin_community:stream.schedule.added'), 'success');
      },
      (err: unknown) => {
        saving.value = false;
        failure.value = err;
      },
    );
  };

  return (
    <form class="stream-schedule__form" onSubmit={submit} noValidate aria-labelledby={`${ID}-new`}>
      <h3 id={`${ID}-new`} class="stream-schedule__subtitle">
        {t('admin_community:stream.schedule.new')}
      </h3>
      {row('title', t('admin_community:stream.schedule.field_title'),
        <input id={`${ID}-title`} class="stream-schedule__input" autoComplete="off" {...describe('title')} value={d.title}
          onInput={(e) => set('title', e.currentTarget.value)} />)}
      <div class="stream-schedule__field">
        <span class="stream-schedule__label" aria-hidden="true">
          {t('admin_community:stream.schedule.field_start')}
        </span>
        <DateTimePicker
          id={`${ID}-start`}
          label={t('admin_community:stream.schedule.field_start')}
          value={d.startsAt}
          limits={previewTimeLimits(opened)}
          onChange={(value) => set('startsAt', value)}
        />
        <p class="stream-schedule__hint">{t('admin_community:stream.schedule.field_start_hint')}</p>
        {message('starts_at')}
      </div>
      {row('description', t('admin_community:stream.schedule.field_description'),
        <textarea id={`${ID}-description`} class="stream-schedule__input" rows={3} {...describe('description')} value={d.description}
          onInput={(e) => set('description', e.currentTarget.value)} />)}
      {message('schedule')}
      <FieldError class="stream-schedule__error" error={failure.value} />
      <Button type="submit" block loading={saving.value}>
        {t('admin_community:stream.schedule.submit')}
      </Button>
    </form>
  );
}
