// The identity-verification vendor: the person verifies on the vendor's page; its signed result
// comes back to the server (kyc.service.ts). `session` is the single-use reference we gave it.

export interface KycProvider {
  /** The vendor's page where the person behind this session verifies. */
  verificationUrl(session: string): Promise<string>;
}
