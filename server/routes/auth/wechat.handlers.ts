import type { Context } from 'hono';
import { WechatOpenid } from '../../../contract/auth';
import { nowIso, nowSeconds, type GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { Sql } from '../../db/sql';
import { ensurePendingMembership } from '../account/account.repo';
import type { GroupRow } from '../group/group.repo';
import { issueTokens, sendTokens } from './auth.handlers';
import { findWechatAccount, hasWechatGrant, insertWechatGrant, spendWechatGrant } from './wechat.repo';

type GroupContext = Context<GroupEnv>;

/** A code's exchange is kept as long as WeChat keeps a code good (seconds). */
const WECHAT_GRANT_TTL = 5 * 60;

/**
 * Has WeChat's answer for this code kept: asks WeChat (the group's official account) the first
 * time, since WeChat answers a code once, and the same code may be needed twice (a refused
 * sign-in, then the openid to register with).
 */
async function exchangeOnce(c: GroupContext, group: GroupRow, code: string): Promise<void> {
  const { deps } = c.var;
  const hash = hashToken(code);
  if (await hasWechatGrant(deps.sql, hash, nowSeconds(deps.clock))) return;
  if (!group.wechat_app_id) throw apiErrors.loginRequired('code was issued for another WeChat app');
  const identity = await deps.providers.wechat.exchangeCode(group, code);
  const now = nowSeconds(deps.clock);
  await insertWechatGrant(deps.sql, { hash, app_id: group.wechat_app_id, ...identity, expiresAt: now + WECHAT_GRANT_TTL, now });
}

/** Spends the kept exchange of a code, for this group's official account only; call inside a transaction (`sql`). */
async function spendCode(c: GroupContext, sql: Sql, group: GroupRow, code: string) {
  const { deps } = c.var;
  const grant = await spendWechatGrant(sql, hashToken(code), nowSeconds(deps.clock));
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
  async login(c: GroupContext, code: string) {
    const { deps, group } = c.var;
    await exchangeOnce(c, group, code);
    const tokens = await deps.sql.tx(async (sql) => {
      const grant = await spendCode(c, sql, group, code);
      const userId = (await findWechatAccount(sql, grant.openid))?.user_id;
      if (!userId) throw apiErrors.rejected('wechat user not registered: register with a phone number first');
      await ensurePendingMembership(sql, group.group_id, userId, nowIso(deps.clock));
      return issueTokens(deps, sql, group.group_id, userId);
    });
    return sendTokens(c, tokens);
  },

  async openid(c: GroupContext, code: string) {
    const { deps, group } = c.var;
    await exchangeOnce(c, group, code);
    const grant = await deps.sql.tx((sql) => spendCode(c, sql, group, code));
    return sendData(c, WechatOpenid, { openid: grant.openid });
  },
};
