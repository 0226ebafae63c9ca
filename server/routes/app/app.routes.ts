import { appCalls } from '../../../contract/api/app';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { appHandlers } from './app.handlers';

/**
 * A bot's public card (home shortcuts, favourite bots); the wallet's people and bots by id (admins):
 * contract/api/app.ts says who may call what. The wallet's searches are counted per admin.
 */
export const appRoutes = mountCalls(appCalls, {
  get: (c, { params }) => appHandlers.get(c, params.id),
  searchUser: { before: [rateLimit(LIMITS.walletSearchesPerUser, signedInUser)], handle: (c, { body }) => appHandlers.search(c, body.id) },
});
