import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { partyRequest } from './party';
import { findSandboxNftOutcome } from './sandbox.repo';

// The NFT ticket checker as the sandbox stands in for it: the reference implementation of our own
// signed protocol for it (providers/nft/nft.adapter.ts). It answers what /sandbox/control/nft set for
// the group and person (else the group's default, else none), after the delay set (else
// NFT_CHECK_DELAY_MS).

export const nftApiStandIn = new Hono<AppEnv>()
  .post('/checks', async (c) => {
    const { deps } = c.var;
    const request = await partyRequest(c, 'nft');
    if (!request.ok) return request.refusal;
    const { group, holder } = request.value;
    if (typeof group !== 'string' || !group || typeof holder !== 'string' || !holder) return c.json({ message: 'expected {group, holder}' }, 400);
    const found = await findSandboxNftOutcome(deps.sql, group, holder);
    return c.json({ outcome: found?.outcome ?? 'none', delay_ms: found?.delay_ms ?? deps.env.nftCheckDelayMs });
  });
