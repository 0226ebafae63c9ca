import { Hono } from 'hono';
import { TrackRequest } from '../../../contract/track';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validation';
import { trackHandlers } from './track.handlers';

// Analytics work signed in or not (the login event is sent around sign-in).
export const trackRoutes = new Hono<GroupEnv>()
  .post('/track/create', jsonBody(TrackRequest), rateLimit(LIMITS.trackPerAddress), (c) => trackHandlers.create(c, c.req.valid('json')));
