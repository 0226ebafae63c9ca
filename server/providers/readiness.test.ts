import { afterAll, describe, expect, test } from 'vitest';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { createTestServer } from '../test/helpers';
import { missingProviders, readinessRefusal } from './readiness';

// Issue 23 point 8: what a real server checks of its groups' parties before it starts.

const server = createTestServer();
afterAll(() => server.close());
const GROUPS = ['closed', 'demo', 'free', 'gate', 'nft'];

describe('the start-up check of every group\'s parties', () => {
  test('names each group whose wallet credentials are missing, sealed with another key, or unreadable without a key', () => {
    expect(readinessRefusal(server.db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX })).toBeNull();
    expect(missingProviders(server.db, { secretsKey: 'e1'.repeat(32) })).toEqual(
      GROUPS.map((group) => `group ${group}'s mixin credentials do not open with SECRETS_KEY`));
    expect(missingProviders(server.db, { secretsKey: null })).toEqual(GROUPS.map((group) => `group ${group}'s mixin credentials need SECRETS_KEY`));
    server.db.prepare(`DELETE FROM group_credentials WHERE group_id IN ('demo', 'nft')`).run();
    expect(readinessRefusal(server.db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX })).toBe('Not starting: group demo has no mixin credentials; '
      + 'group nft has no mixin credentials. Set them with npm run group -- credentials <group> <party> (README "Run it for real").');
  });
});
