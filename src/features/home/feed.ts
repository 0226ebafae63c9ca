// The member home's feed (issue 26 point 3): fetched by the lazily loaded HomeFeed only, so neither
// the call's declaration nor the feed's texts enter the opening screen's chunk.
import { homeCalls } from '../../../contract/api/home';
import { callApi } from '../../lib/call';
import { groupResource } from '../../lib/resource';

/** GET /home/feed: what is new since the member's previous visit; the server records this one. */
export const fetchHomeFeed = (group: string) => callApi(group, homeCalls.feed, {}, { silent: true });

export const homeFeed = groupResource(fetchHomeFeed);
