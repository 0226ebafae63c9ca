// Lucky-coin packs' calls (spec §7). Members and staff send, open and claim packs (§6: also in mute
// mode); the assets a pack may be sent in are the asset call's luckycoin scene.
import { LuckycoinCreateBody, LuckycoinCreated, LuckycoinPack } from '../luckycoin';
import { ChatMessageResult } from '../chat';
import { call } from './call';

export const luckycoinCalls = {
  create: call({
    method: 'POST', path: '/luckycoin/create', access: 'member',
    summary: 'An unpaid pack and the wallet URL that pays it; it opens once the payment arrives',
    body: LuckycoinCreateBody, response: LuckycoinCreated,
  }),
  get: call({ method: 'GET', path: '/luckycoin/:id', access: 'member', summary: "One pack with its claims and the caller's own", response: LuckycoinPack }),
  share: call({
    method: 'POST', path: '/luckycoin/:id/share', access: 'member',
    summary: "Shares the caller's own paid pack to the group chat as a lucky-coin message; a pack is shared once, so again answers that message",
    response: ChatMessageResult,
  }),
  claim: call({ method: 'PUT', path: '/luckycoin/:id/claim', access: 'member', summary: "Claims one share of an open pack; answers the pack with the caller's claim", response: LuckycoinPack }),
};
