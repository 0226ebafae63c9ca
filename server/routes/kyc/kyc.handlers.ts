import type { Context } from 'hono';
import { KycAuthorized, KycStart, KycStatus } from '../../../contract/kyc';
import { nowIso, nowSeconds, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { requestOrigins } from '../../lib/urls';
import { membershipOf } from '../account/membership.service';
import { hasKycConsent, insertKycConsent, insertKycSession } from './kyc.repo';
import { kycStatusFor } from './kyc.service';

type ViewerContext = Context<ViewerEnv>;

/** A verification link stays usable this long (seconds). */
export const KYC_SESSION_TTL = 30 * 60;

export const kycHandlers = {
  async status(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, KycStatus, await kycStatusFor(deps.sql, group.group_id, viewer.user.user_id, deps.clock()));
  },

  /** Consent to share the verification result with this group; needed before starting. */
  async authorize(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    await membershipOf(deps.sql, group.group_id, viewer.user.user_id);
    await insertKycConsent(deps.sql, group.group_id, viewer.user.user_id, nowIso(deps.clock));
    return sendData(c, KycAuthorized, { authorized: true as const });
  },

  /** A single-use link to the verification vendor's face check. Approved users have nothing to do. */
  async startFaceId(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    if (!(await hasKycConsent(deps.sql, group.group_id, userId))) {
      throw apiErrors.rejected('authorize sharing your KYC result with this group first');
    }
    if ((await kycStatusFor(deps.sql, group.group_id, userId, deps.clock())).kyc_status === 'approved') {
      throw apiErrors.rejected('KYC already approved');
    }
    const session = randomToken(24);
    const now = nowSeconds(deps.clock);
    await insertKycSession(deps.sql, { hash: hashToken(session), groupId: group.group_id, userId, expiresAt: now + KYC_SESSION_TTL, now });
    const origin = requestOrigins(c).at(-1)!;
    const url = await deps.providers.kyc.verificationUrl(session, {
      ref: userId, name: viewer.user.full_name, requester: group.name, returnUrl: `${origin}/#/${group.group_id}/kyc`,
    });
    return sendData(c, KycStart, { url });
  },
};
