import { afterAll, describe, expect, test } from 'vitest';
import { assert, type Struct } from 'superstruct';
import { Me, UserAssets } from '../../src/features/account/schemas';
import { TokenResponse } from '../../src/features/auth/schemas';
import { AssetList, GroupConfig, GroupPublic, GroupSettings } from '../../src/features/group/schemas';
import { PERSONA_KEYS } from '../sandbox/personas';
import { GROUP_IDS } from '../seed';
import { createTestServer, type TestResponse } from '../test/helpers';
import { ASSET_SCENES } from './asset/asset.repo';

// Every success response this server builds, for every seeded group and persona, must pass
// the struct the client validates it with, and carry exactly the struct's fields.

const server = createTestServer();
afterAll(() => server.close());

function fieldsOf(struct: Struct<any, any>): string[] | null {
  return struct.schema && typeof struct.schema === 'object' && !('type' in struct.schema)
    ? Object.keys(struct.schema).sort()
    : null;
}

let checked = 0;
function expectContract(res: TestResponse, struct: Struct<any, any>, item?: Struct<any, any>): void {
  expect(res.status, res.text).toBe(200);
  assert(res.body.data, struct);
  const fields = fieldsOf(item ?? struct);
  const values: unknown[] = item ? res.body.data : [res.body.data];
  expect(fields).not.toBeNull();
  for (const value of values) expect(Object.keys(value as object).sort()).toEqual(fields);
  checked += 1;
}

describe('responses match the shared structs', () => {
  test.each(GROUP_IDS)('public endpoints of %s', async (group) => {
    const base = `/api/groups/${group}`;
    expectContract(await server.get(`${base}/public`), GroupPublic);
    expectContract(await server.get(`${base}/config`), GroupConfig);
    expectContract(await server.get(`${base}/settings/full`), GroupSettings);
    expectContract(await server.get(`${base}/assets/all`), AssetList, AssetList.schema as Struct<any, any>);
    for (const scene of ASSET_SCENES) {
      expectContract(await server.get(`${base}/assets?scene=${scene}`), AssetList, AssetList.schema as Struct<any, any>);
    }
  });

  test.each(GROUP_IDS.flatMap((group) => [...PERSONA_KEYS, 'new' as const].map((persona) => [group, persona] as const)))(
    '%s as %s',
    async (group, persona) => {
      const base = `/api/groups/${group}`;
      const login = await server.login(persona, group);
      const refreshed = await server.post(`${base}/auth/refresh`, { refresh_token: login.refresh_token });
      expectContract(refreshed, TokenResponse);
      const { token } = refreshed.body.data;
      expectContract(await server.get(`${base}/users/me`, token), Me);
      const banned = group === 'demo' && persona === 'banned';
      if (!banned) {
        const item = UserAssets.schema as Struct<any, any>;
        expectContract(await server.get(`${base}/users/me/assets`, token), UserAssets, item);
        for (const scene of ASSET_SCENES) {
          expectContract(await server.get(`${base}/users/me/assets?scene=${scene}`, token), UserAssets, item);
        }
      }
      if (persona === 'owner' || (group === 'demo' && persona === 'admin')) {
        expectContract(await server.put(`${base}/settings/full`, { custom_enabled: true }, token), GroupSettings);
      }
    },
  );

  test('covered every response kind', () => {
    expect(checked).toBeGreaterThan(100);
  });
});
