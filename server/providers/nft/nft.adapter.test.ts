import { afterAll, beforeEach, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { PERSONAS } from '../../sandbox/personas';
import { createTestServer } from '../../test/helpers';
import { sandboxPartySecret } from '../signed-party';
import { nftAdapter } from './nft.adapter';

// The NFT ticket checker on our own signed protocol, at its boundary: the server's check verifies at
// the checker's stand-in, which answers what the sandbox's control set.

const server = createTestServer({ nftCheckDelayMs: 4000 });
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
});

const checker = (secret: string) => nftAdapter({
  url: () => `${appDeps(server.app).runtime.selfOrigin}/sandbox/nft-api`, secret: () => secret, clock: () => server.clock.now,
});

test('a check signed with the shared key is answered what the checker finds, with its delay; another key is refused', async () => {
  const key = sandboxPartySecret(appDeps(server.app), 'nft');
  const holder = PERSONAS.pending.user_id;
  await server.post('/sandbox/control/nft', { group: 'nft', persona: 'pending', outcome: 'autherr' });
  expect(await checker(key).check('nft', holder)).toEqual({ outcome: 'autherr', delayMs: 4000 });
  await server.post('/sandbox/control/nft', { group: 'nft', persona: 'pending', outcome: 'success', delay_ms: 0 });
  expect(await checker(key).check('nft', holder)).toEqual({ outcome: 'success', delayMs: 0 });
  await expect(checker('not-the-key-not-the-key-not-the-key').check('nft', holder))
    .rejects.toThrow('the NFT checker refused the request: signature does not verify');
});
