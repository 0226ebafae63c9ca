import { afterAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import {
  InvitationAdminBonusPage, InvitationAdminCodePage, InvitationAdminUsePage, type InvitationAdminCode, type InvitationAdminInviter,
  type InvitationAdminUse,
} from '../../../contract/invitationAdmin';
import { PERSONAS } from '../../test/standins';
import { MEMBER_PERMANENT_CODE } from '../../seed/invitations';
import { signedInEachTest } from '../../test/admin';
import { createTestServer, expectError } from '../../test/helpers';

// Issue 14, admin/invitation: the group's codes, their uses and the bonuses they earned, read-only,
// for the owner and admins; nothing of another group.

const server = createTestServer();
afterAll(() => server.close());

const tokens = signedInEachTest(server);

const LISTS = ['codes', 'uses', 'bonuses'] as const;
/** `token`: the admin's by default, null for a guest. */
const get = (list: (typeof LISTS)[number], query = '', token: string | null = tokens.admin, group = 'demo') =>
  server.get(`/api/groups/${group}/admin/invitations/${list}${query}`, token ?? undefined);

describe('GET /admin/invitations/codes', () => {
  test('every code of the group, newest first, with its inviter, who used a one-time code and how often a code was named', async () => {
    const res = await get('codes', '?limit=50');
    expect(res.status).toBe(200);
    expect(is(res.body.data, InvitationAdminCodePage)).toBe(true);
    const codes = res.body.data.items as InvitationAdminCode[];
    const dbCodes = await server.sql.values<string>("SELECT code FROM invitation_codes WHERE group_id = 'demo'");
    expect(codes.map((c) => c.code).sort()).toEqual([...dbCodes].sort());
    const times = codes.map((c) => c.created_at);
    expect(times).toEqual([...times].sort((a, b) => b.localeCompare(a)));

    expect(codes.find((c) => c.code === 'USEDONCE')).toMatchObject({
      kind: 'one_time', is_public: false, uses: 1,
      inviter: { user_id: PERSONAS.member.user_id, full_name: PERSONAS.member.full_name },
      used_by: { user_id: PERSONAS.banned.user_id }, used_at: expect.any(String),
    });
    expect(codes.find((c) => c.code === MEMBER_PERMANENT_CODE)).toMatchObject({ kind: 'permanent', uses: 3, used_by: null, used_at: null });
    expect(codes.find((c) => c.code === 'PUB7K2QX')).toMatchObject({ is_public: true, uses: 0, used_by: null });
  });

  test('narrowed to one kind, and paged', async () => {
    const permanent = (await get('codes', '?kind=permanent')).body.data.items as InvitationAdminCode[];
    expect(permanent.length).toBeGreaterThan(0);
    expect(permanent.every((c) => c.kind === 'permanent')).toBe(true);
    const all = (await get('codes', '?limit=50')).body.data.items as InvitationAdminCode[];
    const page = (await get('codes', '?offset=2&limit=3')).body.data;
    expect(page.items.map((c: InvitationAdminCode) => c.code)).toEqual(all.slice(2, 5).map((c) => c.code));
    expect(page.has_more).toBe(all.length > 5);
    expect((await get('codes', `?offset=${all.length - 1}&limit=50`)).body.data.has_more).toBe(false);
  });
});

describe('GET /admin/invitations/uses', () => {
  test('who named whose code and when they joined, newest first', async () => {
    const res = await get('uses');
    expect(is(res.body.data, InvitationAdminUsePage)).toBe(true);
    const uses = res.body.data.items as InvitationAdminUse[];
    const ana = uses.find((u) => u.invitee.full_name === 'Ana Silva')!;
    expect(ana).toMatchObject({ code: MEMBER_PERMANENT_CODE, kind: 'permanent', inviter: { user_id: PERSONAS.member.user_id }, joined_at: null });
    expect(uses.find((u) => u.invitee.full_name === 'Kenji Sato')!.joined_at).toEqual(expect.any(String));
    expect(uses.find((u) => u.code === 'USEDONCE')).toMatchObject({ invitee: { user_id: PERSONAS.banned.user_id } });
    const count = await server.sql.value("SELECT COUNT(*) FROM invitation_relations WHERE group_id = 'demo'");
    expect(uses).toHaveLength(count as number);
  });
});

describe('GET /admin/invitations/bonuses', () => {
  test('each inviter’s bonuses summed per asset, and the group’s totals', async () => {
    const res = await get('bonuses');
    expect(is(res.body.data, InvitationAdminBonusPage)).toBe(true);
    const { items, totals } = res.body.data as { items: InvitationAdminInviter[]; totals: unknown[] };
    expect(items).toEqual([{
      inviter: expect.objectContaining({ user_id: PERSONAS.member.user_id }), records: 2, last_at: expect.any(String),
      bonus: [{ asset_id: expect.any(String), symbol: 'BTC', amount: '0.00003' }, { asset_id: expect.any(String), symbol: 'USDT', amount: '1.95' }],
    }]);
    expect(totals).toEqual(items[0]!.bonus);
  });

  test('exact sums over several inviters; the totals cover every page', async () => {
    // The member's USDT record becomes two of the owner's, 0.1 and 0.2 USDT: 0.3 exactly, not 0.30000000000000004.
    const usdt = await server.sql.get("SELECT order_id, product_id, asset_id FROM invite_records WHERE group_id = 'demo' AND bonus_amount = '1.95'") as { order_id: string; product_id: string; asset_id: string };
    await server.sql.run('DELETE FROM invite_records WHERE order_id = ?', usdt.order_id);
    const other = await server.sql.value(`SELECT order_id FROM orders o WHERE group_id = 'demo' AND state = 'PAID'
      AND NOT EXISTS (SELECT 1 FROM invite_records r WHERE r.order_id = o.order_id) LIMIT 1`) as string;
    const add = (...values: string[]) => server.sql.run(`INSERT INTO invite_records (record_id, group_id, product_id, order_id, inviter_id, invitee_id, code,
        asset_id, paid_amount, rate, bonus_amount, created_at) VALUES (?, 'demo', ?, ?, ?, ?, 'DEMOPERM', ?, '1', '0.1', ?, ?)`, ...values);
    const later = new Date(server.clock.now).toISOString();
    await add('r-owner-1', usdt.product_id, usdt.order_id, PERSONAS.owner.user_id, PERSONAS.admin.user_id, usdt.asset_id, '0.1', later);
    await add('r-owner-2', usdt.product_id, other, PERSONAS.owner.user_id, PERSONAS.lecturer.user_id, usdt.asset_id, '0.2', later);

    const first = (await get('bonuses', '?limit=1')).body.data;
    expect(first.items).toEqual([expect.objectContaining({
      inviter: expect.objectContaining({ user_id: PERSONAS.owner.user_id }), records: 2, bonus: [expect.objectContaining({ symbol: 'USDT', amount: '0.3' })],
    })]);
    expect(first.has_more).toBe(true);
    expect(first.totals).toEqual([expect.objectContaining({ symbol: 'BTC', amount: '0.00003' }), expect.objectContaining({ symbol: 'USDT', amount: '0.3' })]);
    const second = (await get('bonuses', '?offset=1&limit=1')).body.data;
    expect(second.items.map((i: InvitationAdminInviter) => i.inviter.user_id)).toEqual([PERSONAS.member.user_id]);
    expect(second.has_more).toBe(false);
    expect(second.totals).toEqual(first.totals);
  });
});

describe('refusals', () => {
  test('guests 401, members and lecturers 403, another group’s token 401, bad queries 400', async () => {
    for (const list of LISTS) {
      expectError(await get(list, '', null), 401, ErrorCode.loginRequired);
      expectError(await get(list, '', tokens.member), 403, ErrorCode.forbidden);
      expectError(await get(list, '', tokens.lecturer), 403, ErrorCode.forbidden);
      expectError(await get(list, '', tokens.admin, 'free'), 401, ErrorCode.loginRequired);
      for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?kind=secret']) {
        expectError(await get(list, query), 400, ErrorCode.validation);
      }
    }
  });

  test('another group’s admin sees none of demo’s invitations', async () => {
    const freeOwner = (await server.login('owner', 'free')).token;
    const codes = (await get('codes', '?limit=50', freeOwner, 'free')).body.data.items as InvitationAdminCode[];
    const demoCodes = await server.sql.values<string>("SELECT code FROM invitation_codes WHERE group_id = 'demo'");
    expect(codes.filter((c) => demoCodes.includes(c.code))).toEqual([]);
    expect((await get('uses', '', freeOwner, 'free')).body.data.items.filter((u: InvitationAdminUse) => u.code === MEMBER_PERMANENT_CODE)).toEqual([]);
    expect((await get('bonuses', '', freeOwner, 'free')).body.data).toEqual({ items: [], has_more: false, totals: [] });
  });
});
