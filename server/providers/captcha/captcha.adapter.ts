import { apiErrors } from '../../lib/errors';
import type { CaptchaProvider } from '../captcha.provider';
import { postToParty, type PartyEndpoint } from '../signed-party';

// The captcha vendor over our own signed protocol (providers/signed-party.ts); the sandbox's sum
// captcha (/sandbox/captcha, server/sandbox/captcha-api.ts) is its reference implementation.
//
//   POST <CAPTCHA_URL>/verify  {"token"}
//     → 200 {"solved": true} for a captcha solved and not verified before (it is spent now), else
//       {"solved": false}.

export function captchaAdapter(endpoint: Omit<PartyEndpoint, 'party'>): CaptchaProvider {
  return {
    async verify(token: string) {
      const answer = (await postToParty({ ...endpoint, party: 'captcha service' }, '/verify', { token })) as { solved?: unknown } | null;
      if (typeof answer?.solved !== 'boolean') throw apiErrors.unavailable('the captcha service answered what it should not');
      return answer.solved;
    },
  };
}
