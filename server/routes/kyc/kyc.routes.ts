import { kycCalls } from '../../../contract/api/kyc';
import { mountCalls } from '../mount';
import { kycHandlers } from './kyc.handlers';

// KYC (§7): contract/api/kyc.ts says who may call what. The vendor's results come outside /groups
// (kyc.notify.routes.ts).
export const kycRoutes = mountCalls(kycCalls, {
  status: (c) => kycHandlers.status(c),
  startFaceId: (c) => kycHandlers.startFaceId(c),
  authorize: (c) => kycHandlers.authorize(c),
});
