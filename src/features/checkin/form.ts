import { dayjs } from '../../lib/dates';
import {
  CHECKIN_QUALIFY_MAX, CHECKIN_TITLE_MAX,
  type CheckinActivity, type CheckinActivityInput, type CheckinActivityPatch, type CheckinType,
} from '../../../contract/checkin';

/**
 * The task form as typed. `start` is local time, YYYY-MM-DDTHH:mm (the date-time picker's value).
 * A type, not an interface, so that it is a record of fields for ui/useForm.
 */
export type CheckinDraft = {
  title: string;
  description: string;
  type: CheckinType;
  start: string | null;
  published: boolean;
  patchAllowed: boolean;
  qualifyCount: string;
};


/** A new task starts today at midnight on this device, published, without patches or a rule. */
export function newCheckinDraft(now: Date = new Date()): CheckinDraft {
  return {
    title: '',
    description: '',
    type: 'daily',
    start: `${dayjs(now).format('YYYY-MM-DD')}T00:00`,
    published: true,
    patchAllowed: false,
    qualifyCount: '0',
  };
}

export function draftOf(activity: CheckinActivity): CheckinDraft {
  return {
    title: activity.title,
    description: activity.description,
    type: activity.type,
    start: dayjs(activity.start_at).format('YYYY-MM-DDTHH:mm'),
    published: activity.published,
    patchAllowed: activity.patch_allowed,
    qualifyCount: String(activity.qualify_count),
  };
}

/** A whole number of check-ins from 0 to 366, or null. */
export function qualifyCountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= CHECKIN_QUALIFY_MAX ? n : null;
}

/** The problems of a draft, each as an i18n key under `checkin:form.errors` (empty when it may be saved). */
export function draftErrors(draft: CheckinDraft): Partial<Record<'title' | 'start' | 'qualify', 'title' | 'start' | 'qualify'>> {
  const errors: Partial<Record<'title' | 'start' | 'qualify', 'title' | 'start' | 'qualify'>> = {};
  const title = draft.title.trim();
  if (!title || title.length > CHECKIN_TITLE_MAX) errors.title = 'title';
  if (!draft.start || !dayjs(draft.start).isValid()) errors.start = 'start';
  if (qualifyCountOf(draft.qualifyCount) === null) errors.qualify = 'qualify';
  return errors;
}

/**
 * The body that creates the task. Periods are days and weeks on the creator's clock, so the
 * device's offset goes with it (minutes east of UTC).
 */
export function inputOf(draft: CheckinDraft, offsetMinutes = -new Date().getTimezoneOffset()): CheckinActivityInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    type: draft.type,
    start_at: dayjs(draft.start!).toISOString(),
    published: draft.published,
    patch_allowed: draft.type !== 'once' && draft.patchAllowed,
    qualify_count: qualifyCountOf(draft.qualifyCount) || 0,
    utc_offset_minutes: offsetMinutes,
  };
}

/** What changed against the saved task, for PATCH: the type only when it changed (it is locked once anyone has posted). */
export function patchOf(draft: CheckinDraft, saved: CheckinActivity): CheckinActivityPatch {
  const next = inputOf(draft, saved.utc_offset_minutes);
  const patch: CheckinActivityPatch = {};
  if (next.title !== saved.title) patch.title = next.title;
  if (next.description !== saved.description) patch.description = next.description;
  if (next.type !== saved.type) patch.type = next.type;
  if (Date.parse(next.start_at) !== Date.parse(saved.start_at)) patch.start_at = next.start_at;
  if (next.published !== saved.published) patch.published = next.published;
  if (next.patch_allowed !== saved.patch_allowed) patch.patch_allowed = next.patch_allowed;
  if (next.qualify_count !== saved.qualify_count) patch.qualify_count = next.qualify_count;
  return patch;
}
