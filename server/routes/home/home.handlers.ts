import type { Context } from 'hono';
import { HomeFeed } from '../../../contract/home';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { hasLecturerAuthority } from '../../lib/roles';
import { homeFeed, recordVisit } from './home.service';

type ViewerContext = Context<ViewerEnv>;

export const homeHandlers = {
  /** GET /home/feed: what is new since the previous visit; this visit is recorded for the next. */
  async feed(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const now = deps.clock();
    const userId = viewer.user.user_id;
    const staff = viewer.membership !== null && hasLecturerAuthority(viewer.membership.role);
    // One visit row per member: a member's tabs opening the home at once queue for it on PostgreSQL.
    const feed = await deps.sql.tx(async (t) => {
      const since = await recordVisit(t, group.group_id, userId, now);
      return homeFeed(t, group.group_id, { userId, staff }, now, since);
    }, { serializeOn: `home-visit:${group.group_id}:${userId}` });
    return sendData(c, HomeFeed, feed);
  },
};
