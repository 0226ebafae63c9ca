import { create, optional, string, StructError, type } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { GroupRow } from '../../routes/group/group.repo';
import type { WechatCredentials } from '../credentials';
import type { WechatIdentity, WechatLoginProvider } from '../wechat.provider';

// WeChat's web OAuth, per its documentation, with plain fetch (the Node packages for it are old
// and hard-code WeChat's hosts): GET /sns/oauth2/access_token?appid&secret&code&grant_type=
// authorization_code answers the openid (and unionid when the account is bound to an open
// platform). WeChat answers errors as HTTP 200 {errcode, errmsg}. The same code runs against
// api.weixin.qq.com and the sandbox's stand-in (server/sandbox/wechat-api.ts).

export type WechatAdapterConfig = {
  /** WeChat's API base: https://api.weixin.qq.com, or a stand-in's. */
  apiBase: () => string;
  /** The group's official account credentials; null: none set. */
  credentials: (groupId: string) => Promise<WechatCredentials | null>;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5000;
const Token = type({ openid: string(), unionid: optional(string()) });

export function wechatAdapter(config: WechatAdapterConfig): WechatLoginProvider {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async exchangeCode(group: GroupRow, code: string): Promise<WechatIdentity> {
      const account = await config.credentials(group.group_id);
      if (!group.wechat_app_id || !account) throw apiErrors.unavailable('wechat is not configured for this group');
      const query = new URLSearchParams({ appid: group.wechat_app_id, secret: account.app_secret, code, grant_type: 'authorization_code' });
      let body: unknown;
      try {
        // One try: WeChat spends a code at its first exchange.
        const res = await fetch(`${config.apiBase()}/sns/oauth2/access_token?${query}`, { signal: AbortSignal.timeout(timeout) });
        body = await res.json();
      } catch {
        throw apiErrors.unavailable('WeChat did not answer: try again');
      }
      const errcode = typeof body === 'object' && body !== null ? (body as { errcode?: unknown }).errcode : undefined;
      if (typeof errcode === 'number' && errcode !== 0) {
        const { errmsg } = body as { errmsg?: unknown };
        throw apiErrors.loginRequired(`WeChat refused the sign-in: ${typeof errmsg === 'string' ? errmsg : errcode}`);
      }
      try {
        const token = create(body, Token);
        return { openid: token.openid, unionid: token.unionid ?? null };
      } catch (error) {
        if (error instanceof StructError) throw apiErrors.unavailable(`WeChat answered what it should not: ${error.message}`);
        throw error;
      }
    },
  };
}
