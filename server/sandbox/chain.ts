import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { layerOpen } from '../db/sql';
import { partyHeaders, sandboxPartySecret } from '../providers/signed-party';
import { partyRequest, reportToServer } from './party';
import { notifyAfter } from './later';

// The badge chain as the sandbox stands in for it (issue 11 point 7; issue 23): the reference
// implementation of our own signed protocol for it (providers/chain/chain.adapter.ts). It takes a
// seal request (signature checked) and, CHAIN_SEAL_DELAY_MS later, its indexer posts the seal
// confirmed with a made-up transaction hash, signed, to the server's POST /api/chain/notifications.
// No chain is touched.

/** The indexer's event for a seal, with a made-up transaction hash when confirmed. */
const chainEvent = (sealId: string, status: 'CONFIRMED' | 'FAILED') => ({
  event_id: randomUUID(), seal_id: sealId, status, tx_hash: status === 'CONFIRMED' ? `0x${randomBytes(32).toString('hex')}` : null,
});

/** The indexer's event for a seal, signed as the stand-in signs it: its body and headers. */
export function sandboxChainEvent(deps: Pick<AppDeps, 'tokenSecret' | 'clock'>, sealId: string, status: 'CONFIRMED' | 'FAILED' = 'CONFIRMED') {
  const body = JSON.stringify(chainEvent(sealId, status));
  return { body, headers: partyHeaders(sandboxPartySecret(deps, 'chain'), body, deps.clock()) };
}

async function confirm(deps: AppDeps, sealId: string): Promise<void> {
  if (!deps.runtime.selfOrigin || !layerOpen(deps.sql)) return;
  const res = await reportToServer(deps, 'chain', '/api/chain/notifications', chainEvent(sealId, 'CONFIRMED'));
  if (res.status !== 200) console.warn(`[sandbox] the server refused the chain's confirmation of seal ${sealId}: HTTP ${res.status}`);
}

export const chainApiStandIn = new Hono<AppEnv>()
  .post('/seals', async (c) => {
    const { deps } = c.var;
    const request = await partyRequest(c, 'chain');
    if (!request.ok) return request.refusal;
    const sealId = request.value.seal_id;
    if (typeof sealId !== 'string' || !sealId || sealId.length > 100) return c.json({ message: 'expected {seal_id, group, holder, badge, share_key}' }, 400);
    await notifyAfter(deps, deps.env.chainSealDelayMs, `chain confirmation for seal ${sealId}`, () => confirm(deps, sealId));
    return c.json({ seal_id: sealId, status: 'accepted' });
  });
