import { describe, expect, test } from 'vitest';
import {
  ensurePendingMembership, findMembership, findUser, findUserByIdentityNumber, insertUser, listBalances, listPolicies, listSceneBalances,
  markMembershipPaid, saveWalletUser,
} from '../routes/account/account.repo';
import { findProfile, inPrivacyMode, setPrivacyMode, setProfileAvatar, updateProfile } from '../routes/account/profile.repo';
import {
  countGroupStats, findGroup, findGroupByClientId, findGroupByWechatAppId, findGroupSettings, findProductSummary, listGroupIds,
  setGroupMaintenance, updateGroupSettings,
} from '../routes/group/group.repo';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';

// Groups, accounts and profiles (issue 27) asked the same on both engines, on the demo data.

const { engines, both } = bothEngines();

describe('groups, accounts and profiles answer the same on both engines', () => {
  test('groups: by id, client id and WeChat app id, settings, stats, ids; a settings change and maintenance land the same', async () => {
    const demo = await both((sql) => findGroup(sql, 'demo'));
    expect(demo?.group_id).toBe('demo');
    await both((sql) => findGroup(sql, 'nope'));
    await both((sql) => findGroupByClientId(sql, demo!.client_id));
    await both((sql) => findGroupByWechatAppId(sql, ''));
    await engines.sqlite.run("UPDATE groups SET wechat_app_id = 'wx-both-engines' WHERE group_id = 'demo'");
    await engines.postgres.run("UPDATE groups SET wechat_app_id = 'wx-both-engines' WHERE group_id = 'demo'");
    expect((await both((sql) => findGroupByWechatAppId(sql, 'wx-both-engines')))?.group_id).toBe('demo');
    expect(await both((sql) => findGroupSettings(sql, 'demo'))).toBeDefined();
    expect((await both((sql) => countGroupStats(sql, 'demo'))).members).toBeGreaterThan(0);
    expect(demo!.entry_product_id).toBeTruthy();
    expect(await both((sql) => findProductSummary(sql, demo!.entry_product_id!))).toBeDefined();
    expect((await both((sql) => listGroupIds(sql))).length).toBeGreaterThan(1);
    const changed = await both(async (sql) => {
      await updateGroupSettings(sql, 'demo', { tip_min_usd: '0.25', max_renewal_years: 3, members_visible: false, home_shortcuts: [] });
      return findGroupSettings(sql, 'demo');
    });
    expect(changed).toMatchObject({ tip_min_usd: '0.25', max_renewal_years: 3, members_visible: 0, home_shortcuts: '[]' });
    expect(await both(async (sql) => [await setGroupMaintenance(sql, 'demo', true), await setGroupMaintenance(sql, 'nope', true), (await findGroup(sql, 'demo'))?.maintenance])).toEqual([true, false, 1]);
  });

  test('accounts: users, memberships, policies, balances; a new user, a pending membership and a payment land the same', async () => {
    const member = PERSONAS.member.user_id;
    const user = await both((sql) => findUser(sql, member));
    expect(user).toBeDefined();
    await both((sql) => findUserByIdentityNumber(sql, user!.identity_number));
    expect(await both((sql) => findMembership(sql, 'demo', member))).toBeDefined();
    await both((sql) => listPolicies(sql, 'demo', PERSONAS.admin.user_id));
    await both((sql) => listBalances(sql, member));
    await both((sql) => listSceneBalances(sql, member, 'demo', 'tip'));
    const newcomer = { user_id: 'both-engines-user', identity_number: '7000999', full_name: 'Both', avatar_url: '' };
    expect(await both(async (sql) => [
      await insertUser(sql, newcomer, '2026-01-02T00:00:00.000Z'),
      await insertUser(sql, newcomer, '2026-01-02T00:00:00.000Z'),
      await saveWalletUser(sql, { ...newcomer, user_id: 'another-user' }, '2026-01-02T00:00:00.000Z'),
    ])).toEqual([true, false, false]);
    const [pending, paid] = await both(async (sql) => {
      await ensurePendingMembership(sql, 'demo', newcomer.user_id, '2026-01-02T00:00:00.000Z');
      await ensurePendingMembership(sql, 'demo', newcomer.user_id, '2026-01-03T00:00:00.000Z');
      const before = await findMembership(sql, 'demo', newcomer.user_id);
      await markMembershipPaid(sql, 'demo', newcomer.user_id, { nowIso: '2026-01-04T00:00:00.000Z', expiredAt: '2027-01-04T00:00:00.000Z' });
      return [before, await findMembership(sql, 'demo', newcomer.user_id)];
    });
    expect(pending).toMatchObject({ state: 'pending', joined_at: null });
    expect(paid).toMatchObject({ state: 'paid', joined_at: '2026-01-04T00:00:00.000Z', expired_at: '2027-01-04T00:00:00.000Z' });
  });

  test('profiles: read, edited, an avatar and privacy mode land the same', async () => {
    const member = PERSONAS.member.user_id;
    await both((sql) => findProfile(sql, 'demo', member));
    const [profile, private_, nobody] = await both(async (sql) => {
      await updateProfile(sql, 'demo', member, { nickname: '双引擎', bio: null });
      await setProfileAvatar(sql, 'demo', member, null);
      await setPrivacyMode(sql, 'demo', member, true);
      return [await findProfile(sql, 'demo', member), await inPrivacyMode(sql, 'demo', member), await inPrivacyMode(sql, 'demo', 'nobody')] as const;
    });
    expect([profile?.nickname, profile?.privacy_mode, private_, nobody]).toEqual(['双引擎', 1, true, false]);
  });
});
