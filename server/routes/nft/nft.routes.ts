import { Hono } from 'hono';
import { type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { jsonBody } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { nftHandlers } from './nft.handlers';

const NoBody = type({});

// A ticket check is a way in, so pending users use it.
export const nftRoutes = new Hono<GroupEnv>()
  .post('/nft/tickets', requireUser, jsonBody(NoBody), (c) => nftHandlers.check(c))
  .get('/nft/tickets/status', requireUser, (c) => nftHandlers.status(c))
  .put('/nft/tickets/status/reset', requireUser, jsonBody(NoBody), (c) => nftHandlers.reset(c));
