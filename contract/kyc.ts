import { enums, literal, nullable, string, type, type Infer } from './struct';

/** unknown: never verified (or not shared with this group); processing: under review; rejected may restart. */
export const KYC_STATUSES = ['unknown', 'processing', 'approved', 'rejected'] as const;
export const KycStatusValue = enums(KYC_STATUSES);
export type KycStatusValue = Infer<typeof KycStatusValue>;

export const KycStatus = type({
  kyc_status: KycStatusValue,
  /** The verified name once approved; '' otherwise. */
  name: string(),
  /** Reason code and text of a rejection; null otherwise. */
  kyc_error: nullable(string()),
  kyc_error_message: nullable(string()),
});
export type KycStatus = Infer<typeof KycStatus>;

/** GET /kyc/start/faceid: the verification page to navigate to. */
export const KycStart = type({ url: string() });
export type KycStart = Infer<typeof KycStart>;

/** POST /kyc/authorize: consent to share the KYC result with this group is recorded. */
export const KycAuthorized = type({ authorized: literal(true) });
