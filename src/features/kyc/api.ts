import { groupApi } from '../../lib/http';
import { KycAuthorized, KycStart, KycStatus } from '../../../contract/kyc';

// Silent: the KYC panel shows failures itself (§8 redirects still happen).
export const fetchKycStatus = (group: string) => groupApi(group).get('/kyc/me/status', KycStatus, { silent: true });

/** Records consent to share the verification result with this group; the server needs it before starting. */
export const authorizeKyc = (group: string) => groupApi(group).post('/kyc/authorize', {}, KycAuthorized, { silent: true });

export const fetchKycFaceIdUrl = (group: string) => groupApi(group).get('/kyc/start/faceid', KycStart, { silent: true });
