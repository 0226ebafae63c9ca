import { afterAll, describe, expect, test } from 'vitest';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { createTestServer } from '../test/helpers';
import { missingProviders, readinessRefusal } from './readiness';

// Issue 23 point 8: what a real server checks of its groups' parties before it starts.

const server = createTestServer();
afterAll(() => server.close());
/** Each seeded group with the parties it needs: the wallet always, WeChat where it has an official account. */
const NEEDS = [['closed', 'mixin'], ['demo', 'mixin'], ['demo', 'wechat'], ['free', 'mixin'], ['gate', 'mixin'], ['gate', 'wechat'],
  ['nft', 'mixin'], ['nft', 'wechat']];

describe('the start-up check of every group\'s parties', () => {
  test('names each group whose wallet or WeChat credentials are missing, sealed with another key, or unreadable without a key', () => {
    expect(readinessRefusal(server.db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX })).toBeNull();
    expect(missingProviders(server.db, { secretsKey: 'e1'.repeat(32) })).toEqual(
      NEEDS.map(([group, party]) => `group ${group}'s ${party} credentials do not open with SECRETS_KEY`));
    expect(missingProviders(server.db, { secretsKey: null })).toEqual(NEEDS.map(([group, party]) => `group ${group}'s ${party} credentials need SECRETS_KEY`));
    server.db.prepare(`DELETE FROM group_credentials WHERE (group_id = 'demo' AND party = 'wechat') OR group_id = 'free'`).run();
    expect(readinessRefusal(server.db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX })).toBe('Not starting: group demo has no wechat credentials; '
      + 'group free has no mixin credentials. Set them with npm run group -- credentials <group> <party> (README "Run it for real").');
  });
});
