import { trackCalls } from '../../../contract/api/track';
import { LIMITS, rateLimit } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { trackHandlers } from './track.handlers';

// Analytics (§7): contract/api/track.ts; counted per address.
export const trackRoutes = mountCalls(trackCalls, {
  create: { before: [rateLimit(LIMITS.trackPerAddress)], handle: (c, { body }) => trackHandlers.create(c, body) },
});
