// Analytics (spec §7 /track/create): works signed in or not, as the login event is sent around
// sign-in; the server limits it per address.
import { TrackRequest, TrackResult } from '../track';
import { call } from './call';

export const trackCalls = {
  create: call({ method: 'POST', path: '/track/create', access: 'guest', summary: 'Records an analytics event (a page view, a sign-in), signed in or not', body: TrackRequest, response: TrackResult }),
};
