import type { Context } from 'hono';
import { TokenResponse } from '../../../contract/auth';
import { TOKEN_EXPIRY_HEADER } from '../../../contract/headers';
import { accessTokenTtl, nowIso, nowSeconds, type AppDeps, type GroupEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken, randomToken, signAccessToken } from '../../lib/tokens';
import { ensurePendingMembership, findUser, saveWalletUser } from '../account/account.repo';
import { keepWalletSession } from '../wallet/wallet.service';
import { consumeRefreshToken, findRefreshTokenUser, insertRefreshToken } from './auth.repo';

type GroupContext = Context<GroupEnv>;

/**
 * A fresh access token and refresh token for this user in this group: the refresh token's row is
 * written through `sql` (the sign-in's transaction, or the app's layer).
 */
export async function issueTokens(
  deps: Pick<AppDeps, 'clock' | 'env' | 'runtime' | 'tokenSecret'>, sql: Sql, groupId: string, userId: string,
): Promise<TokenResponse & { expiresAt: number }> {
  const now = nowSeconds(deps.clock);
  const expiresAt = now + accessTokenTtl(deps);
  const refreshToken = randomToken();
  await insertRefreshToken(sql, {
    hash: hashToken(refreshToken),
    groupId,
    userId,
    expiresAt: now + deps.env.refreshTokenTtl,
    now,
  });
  return {
    token: signAccessToken(deps.tokenSecret, { g: groupId, u: userId, iat: now, exp: expiresAt }),
    refresh_token: refreshToken,
    expiresAt,
  };
}

export function sendTokens(c: GroupContext, tokens: TokenResponse & { expiresAt: number }) {
  c.header(TOKEN_EXPIRY_HEADER, String(tokens.expiresAt));
  return sendData(c, TokenResponse, { token: tokens.token, refresh_token: tokens.refresh_token });
}

/**
 * Whom a refresh counts against (rate limit per user): the user of the refresh token presented,
 * spent or not, so replaying old tokens counts too. An unknown token counts by address only.
 */
export async function refreshTokenOwner(
  c: Context<GroupEnv, string, { out: { json: { refresh_token: string } } }>,
): Promise<string | null> {
  const userId = await findRefreshTokenUser(c.var.deps.sql, hashToken(c.req.valid('json').refresh_token));
  return userId === undefined ? null : `user:${userId}`;
}

export const authHandlers = {
  /**
   * Exchanges the wallet's one-time authorisation code (the wallet provider checks it was issued
   * to this group's app); a first login makes the user a pending member.
   */
  async mixin(c: GroupContext, code: string) {
    const { deps, group } = c.var;
    const signIn = await deps.providers.mixin.signIn(group, code);
    const { identity } = signIn;
    const tokens = await deps.sql.tx(async (sql) => {
      const now = nowIso(deps.clock);
      if (!(await saveWalletUser(sql, identity, now))) {
        throw apiErrors.rejected('this wallet account clashes with another account here: ask the group owner');
      }
      await keepWalletSession(deps, sql, group, signIn);
      await ensurePendingMembership(sql, group.group_id, identity.user_id, now);
      return issueTokens(deps, sql, group.group_id, identity.user_id);
    });
    return sendTokens(c, tokens);
  },

  /** Rotation: the presented refresh token is spent whether or not the caller keeps the new pair. */
  async refresh(c: GroupContext, refreshToken: string) {
    const { deps, group } = c.var;
    const tokens = await deps.sql.tx(async (sql) => {
      const owner = await consumeRefreshToken(sql, hashToken(refreshToken), group.group_id, nowSeconds(deps.clock));
      if (!owner || !(await findUser(sql, owner.user_id))) throw apiErrors.loginRequired('invalid or expired refresh token');
      return issueTokens(deps, sql, group.group_id, owner.user_id);
    });
    return sendTokens(c, tokens);
  },
};
