import type { Context } from 'hono';
import { TokenResponse } from '../../../contract/auth';
import { TOKEN_EXPIRY_HEADER } from '../../../contract/headers';
import { accessTokenTtl, nowIso, nowSeconds, type AppDeps, type GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hashToken, randomToken, signAccessToken } from '../../lib/tokens';
import { ensurePendingMembershipSync, findUserSync, saveWalletUserSync } from '../account/account.repo';
import { keepWalletSession } from '../wallet/wallet.service';
import { consumeRefreshToken, findRefreshTokenUser, insertRefreshToken } from './auth.repo';

type GroupContext = Context<GroupEnv>;

/** A fresh access token and refresh token for this user in this group. */
export function issueTokens(deps: AppDeps, groupId: string, userId: string): TokenResponse & { expiresAt: number } {
  const now = nowSeconds(deps.clock);
  const expiresAt = now + accessTokenTtl(deps);
  const refreshToken = randomToken();
  insertRefreshToken(deps.db, {
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
export function refreshTokenOwner(c: Context<GroupEnv, string, { out: { json: { refresh_token: string } } }>): string | null {
  const userId = findRefreshTokenUser(c.var.deps.db, hashToken(c.req.valid('json').refresh_token));
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
    const tokens = deps.db.transaction(() => {
      const now = nowIso(deps.clock);
      if (!saveWalletUserSync(deps.db, identity, now)) {
        throw apiErrors.rejected('this wallet account clashes with another account here: ask the group owner');
      }
      keepWalletSession(deps, group, signIn);
      ensurePendingMembershipSync(deps.db, group.group_id, identity.user_id, now);
      return issueTokens(deps, group.group_id, identity.user_id);
    })();
    return sendTokens(c, tokens);
  },

  /** Rotation: the presented refresh token is spent whether or not the caller keeps the new pair. */
  refresh(c: GroupContext, refreshToken: string) {
    const { deps, group } = c.var;
    const tokens = deps.db.transaction(() => {
      const owner = consumeRefreshToken(deps.db, hashToken(refreshToken), group.group_id, nowSeconds(deps.clock));
      if (!owner || !findUserSync(deps.db, owner.user_id)) throw apiErrors.loginRequired('invalid or expired refresh token');
      return issueTokens(deps, group.group_id, owner.user_id);
    })();
    return sendTokens(c, tokens);
  },
};
