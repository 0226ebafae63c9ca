import type { GroupRow } from '../routes/group/group.repo';

// WeChat sign-in (its web OAuth): the code WeChat's authorize page gave the app, traded with the
// group's official account for who signed in. WeChat answers a code once.

export type WechatIdentity = { openid: string; unionid: string | null };

export interface WechatLoginProvider {
  /** Who signed in with this code; 401 when WeChat refuses it (unknown, spent, expired, another app's). */
  exchangeCode(group: GroupRow, code: string): Promise<WechatIdentity>;
}
