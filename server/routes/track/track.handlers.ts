import type { Context } from 'hono';
import { TrackResult, type TrackRequest } from '../../../contract/track';
import { nowIso, type GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findUser } from '../account/account.repo';
import { insertTrackEvent } from './track.repo';

const MAX_PROPS_CHARS = 2000;

export const trackHandlers = {
  /** A valid token attributes the event to its user; without one (or with a bad one) it is anonymous. */
  async create(c: Context<GroupEnv>, body: TrackRequest) {
    const { deps, group, session } = c.var;
    const props = JSON.stringify(body.props ?? {});
    if (props.length > MAX_PROPS_CHARS) throw apiErrors.validation(`invalid props: at most ${MAX_PROPS_CHARS} characters of JSON`);
    const user = session?.ok ? await findUser(deps.sql, session.claims.u) : undefined;
    await insertTrackEvent(deps.sql, {
      groupId: group.group_id,
      userId: user?.user_id ?? null,
      event: body.event,
      method: body.method ?? null,
      props,
      nowIso: nowIso(deps.clock),
    });
    return sendData(c, TrackResult, { tracked: true });
  },
};
