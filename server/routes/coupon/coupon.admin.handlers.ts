import type { Context } from 'hono';
import { assetAmountMax } from '../../../contract/amount';
import {
  COUPON_BATCH_PAGE_SIZE, CouponBatch, CouponBatchPage, couponAmountProblem, couponCodeProblem, couponExpiryProblem,
  couponFitProblem, normaliseCouponCode, type CouponBatchCreate, type CouponBatchQuery,
} from '../../../contract/couponAdmin';
import { ErrorCode } from '../../../contract/errors';
import type { ProductChannel } from '../../../contract/product';
import { nowIso, type ViewerEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findAsset } from '../asset/asset.repo';
import { recordGroupEvent } from '../event/event.repo';
import { randomCode } from '../invitation/invitation.service';
import { findProduct } from '../product/product.repo';
import {
  couponCodeExists, expireCouponBatch, findCouponBatch, insertCouponBatch, listCouponBatches, setCouponBatchAdvertised,
  type CouponBatchRow, type NewCouponBatch,
} from './coupon.admin.repo';

type ViewerContext = Context<ViewerEnv>;

/** A generated code: 10 of 32 letters and digits (50 bits), so nobody guesses a secret batch's code. */
const GENERATED_CODE_LENGTH = 10;

function toCouponBatch(row: CouponBatchRow): CouponBatch {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    amount: row.amount,
    asset_id: row.asset_id,
    symbol: row.symbol,
    product_id: row.product_id,
    product_name: row.product_name,
    pay_method: row.pay_method,
    expired_at: row.expired_at,
    max_claims: row.max_claims,
    advertised: row.advertised === 1,
    created_at: row.created_at,
    usage: { claimed: row.claims, used: row.used, expired: row.expired },
  };
}

/**
 * The batch as stored, or 400 naming the first field the rules refuse (contract/couponAdmin.ts, the
 * form's rules too): the code, the amount for its type and asset, an expiry ahead, a product of this
 * group that can be paid in the coupon's asset (on its payment method when one is named).
 */
async function batchFrom(
  sql: Sql, groupId: string, body: CouponBatchCreate, now: { iso: string; ms: number },
): Promise<Omit<NewCouponBatch, 'code'> & { code: string | null }> {
  const code = body.code ? normaliseCouponCode(body.code) : null;
  if (code !== null) {
    const problem = couponCodeProblem(code);
    if (problem) throw apiErrors.validation(`invalid code: ${problem === 'length' ? 'expected 4 to 20 characters' : 'only letters A-Z and digits'}`);
  }
  const asset = await findAsset(sql, body.asset_id);
  if (!asset) throw apiErrors.validation(`invalid asset_id: unknown asset ${body.asset_id}`);
  const amountProblem = couponAmountProblem(body.type, body.amount, asset);
  if (amountProblem === 'too_large') throw apiErrors.validation(`invalid amount: at most ${assetAmountMax(asset)} ${asset.symbol}`);
  if (amountProblem) {
    throw apiErrors.validation(body.type === 'DISCOUNT'
      ? 'invalid amount: a discount is the share still paid, a decimal above 0 and below 1 with at most 4 places'
      : `invalid amount: a voucher is a decimal above 0 with at most ${asset.precision} places in ${asset.symbol}`);
  }
  const expiryProblem = couponExpiryProblem(body.expired_at, now.ms);
  if (expiryProblem) throw apiErrors.validation(`invalid expired_at: ${expiryProblem === 'format' ? 'expected an ISO date-time' : expiryProblem === 'past' ? 'must be in the future' : 'too far ahead'}`);
  const productId = body.product_id ?? null;
  let channels: ProductChannel[] | null = null;
  if (productId !== null) {
    const product = await findProduct(sql, groupId, productId);
    if (!product || product.status !== 'normal') throw apiErrors.validation(`invalid product_id: no product ${productId} on sale in this group`);
    channels = JSON.parse(product.price_channels) as ProductChannel[];
  }
  const payMethod = body.pay_method ?? null;
  const fit = couponFitProblem(asset, payMethod, channels);
  if (fit === 'channel_asset') throw apiErrors.validation(`invalid asset_id: ${payMethod ?? 'no payment method'} cannot charge in ${asset.symbol}`);
  if (fit === 'product_channel') throw apiErrors.validation(`invalid asset_id: the product cannot be paid in ${asset.symbol}${payMethod ? ` on ${payMethod}` : ''}`);
  return {
    code, groupId, assetId: asset.asset_id, amount: body.amount, type: body.type, name: body.name,
    description: body.description ?? '', productId, payMethod, expiredAt: new Date(Date.parse(body.expired_at)).toISOString(),
    maxClaims: body.max_claims ?? null, advertised: body.advertised ?? false, nowIso: now.iso,
  };
}

async function batchOr404(sql: Sql, groupId: string, code: string, now: string): Promise<CouponBatchRow> {
  const row = await findCouponBatch(sql, groupId, normaliseCouponCode(code), now);
  if (!row) throw apiErrors.notFound();
  return row;
}

export const couponAdminHandlers = {
  async list(c: ViewerContext, query: CouponBatchQuery) {
    const { deps, group } = c.var;
    const { offset = 0, limit = COUPON_BATCH_PAGE_SIZE } = query;
    const rows = await listCouponBatches(deps.sql, group.group_id, nowIso(deps.clock), offset, limit);
    return sendData(c, CouponBatchPage, { items: rows.slice(0, limit).map(toCouponBatch), has_more: rows.length > limit });
  },

  /** A new batch, with a made-up code unless one is given; a taken code is 409 couponCodeTaken. */
  async create(c: ViewerContext, body: CouponBatchCreate) {
    const { deps, group, viewer } = c.var;
    const now = { iso: nowIso(deps.clock), ms: deps.clock() };
    const saved = await deps.sql.tx(async (t) => {
      const batch = await batchFrom(t, group.group_id, body, now);
      let code = batch.code;
      if (code === null) {
        do code = randomCode(GENERATED_CODE_LENGTH); while (await couponCodeExists(t, code));
      }
      if (!await insertCouponBatch(t, { ...batch, code })) {
        throw apiErrors.rejected('coupon code taken', ErrorCode.couponCodeTaken);
      }
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'coupon.create', targetKind: 'coupon_code', targetId: code,
        details: {
          name: batch.name, type: batch.type, amount: batch.amount, asset_id: batch.assetId, product_id: batch.productId,
          pay_method: batch.payMethod, expired_at: batch.expiredAt, max_claims: batch.maxClaims, advertised: batch.advertised,
        },
        at: now.iso,
      });
      return code;
    });
    return sendData(c, CouponBatch, toCouponBatch(await batchOr404(deps.sql, group.group_id, saved, now.iso)));
  },

  /** Lists the batch to members or makes it a secret code again; no change records nothing. */
  async setAdvertised(c: ViewerContext, code: string, advertised: boolean) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const row = await deps.sql.tx(async (t) => {
      const current = await batchOr404(t, group.group_id, code, now);
      if ((current.advertised === 1) === advertised) return current;
      await setCouponBatchAdvertised(t, group.group_id, current.code, advertised);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'coupon.update', targetKind: 'coupon_code',
        targetId: current.code, details: { name: current.name, advertised }, at: now,
      });
      return batchOr404(t, group.group_id, current.code, now);
    });
    return sendData(c, CouponBatch, toCouponBatch(row));
  },

  /** Ends the batch now (and its unspent coupons); a batch already over is left as it is. */
  async expire(c: ViewerContext, code: string) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const row = await deps.sql.tx(async (t) => {
      const current = await batchOr404(t, group.group_id, code, now);
      if (Date.parse(current.expired_at) <= deps.clock()) return current;
      await expireCouponBatch(t, group.group_id, current.code, now);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'coupon.update', targetKind: 'coupon_code',
        targetId: current.code, details: { name: current.name, expired_at: now }, at: now,
      });
      return batchOr404(t, group.group_id, current.code, now);
    });
    return sendData(c, CouponBatch, toCouponBatch(row));
  },
};
