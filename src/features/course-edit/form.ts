import { dayjs } from '../../lib/dates';
import { AMOUNT_MAX, AMOUNT_MAX_CNY, amountProblem } from '../../../contract/amount';
import { isZero, normalize } from '../../../contract/money';
import type { Course, CourseInput } from '../../../contract/course';
import type { CourseDraft } from './validation';

/** The fiat pseudo-asset a new course is priced in (§3 assets: cny, precision 2); an edited course keeps its own. */
export const DEFAULT_CHARGE_ASSET = 'cny';

const PICKER_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Everything the course form edits, as the inputs hold it. */
export type CourseForm = CourseDraft & {
  poster_attachment_id: string | null;
  /** For showing the current poster; not sent. */
  poster_url: string;
  tags: string[];
  /** Decimal string; '' or 0 is free. */
  charge: string;
  charge_asset: string;
  public: boolean;
  comments_enabled: boolean;
  downloadable: boolean;
};

export function emptyCourseForm(): CourseForm {
  return {
    title: '',
    description: '',
    start_at: null,
    finish_at: null,
    poster_attachment_id: null,
    poster_url: '',
    tags: [],
    charge: '',
    charge_asset: DEFAULT_CHARGE_ASSET,
    public: false,
    comments_enabled: true,
    downloadable: false,
  };
}

function toPicker(iso: string | null): string | null {
  if (!iso) return null;
  const d = dayjs(iso);
  return d.isValid() ? d.format(PICKER_FORMAT) : null;
}

function toIso(local: string | null): string | null {
  if (!local) return null;
  const d = dayjs(local);
  return d.isValid() ? d.toISOString() : null;
}

export function courseToForm(course: Course): CourseForm {
  return {
    title: course.title,
    description: course.description,
    start_at: toPicker(course.start_at),
    finish_at: toPicker(course.finish_at),
    // The server keeps the poster when the field is left out; null would remove it.
    poster_attachment_id: null,
    poster_url: course.poster_url,
    tags: course.tags.slice(),
    charge: course.charge ? course.charge.amount : '',
    charge_asset: course.charge ? course.charge.asset_id : DEFAULT_CHARGE_ASSET,
    public: course.public,
    comments_enabled: course.settings.comments_enabled,
    downloadable: course.settings.downloadable,
  };
}

/**
 * Why a typed price cannot be sent, or null: empty (free) or, trimmed, a plain non-negative decimal
 * (the one syntax of contract/amount.ts). In yuan (the default asset) at most 2 places and at most
 * AMOUNT_MAX_CNY; another asset's places and maximum follow from its price, which the server checks.
 */
export function chargeAmountProblem(typed: string, assetId: string = DEFAULT_CHARGE_ASSET): 'charge' | 'too_large' | null {
  const value = typed.trim();
  if (value === '') return null;
  const yuan = assetId === DEFAULT_CHARGE_ASSET;
  const problem = amountProblem(value, { allowZero: true, ...(yuan ? { places: 2, max: AMOUNT_MAX_CNY } : {}) });
  return problem === 'too_large' ? 'too_large' : problem ? 'charge' : null;
}

/** The largest price chargeAmountProblem takes in the asset. */
export const chargeAmountMax = (assetId: string = DEFAULT_CHARGE_ASSET) => (assetId === DEFAULT_CHARGE_ASSET ? AMOUNT_MAX_CNY : AMOUNT_MAX);

/** The request body; local picker times become ISO instants, an empty or zero price means free. */
export function formToInput(form: CourseForm): CourseInput {
  const amount = form.charge.trim();
  const input: CourseInput = {
    title: form.title.trim(),
    description: form.description.trim(),
    tags: form.tags,
    start_at: toIso(form.start_at),
    finish_at: toIso(form.finish_at),
    charge: amount && !isZero(amount) ? { asset_id: form.charge_asset, amount: normalize(amount) } : null,
    public: form.public,
    settings: { comments_enabled: form.comments_enabled, downloadable: form.downloadable },
  };
  if (form.poster_attachment_id) input.poster_attachment_id = form.poster_attachment_id;
  return input;
}
