import { string, type, type Infer } from 'superstruct';

export const TokenResponse = type({ token: string(), refresh_token: string() });
export type TokenResponse = Infer<typeof TokenResponse>;

/** Header carrying the access token's expiry, epoch seconds, on every authenticated response. */
export const TOKEN_EXPIRY_HEADER = 'x-access-token-expires-at';
