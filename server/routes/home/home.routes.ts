import { homeCalls } from '../../../contract/api/home';
import { mountCalls } from '../mount';
import { homeHandlers } from './home.handlers';

// The member home's feed (issue 26 point 3): contract/api/home.ts, for members.
export const homeRoutes = mountCalls(homeCalls, {
  feed: (c) => homeHandlers.feed(c),
});
