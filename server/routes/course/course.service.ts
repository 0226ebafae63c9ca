import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import type { CourseInput, CourseSettingsInput } from '../../../contract/course';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { checkAssetAmount } from '../../lib/amount';
import { randomUUID } from 'node:crypto';
import { findAsset } from '../asset/asset.repo';
import { findAttachment } from '../attachment/attachment.repo';
import type { Viewer } from '../auth/auth.middleware';
import type { GroupRow } from '../group/group.repo';
import { membershipChannels } from '../product/product.repo';
import { canSeeCourse, courseViewerOf, type CourseViewer } from './course.access';
import {
  disableCourseProduct, findCourse, findCourseIdByProduct, insertCourseProduct,
  setCourseProductId, updateCourseProduct, type CourseRow, type CourseWrite,
} from './course.repo';

const findCourseProductId = async (sql: Sql, groupId: string, courseId: string) =>
  (await findCourse(sql, groupId, courseId, null))?.product_id ?? null;

const MB = 1024 * 1024;

/** §5 poster: an image of this group, jpeg or png, at most 2 MB. */
async function checkPoster(sql: Sql, groupId: string, attachmentId: string): Promise<void> {
  const poster = await findAttachment(sql, groupId, attachmentId);
  if (!poster) throw apiErrors.validation('invalid poster_attachment_id: unknown attachment');
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(poster.mime_type)) {
    throw apiErrors.validation('invalid poster_attachment_id: the poster must be a jpeg or png image');
  }
  if (poster.size > ATTACHMENT_LIMITS_MB.image * MB) {
    throw apiErrors.validation(`invalid poster_attachment_id: the poster must be at most ${ATTACHMENT_LIMITS_MB.image} MB`);
  }
}

async function checkCharge(sql: Sql, charge: { asset_id: string; amount: string }): Promise<{ asset_id: string; amount: string }> {
  const asset = await findAsset(sql, charge.asset_id);
  if (!asset) throw apiErrors.validation(`invalid charge.asset_id: unknown asset ${charge.asset_id}`);
  return { asset_id: asset.asset_id, amount: checkAssetAmount('charge.amount', charge.amount, asset) };
}

/**
 * The stored fields for a create or a full update (§5 course validation runs in the struct);
 * fields left out keep the course's current value, or the default for a new course.
 */
export async function courseWriteFrom(sql: Sql, groupId: string, input: CourseInput, current?: CourseRow): Promise<{
  write: CourseWrite; tags: string[] | null;
}> {
  const poster = input.poster_attachment_id !== undefined ? input.poster_attachment_id : current?.poster_attachment_id ?? null;
  if (poster && poster !== current?.poster_attachment_id) await checkPoster(sql, groupId, poster);
  const start = input.start_at !== undefined ? input.start_at : current?.start_at ?? null;
  const finish = input.finish_at !== undefined ? input.finish_at : current?.finish_at ?? null;
  // The struct checks a pair sent together; this catches one half sent against the stored other.
  if (start && finish && Date.parse(start) >= Date.parse(finish)) {
    throw apiErrors.validation('invalid start_at: must be earlier than finish_at');
  }
  let charge: { asset_id: string; amount: string } | null;
  if (input.charge !== undefined) charge = input.charge ? await checkCharge(sql, input.charge) : null;
  else charge = current?.charge_asset_id && current.charge_amount
    ? { asset_id: current.charge_asset_id, amount: current.charge_amount }
    : null;
  const toIso = (v: string | null) => (v ? new Date(Date.parse(v)).toISOString() : null);
  return {
    write: {
      title: input.title,
      description: input.description,
      poster_attachment_id: poster,
      start_at: toIso(start),
      finish_at: toIso(finish),
      public: input.public ?? (current ? current.public === 1 : false),
      charge_asset_id: charge ? charge.asset_id : null,
      charge_amount: charge ? charge.amount : null,
      comments_enabled: input.settings?.comments_enabled ?? (current ? current.comments_enabled === 1 : true),
      downloadable: input.settings?.downloadable ?? (current ? current.downloadable === 1 : true),
    },
    tags: input.tags ? Array.from(new Set(input.tags)) : null,
  };
}

/**
 * The stored fields after PUT /courses/{id}/settings: what was sent (a charge checked as in
 * courseWriteFrom; null makes the course free), the rest as the course has it.
 */
export async function courseSettingsWrite(sql: Sql, row: CourseRow, input: CourseSettingsInput): Promise<CourseWrite> {
  let charge = row.charge_asset_id && row.charge_amount ? { asset_id: row.charge_asset_id, amount: row.charge_amount } : null;
  if (input.charge !== undefined) charge = input.charge ? await checkCharge(sql, input.charge) : null;
  return {
    title: row.title,
    description: row.description,
    poster_attachment_id: row.poster_attachment_id,
    start_at: row.start_at,
    finish_at: row.finish_at,
    public: input.public ?? row.public === 1,
    charge_asset_id: charge ? charge.asset_id : null,
    charge_amount: charge ? charge.amount : null,
    comments_enabled: input.comments_enabled ?? row.comments_enabled === 1,
    downloadable: input.downloadable ?? row.downloadable === 1,
  };
}

/**
 * Keeps a charged course's checkout product in step with its charge: created on first charge,
 * re-priced on change, disabled when the course becomes free.
 */
export async function syncCourseProduct(sql: Sql, groupId: string, courseId: string, write: CourseWrite, now: string): Promise<void> {
  const productId = await findCourseProductId(sql, groupId, courseId);
  if (write.charge_asset_id === null || write.charge_amount === null) {
    if (productId) await disableCourseProduct(sql, productId);
    return;
  }
  if (productId) {
    await updateCourseProduct(sql, productId, write.title, write.charge_asset_id, write.charge_amount);
    return;
  }
  const newId = randomUUID();
  await insertCourseProduct(sql, {
    product_id: newId, group_id: groupId, name: write.title, asset_id: write.charge_asset_id,
    amount: write.charge_amount, channels: await membershipChannels(sql, groupId), now,
  });
  await setCourseProductId(sql, courseId, newId);
}

/**
 * Order service hook (POST /orders, PUT /orders/{id}/pay for a product of type 'course'): only a
 * member who may see the published course, has not bought it and is not staff may buy it.
 */
export async function assertCoursePurchasable(sql: Sql, group: GroupRow, viewer: Viewer, productId: string, nowMs: number): Promise<void> {
  const courseId = await findCourseIdByProduct(sql, group.group_id, productId);
  const courseViewer = courseViewerOf(viewer, nowMs);
  refuseCoursePurchase(courseId ? await findCourse(sql, group.group_id, courseId, courseViewer.userId) : undefined, courseViewer);
}

function refuseCoursePurchase(row: CourseRow | undefined, courseViewer: CourseViewer): void {
  if (!row || row.state !== 'published' || row.charge_asset_id === null) throw apiErrors.rejected('this course is not for sale');
  if (!canSeeCourse(row, courseViewer)) throw apiErrors.memberRequired();
  if (courseViewer.staff) throw apiErrors.rejected('group staff see charged courses without paying');
  if (row.purchased === 1) throw apiErrors.rejected('this course is already paid');
}
