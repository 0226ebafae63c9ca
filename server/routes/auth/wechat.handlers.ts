import type { Context } from 'hono';
import { WechatOpenid } from '../../../contract/auth';
import { nowIso, nowSeconds, type GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { ensurePendingMembership } from '../account/account.repo';
import type { GroupRow } from '../group/group.repo';
import { issueTokens, sendTokens } from './auth.handlers';
import { consumeWechatCode, findWechatAccount } from './wechat.repo';

type GroupContext = Context<GroupEnv>;

/** Spends a WeChat code issued for this group's official account; call inside a transaction. */
function spendCode(c: GroupContext, group: GroupRow, code: string) {
  const { deps } = c.var;
  const grant = consumeWechatCode(deps.db, hashToken(code), nowSeconds(deps.clock));
  if (!grant) throw apiErrors.loginRequired('invalid or expired code');
  if (!group.wechat_app_id || grant.app_id !== group.wechat_app_id) {
    throw apiErrors.loginRequired('code was issued for another WeChat app');
  }
  return grant;
}

export const wechatHandlers = {
  /**
   * Signs in the user linked to the WeChat account. An account nobody registered yet is
   * refused and the code is left unspent (the transaction rolls back), so the client can
   * exchange the same code for the openid and register.
   */
  login(c: GroupContext, code: string) {
    const { deps, group } = c.var;
    const tokens = deps.db.transaction(() => {
      const grant = spendCode(c, group, code);
      const userId = findWechatAccount(deps.db, grant.openid)?.user_id;
      if (!userId) throw apiErrors.rejected('wechat user not registered: register with a phone number first');
      ensurePendingMembership(deps.db, group.group_id, userId, nowIso(deps.clock));
      return issueTokens(deps, group.group_id, userId);
    })();
    return sendTokens(c, tokens);
  },

  openid(c: GroupContext, code: string) {
    const { deps, group } = c.var;
    const grant = deps.db.transaction(() => spendCode(c, group, code))();
    return sendData(c, WechatOpenid, { openid: grant.openid });
  },
};
