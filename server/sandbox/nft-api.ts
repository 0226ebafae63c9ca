import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { partyRequestRefusal, sandboxPartySecret } from '../providers/signed-party';
import { findSandboxNftOutcome } from './sandbox.repo';

// The NFT ticket checker as the sandbox stands in for it: the reference implementation of our own
// signed protocol for it (providers/nft/nft.adapter.ts). It answers what /sandbox/control/nft set for
// the group and person (else the group's default, else none), after the delay set (else
// NFT_CHECK_DELAY_MS).

export const nftApiStandIn = new Hono<AppEnv>()
  .post('/checks', async (c) => {
    const { deps } = c.var;
    const body = await c.req.text();
    const refusal = partyRequestRefusal(sandboxPartySecret(deps, 'nft'), (name) => c.req.header(name), body, deps.clock());
    if (refusal) return c.json({ message: refusal }, 401);
    let request: { group?: unknown; holder?: unknown } = {};
    try {
      request = (JSON.parse(body) ?? {}) as typeof request;
    } catch {
      request = {};
    }
    const { group, holder } = request;
    if (typeof group !== 'string' || !group || typeof holder !== 'string' || !holder) return c.json({ message: 'expected {group, holder}' }, 400);
    const found = findSandboxNftOutcome(deps.db, group, holder);
    return c.json({ outcome: found?.outcome ?? 'none', delay_ms: found?.delay_ms ?? deps.env.nftCheckDelayMs });
  });
