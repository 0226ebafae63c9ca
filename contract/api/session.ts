// Renewing a session (spec §8): every screen may need it (src/lib/http.ts, in the first paint), so it
// is apart from the sign-in calls (contract/api/auth.ts). The refresh token proves the caller, as
// the access token may already be dead.
import { nonempty, size, string, type } from '../struct';
import { TokenResponse } from '../auth';
import { call } from './call';

export const RefreshBody = type({ refresh_token: size(nonempty(string()), 1, 200) });

export const sessionCalls = {
  refresh: call({ method: 'POST', path: '/auth/refresh', access: 'guest', summary: 'A new token pair for a refresh token (each refresh token works once)', body: RefreshBody, response: TokenResponse }),
};
