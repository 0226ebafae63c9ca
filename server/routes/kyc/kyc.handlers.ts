import type { Context } from 'hono';
import { KycAuthorized, KycStart, KycStatus } from '../../../contract/kyc';
import { nowIso, nowSeconds, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { requestOrigins } from '../../lib/urls';
import { membershipOfSync } from '../account/membership.service';
import { hasKycConsentSync, insertKycConsent, insertKycSession } from './kyc.repo';
import { kycStatusFor } from './kyc.service';

type ViewerContext = Context<ViewerEnv>;

/** A verification link stays usable this long (seconds). */
export const KYC_SESSION_TTL = 30 * 60;

export const kycHandlers = {
  status(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, KycStatus, kycStatusFor(deps.db, group.group_id, viewer.user.user_id, deps.clock()));
  },

  /** Consent to share the verification result with this group; needed before starting. */
  authorize(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    membershipOfSync(deps.db, group.group_id, viewer.user.user_id);
    insertKycConsent(deps.db, group.group_id, viewer.user.user_id, nowIso(deps.clock));
    return sendData(c, KycAuthorized, { authorized: true as const });
  },

  /** A single-use link to the verification vendor's face check. Approved users have nothing to do. */
  async startFaceId(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    if (!hasKycConsentSync(deps.db, group.group_id, userId)) {
      throw apiErrors.rejected('authorize sharing your KYC result with this group first');
    }
    if (kycStatusFor(deps.db, group.group_id, userId, deps.clock()).kyc_status === 'approved') {
      throw apiErrors.rejected('KYC already approved');
    }
    const session = randomToken(24);
    const now = nowSeconds(deps.clock);
    insertKycSession(deps.db, { hash: hashToken(session), groupId: group.group_id, userId, expiresAt: now + KYC_SESSION_TTL, now });
    const origin = requestOrigins(c).at(-1)!;
    const url = await deps.providers.kyc.verificationUrl(session, {
      ref: userId, name: viewer.user.full_name, requester: group.name, returnUrl: `${origin}/#/${group.group_id}/kyc`,
    });
    return sendData(c, KycStart, { url });
  },
};
