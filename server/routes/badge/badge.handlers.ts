import type { Context } from 'hono';
import {
  BadgeProducts, ChainNotificationResult, MemberBadges, MyBadge, MyBadgeChains, MyBadges, SharedBadge,
} from '../../../contract/badge';
import type { AppEnv, GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import {
  badgeProducts, memberBadges, myBadge, myBadgeChains, myBadges, receiveChainEvent, sealMyBadge, sharedBadge,
} from './badge.service';

type ViewerContext = Context<ViewerEnv>;

export const badgeHandlers = {
  async my(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, MyBadges, { my_badges: await myBadges(deps, group, viewer.user.user_id) });
  },

  async myChain(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, MyBadgeChains, { badges: await myBadgeChains(deps, group, viewer.user.user_id) });
  },

  async mine(c: ViewerContext, key: string) {
    const { deps, group, viewer } = c.var;
    return sendData(c, MyBadge, await myBadge(deps, group, viewer.user.user_id, key));
  },

  async seal(c: ViewerContext, key: string) {
    const { deps, group, viewer } = c.var;
    return sendData(c, MyBadge, await sealMyBadge(deps, group, viewer.user.user_id, key));
  },

  async products(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, BadgeProducts, { badges: await badgeProducts(deps, group, viewer.user.user_id) });
  },

  async user(c: ViewerContext, userId: string) {
    const { deps, group } = c.var;
    return sendData(c, MemberBadges, { user_id: userId, badges: await memberBadges(deps, group, userId) });
  },

  async share(c: Context<GroupEnv>, userId: string, shareKey: string) {
    const { deps, group } = c.var;
    return sendData(c, SharedBadge, await sharedBadge(deps, group, userId, shareKey));
  },

  /** The chain indexer's event (our own signed protocol: providers/chain), read from the body as sent. */
  async chainNotification(c: Context<AppEnv>) {
    const { deps } = c.var;
    const event = deps.providers.chain.readEvent({ header: (name) => c.req.header(name), body: await c.req.text() });
    return sendData(c, ChainNotificationResult, await receiveChainEvent(deps, event));
  },
};
