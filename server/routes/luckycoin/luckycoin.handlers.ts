import type { Context } from 'hono';
import { LuckycoinCreated, LuckycoinPack, type LuckycoinCreateBody } from '../../../contract/luckycoin';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findPack } from './luckycoin.repo';
import { readWalletPaymentsSoon } from '../payment/wallet-receipts.service';
import { claimPack, createPack, expireOverduePacks, packView, sharePack } from './luckycoin.service';
import { ChatMessageResult } from '../../../contract/chat';
import { mediaLinks } from '../attachment/attachment.links';
import { presentMessage } from '../chat/chat.service';

type ViewerContext = Context<ViewerEnv>;

function view(c: ViewerContext, packId: string) {
  const { deps, group, viewer } = c.var;
  const pack = findPack(deps.db, group.group_id, packId);
  if (!pack) throw apiErrors.notFound();
  return packView(deps.db, pack, viewer.user.user_id, nowIso(deps.clock));
}

export const luckycoinHandlers = {
  create(c: ViewerContext, body: LuckycoinCreateBody) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    expireOverduePacks(deps.db, now);
    const { packId, payUrl } = deps.db.transaction(() => createPack(deps.db, group, viewer.user.user_id, body, now, deps.providers.mixin.payUrl)).immediate();
    return sendData(c, LuckycoinCreated, { pack: view(c, packId), pay_url: payUrl });
  },

  async get(c: ViewerContext, packId: string) {
    const { deps, group, viewer } = c.var;
    expireOverduePacks(deps.db, nowIso(deps.clock));
    // Its sender, back from the wallet, has the group's snapshots read for the transfer (at most every 2 s).
    const pack = findPack(deps.db, group.group_id, packId);
    if (pack && pack.sender_id === viewer.user.user_id && (pack.state === 'NOT_PAID' || pack.state === 'MARKED_PAID')) {
      await readWalletPaymentsSoon(deps, group);
    }
    return sendData(c, LuckycoinPack, view(c, packId));
  },

  async share(c: ViewerContext, packId: string) {
    const { deps, group, viewer } = c.var;
    const row = await sharePack(deps, group.group_id, viewer, packId);
    return sendData(c, ChatMessageResult, { message: presentMessage(row, mediaLinks(deps)) });
  },

  claim(c: ViewerContext, packId: string) {
    const { deps, group, viewer } = c.var;
    claimPack(deps.db, group.group_id, { user_id: viewer.user.user_id, joined_at: viewer.membership?.joined_at ?? null },
      packId, deps.clock());
    return sendData(c, LuckycoinPack, view(c, packId));
  },
};
