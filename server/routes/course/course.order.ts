import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import type { Viewer } from '../auth/auth.middleware';
import type { GroupRow } from '../group/group.repo';
import { insertOrder } from '../order/order.repo';
import type { ProductRow } from '../product/product.repo';
import { assertCoursePurchasable } from './course.service';

/** Same as every order (order.service ORDER_TTL_MS): unpaid course orders expire after 30 minutes. */
const COURSE_ORDER_TTL_MS = 30 * 60 * 1000;

/** A charged course is bought once (quantity 1); the PAID order is the entitlement (course.repo `purchased`). */
export function createCourseOrder(deps: AppDeps, group: GroupRow, viewer: Viewer, product: ProductRow, quantity: number): string {
  const { db } = deps;
  if (quantity !== 1) throw apiErrors.validation('invalid quantity: a course is bought once (1)');
  return db.transaction(() => {
    const nowMs = deps.clock();
    assertCoursePurchasable(db, group, viewer, product.product_id, nowMs);
    const orderId = randomUUID();
    insertOrder(db, {
      order_id: orderId, group_id: group.group_id, user_id: viewer.user.user_id, product_id: product.product_id,
      kind: 'course', quantity: 1, asset_id: product.price_asset_id, amount: product.price_amount,
      created_at: new Date(nowMs).toISOString(), expires_at: new Date(nowMs + COURSE_ORDER_TTL_MS).toISOString(),
    });
    return orderId;
  })();
}
