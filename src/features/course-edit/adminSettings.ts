import { compare, isZero, normalize } from '../../../contract/money';
import type { Course, CourseSettingsInput } from '../../../contract/course';
import { chargeAmountProblem, DEFAULT_CHARGE_ASSET } from './form';

// A course's settings as the admin changes them from the course list (issue 14, admin/course; §7
// PUT /courses/{id}/settings): who may open it, comments, downloads and the price. The server is
// the judge; these spare a round trip and send only what changed.

/** What the settings form holds. `charge` is the price as typed: '' or 0 is free. */
export type CourseSettingsForm = {
  public: boolean;
  comments_enabled: boolean;
  downloadable: boolean;
  charge: string;
};

export function courseSettingsForm(course: Course): CourseSettingsForm {
  return {
    public: course.public,
    comments_enabled: course.settings.comments_enabled,
    downloadable: course.settings.downloadable,
    charge: course.charge ? course.charge.amount : '',
  };
}

/** The asset the price is in: the course's own, or the new-course default (CNY). */
export const chargeAssetOf = (course: Course) => (course.charge ? course.charge.asset_id : DEFAULT_CHARGE_ASSET);

/** A price the server takes in `assetId`: empty (free) or a plain decimal ("9.9", "12") within its bound (form.ts). */
export const chargeProblem = (typed: string, assetId: string) => chargeAmountProblem(typed, assetId);

/**
 * The PUT body: only the fields that differ from the course ({} when nothing does). A free price is
 * `charge: null`. The typed price must pass chargeProblem first.
 */
export function courseSettingsPatch(course: Course, form: CourseSettingsForm): CourseSettingsInput {
  const patch: CourseSettingsInput = {};
  if (form.public !== course.public) patch.public = form.public;
  if (form.comments_enabled !== course.settings.comments_enabled) patch.comments_enabled = form.comments_enabled;
  if (form.downloadable !== course.settings.downloadable) patch.downloadable = form.downloadable;
  const typed = form.charge.trim();
  const amount = typed === '' || isZero(typed) ? null : normalize(typed);
  const current = course.charge ? course.charge.amount : null;
  const same = amount === null || current === null ? amount === current : compare(amount, current) === 0;
  if (!same) patch.charge = amount === null ? null : { asset_id: chargeAssetOf(course), amount };
  return patch;
}
