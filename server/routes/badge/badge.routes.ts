import { badgeCalls } from '../../../contract/api/badge';
import { chainNoticeCalls } from '../../../contract/api/notices';
import { LIMITS, rateLimit } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { badgeHandlers } from './badge.handlers';

// Badges (§7): contract/api/badge.ts says who may call what. A share link's misses are counted per
// address, so the short keys cannot be walked.
export const badgeRoutes = mountCalls(badgeCalls, {
  my: (c) => badgeHandlers.my(c),
  myChain: (c) => badgeHandlers.myChain(c),
  products: (c) => badgeHandlers.products(c),
  mine: (c, { params }) => badgeHandlers.mine(c, params.id),
  seal: (c, { params }) => badgeHandlers.seal(c, params.id),
  member: (c, { params }) => badgeHandlers.user(c, params.id),
  shared: { before: [rateLimit(LIMITS.badgeShareMissesPerAddress)], handle: (c, { params }) => badgeHandlers.share(c, params.a, params.b) },
});

// The chain indexer's webhook: not a group's API (no token, no maintenance gate), like payments'.
export const chainRoutes = mountCalls(chainNoticeCalls, {
  event: (c) => badgeHandlers.chainNotification(c),
});
