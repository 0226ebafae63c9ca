/** Header carrying the access token's expiry, epoch seconds, on every authenticated response. */
export const TOKEN_EXPIRY_HEADER = 'x-access-token-expires-at';
