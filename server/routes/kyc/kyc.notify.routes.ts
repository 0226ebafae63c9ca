import { KycEventTaken, kycNoticeCalls } from '../../../contract/api/notices';
import { sendData } from '../../lib/envelope';
import { mountCalls } from '../mount';
import { receiveKycEvent } from './kyc.service';

// The KYC vendor's events (our own signed protocol: providers/kyc/kyc.adapter.ts), outside /groups:
// no token, the signature is the vendor's. 200 when taken (also a repeat); 401 not from the vendor;
// 400 unreadable; 404 no open session; 409 a review under way or an approval already.
export const kycNotifyRoutes = mountCalls(kycNoticeCalls, {
  event: async (c) => {
    const { deps } = c.var;
    const event = deps.providers.kyc.readEvent({ header: (name) => c.req.header(name), body: await c.req.text() });
    return sendData(c, KycEventTaken, await receiveKycEvent(deps, event));
  },
});
