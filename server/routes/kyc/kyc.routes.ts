import { Hono } from 'hono';
import { type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { jsonBody } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { kycHandlers } from './kyc.handlers';

const NoBody = type({});

// KYC comes before joining in the entry guard, so pending users use all of it.
export const kycRoutes = new Hono<GroupEnv>()
  .get('/kyc/me/status', requireUser, (c) => kycHandlers.status(c))
  .get('/kyc/start/faceid', requireUser, (c) => kycHandlers.startFaceId(c))
  .post('/kyc/authorize', requireUser, jsonBody(NoBody), (c) => kycHandlers.authorize(c));
