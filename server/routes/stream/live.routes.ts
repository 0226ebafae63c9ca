import type { Context } from 'hono';
import type { Infer } from 'superstruct';
import { LivePublishAnswer, type LivePublishForm, liveNoticeCalls } from '../../../contract/api/notices';
import { sendData } from '../../lib/envelope';
import type { AppEnv } from '../../context';
import { apiErrors } from '../../lib/errors';
import { addressKey, clientAddress, LIMITS, rateLimit } from '../../lib/rate-limit';
import { sameSecret } from '../../lib/tokens';
import { mountCalls } from '../mount';
import { authorizePublish, isSignedPush } from './stream.service';

// The live-video service's callbacks (issue 23 point 4; nginx-rtmp's on_publish and on_publish_done,
// providers/live/nginx-rtmp.conf), outside /groups: no token. With LIVE_CALLBACK_SECRET set, the
// callback URL must carry it (?secret=). A publish is allowed (200) when its push URL's key is one
// this server signed, not expired, for a group whose stream is living; else 403, which ends the push.


function fromMediaServer(c: Context<AppEnv>): void {
  const secret = c.var.deps.env.liveCallbackSecret;
  if (secret && !sameSecret(c.req.query('secret') ?? '', secret)) throw apiErrors.forbidden('not the live-video service');
}

/**
 * Whom a refused publish counts against: the pusher as nginx names it (`addr`), under the caller's own
 * address, so one pusher's flood does not shut every lecturer behind the one nginx out. A push this
 * server signed never counts: a lecturer's encoder retrying an expired URL every few seconds is not
 * guessing, and must not be locked out when it comes back with a fresh one.
 */
function forgingPusher(c: Context<AppEnv, string, { out: { form: Infer<typeof LivePublishForm> } }>): string | null {
  const push = c.req.valid('form');
  if (isSignedPush(c.var.deps, push)) return null;
  return push.addr ? `${clientAddress(c)}|pusher:${addressKey(push.addr)}` : clientAddress(c);
}

export const liveRoutes = mountCalls(liveNoticeCalls, {
  publish: {
    before: [rateLimit(LIMITS.forgedPublishesPerPusher, forgingPusher)],
    handle: async (c, { body: push }) => {
      fromMediaServer(c);
      const refusal = await authorizePublish(c.var.deps, push);
      if (refusal) {
        c.var.deps.log({ level: 'warn', msg: 'a publish was refused', name: push.name, why: refusal });
        throw apiErrors.forbidden(refusal);
      }
      return sendData(c, LivePublishAnswer, { name: push.name, allowed: true });
    },
  },
  publishDone: (c, { body }) => {
    fromMediaServer(c);
    return sendData(c, LivePublishAnswer, { name: body.name, allowed: true });
  },
});
