import type { Context } from 'hono';
import { Me, UserAssets } from '../../../contract/user';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import type { AssetScene } from '../asset/asset.repo';
import { findGroupSettings } from '../group/group.repo';
import { kycStatusFor } from '../kyc/kyc.service';
import { entryQuizPassed } from '../quiz/quiz.service';
import { listBalances, listSceneBalances } from './account.repo';

type ViewerContext = Context<ViewerEnv>;

export const accountHandlers = {
  /** Answers banned users too: the client needs the policies to show the banned screen. */
  getMe(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const { user, membership, policies } = viewer;
    const entryQuizId = findGroupSettings(deps.db, group.group_id)?.group_entry_quiz_id ?? null;
    return sendData(c, Me, {
      user_id: user.user_id,
      identity_number: user.identity_number,
      full_name: user.full_name,
      avatar_url: user.avatar_url,
      // A user removed from the group after signing in is shown as not yet joined.
      role: membership?.role ?? 'user',
      state: membership?.state ?? 'unverified',
      policies: policies.map((policy_type) => ({ policy_type })),
      expired_at: membership?.expired_at ?? null,
      joined_at: membership?.joined_at ?? null,
      kyc_status: kycStatusFor(deps.db, group.group_id, user.user_id, deps.clock()).kyc_status,
      quiz_passed: entryQuizPassed(deps.db, group.group_id, entryQuizId, user.user_id),
    });
  },

  /** Without a scene: every balance held. With one: the group's assets for it, "0" where none is held. */
  getMyAssets(c: ViewerContext, scene: AssetScene | undefined) {
    const { deps, group, viewer } = c.var;
    const balances = scene
      ? listSceneBalances(deps.db, viewer.user.user_id, group.group_id, scene)
      : listBalances(deps.db, viewer.user.user_id);
    return sendData(c, UserAssets, balances);
  },
};
