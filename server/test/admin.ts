import { beforeEach } from 'vitest';
import type { TestServer } from './helpers';

// What the admin-portal route tests share (issue 14).

export type StaffPersona = 'owner' | 'admin' | 'lecturer' | 'member';

/**
 * Before each test: the sandbox back to the seed, and the owner, admin, lecturer and member signed
 * in to demo afresh. Returns their tokens by persona, filled in before each test runs.
 */
export function signedInEachTest(server: TestServer): Record<StaffPersona, string> {
  const tokens = {} as Record<StaffPersona, string>;
  beforeEach(async () => {
    await server.post('/sandbox/control/reset', {});
    for (const persona of ['owner', 'admin', 'lecturer', 'member'] as const) tokens[persona] = (await server.login(persona)).token;
  });
  return tokens;
}
