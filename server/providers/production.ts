import type { AppDeps } from '../context';
import { credentialsOf } from './credentials';
import { unconfiguredProviders, type Providers } from './index';
import { withQuery } from '../lib/urls';
import { mixinAdapter } from './mixin/mixin.adapter';
import { wechatAdapter } from './wechat/wechat.adapter';

/** The wallet's pay page (Mixin Messenger's). */
export const MIXIN_PAY_URL = 'https://mixin.one/pay';

/**
 * The real adapters, as a server with SANDBOX off runs them, at the parties' own addresses (or the
 * stand-ins' that the settings name, as `npm run start:standins` will). A party without its adapter
 * yet answers 503 (unconfiguredProviders).
 */
export function productionProviders(deps: AppDeps): Providers {
  const none = unconfiguredProviders();
  const wechat = wechatAdapter({
    apiBase: () => deps.env.wechatApiBase,
    credentials: (groupId) => credentialsOf(deps.db, deps.env, groupId, 'wechat'),
  });
  const wallet = mixinAdapter({
    apiBase: () => deps.env.mixinApiBase,
    credentials: (groupId) => credentialsOf(deps.db, deps.env, groupId, 'mixin'),
  });
  return {
    ...none,
    wechat,
    mixin: {
      ...none.mixin, signIn: wallet.signIn, balances: wallet.balances, searchUser: wallet.searchUser,
      payUrl: (request) => withQuery(MIXIN_PAY_URL, request),
    },
  };
}
