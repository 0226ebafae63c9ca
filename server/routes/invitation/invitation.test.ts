import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import {
  DecodedInvitation, InvitationCodeList, InvitationRelation, PublicInvitationCodeList,
} from '../../../contract/invitation';
import { POLICY_USER_DISABLE_INVITATION } from '../../lib/roles';
import { PERSONAS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO, countRows } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const apply = (code: string, token: string, group = 'demo') =>
  server.post(`/api/groups/${group}/invitations/apply?code=${encodeURIComponent(code)}`, {}, token);
const relation = async (token: string, group = 'demo') => (await server.get(`/api/groups/${group}/invitations/me`, token)).body.data;
const me = async (token: string, group = 'demo') => (await server.get(`/api/groups/${group}/users/me`, token)).body.data;
const codeRow = async (code: string) => (await server.sql.get('SELECT used_by, used_at FROM invitation_codes WHERE code = ?', code)) as
  { used_by: string | null; used_at: string | null };
const disableInvitation = (persona: 'member' | 'owner') => server.sql.run(`INSERT INTO member_policies
  (group_id, user_id, policy_type, created_at) VALUES ('demo', ?, ?, '2024-01-01T00:00:00.000Z')`, PERSONAS[persona].user_id, POLICY_USER_DISABLE_INVITATION);

describe('my codes as an inviter', () => {
  test('GET /invitations lists every code of mine, making my permanent code on first look', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/invitations`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, InvitationCodeList)).toBe(true);
    const codes = res.body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['MIAFRIEND', 'MIAPAL', 'USEDONCE']));
    const permanent = res.body.data.filter((c: { kind: string }) => c.kind === 'permanent');
    expect(permanent).toHaveLength(1);
    expect(permanent[0].code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // Made once: a second look shows the same code.
    const again = (await server.get(`${DEMO}/invitations`, token)).body.data.filter((c: { kind: string }) => c.kind === 'permanent');
    expect(again[0].code).toBe(permanent[0].code);
  });

  test('available and used split the one-time codes; used ones name the invitee', async () => {
    const { token } = await server.login('member');
    const available = (await server.get(`${DEMO}/invitations/available`, token)).body.data.map((c: { code: string }) => c.code);
    expect(available).toEqual(expect.arrayContaining(['MIAFRIEND', 'MIAPAL']));
    expect(available).not.toContain('USEDONCE');
    const used = (await server.get(`${DEMO}/invitations/used`, token)).body.data;
    expect(used).toEqual([expect.objectContaining({
      code: 'USEDONCE', used: true, invitee: { avatar_url: PERSONAS.banned.avatar_url, full_name: 'Ben Banned', identity_number: PERSONAS.banned.identity_number },
    })]);
    // Invitees who joined: Ben (USEDONCE) and the two seeded buyers (seed/invitations.ts); the pending one is not counted.
    expect((await server.get(`${DEMO}/invitations/count`, token)).body.data).toEqual({ available: 3, used: 1, invitees: 3, bonus_rate: '0.1' });
  });

  test("the count tells a member the group's bonus rate (the settings keep it to admins: issue 22 point 11)", async () => {
    const admin = await server.login('admin');
    expect((await server.put(`${DEMO}/settings/full`, { invitation_bonus_rate: '0.25' }, admin.token)).status).toBe(200);
    const { token } = await server.login('member');
    expect((await server.get(`${DEMO}/invitations/count`, token)).body.data.bonus_rate).toBe('0.25');
  });

  test('?product_id= keeps codes for that product and codes for any product', async () => {
    const { token } = await server.login('member');
    await server.sql.run("UPDATE invitation_codes SET product_id = ? WHERE code = 'MIAPAL'", '10000000-0000-4000-8000-000000000002');
    const forMembership = (await server.get(`${DEMO}/invitations/available?product_id=10000000-0000-4000-8000-000000000001`, token)).body.data;
    expect(forMembership.map((c: { code: string }) => c.code)).not.toContain('MIAPAL');
    const forPack = (await server.get(`${DEMO}/invitations/available?product_id=10000000-0000-4000-8000-000000000002`, token)).body.data;
    expect(forPack.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['MIAPAL', 'MIAFRIEND']));
  });

  test('members only: pending is 100461, guests 100401', async () => {
    const { token } = await server.login('pending');
    for (const path of ['', '/available', '/used', '/count']) {
      expectError(await server.get(`${DEMO}/invitations${path}`, token), 403, 100461);
      expectError(await server.get(`${DEMO}/invitations${path}`), 401, 100401);
    }
  });

  test('USER_DISABLE_INVITATION: no codes to share, and the codes stop working for others', async () => {
    await disableInvitation('member');
    const { token } = await server.login('member');
    for (const path of ['', '/available']) {
      const res = await server.get(`${DEMO}/invitations${path}`, token);
      // Its own code: 100403 would send the app to the forbidden page meant for banned members.
      expectError(res, 403, ErrorCode.invitationDisabled);
      expect(res.body.message).toBe('invitation disabled for this user');
    }
    expect((await server.get(`${DEMO}/invitations/used`, token)).status).toBe(200);
    // Nothing left to share; what was used and who joined still count.
    expect((await server.get(`${DEMO}/invitations/count`, token)).body.data).toEqual({ available: 0, used: 1, invitees: 3, bonus_rate: '0.1' });
    const other = await server.login('new');
    expect((await apply('MIAFRIEND', other.token)).body.message).toBe('invitation code incorrect or unavailable');
  });
});

describe('POST /invitations/apply', () => {
  test('a permanent code makes its owner my inviter', async () => {
    const { token } = await server.login('new');
    expect(await relation(token)).toBeNull();
    const res = await apply('demoperm', token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, InvitationRelation)).toBe(true);
    expect(res.body.data).toEqual({
      invitation_code: null,
      permanent_code: 'DEMOPERM',
      inviter_id: PERSONAS.owner.user_id,
      inviter: { avatar_url: PERSONAS.owner.avatar_url, full_name: 'Olivia Owner', identity_number: PERSONAS.owner.identity_number },
    });
    expect(await relation(token)).toEqual(res.body.data);
  });

  test('a one-time code is reserved to me; nobody else can take it', async () => {
    const first = await server.login('new');
    expect((await apply('MIAFRIEND', first.token)).body.data).toMatchObject({ invitation_code: 'MIAFRIEND', permanent_code: null });
    const me1 = await me(first.token);
    expect(await codeRow('MIAFRIEND')).toEqual({ used_by: me1.user_id, used_at: null });
    const second = await server.login('new');
    const res = await apply('MIAFRIEND', second.token);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('invitation code incorrect or unavailable');
  });

  test('20 concurrent applications of one one-time code: exactly one succeeds', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await server.login('new')).token));
    const results = await Promise.all(tokens.map((token) => apply('MIAPAL', token)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.status !== 200)) {
      expectError(loser, 409, 100409);
      expect(loser.body.message).toBe('invitation code incorrect or unavailable');
    }
    expect(await countRows(server, "invitation_relations WHERE code = 'MIAPAL'")).toBe(1);
    const winnerToken = tokens[results.indexOf(winners[0])];
    expect((await codeRow('MIAPAL')).used_by).toBe((await me(winnerToken)).user_id);
  });

  test.each(['USEDONCE', 'PUB3H8WN', 'NOSUCHCODE'])('%s is incorrect or unavailable', async (code) => {
    const { token } = await server.login('new');
    const res = await apply(code, token);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('invitation code incorrect or unavailable');
  });

  test('a code of another group is unknown here', async () => {
    const { token } = await server.login('new');
    await server.sql.run("UPDATE invitation_codes SET group_id = 'free' WHERE code = 'MIAPAL'");
    expect((await apply('MIAPAL', token)).body.message).toBe('invitation code incorrect or unavailable');
  });

  test('one inviter at a time: the same code again is fine, another is refused', async () => {
    const { token } = await server.login('new');
    await apply('DEMOPERM', token);
    expect((await apply('DEMOPERM', token)).status).toBe(200);
    const res = await apply('MIAFRIEND', token);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('an invitation is already applied: remove it first');
  });

  test('a user removed from the group after signing in must sign in again', async () => {
    const { token } = await server.login('new');
    await server.sql.run("DELETE FROM memberships WHERE group_id = 'demo' AND user_id = ?", (await me(token)).user_id);
    for (const res of [
      await apply('DEMOPERM', token),
      await server.post(`${DEMO}/invitations/confirm-existed`, {}, token),
      await server.post(`${DEMO}/kyc/authorize`, {}, token),
      await server.post(`${DEMO}/orders`, { quantity: 1, product_id: '10000000-0000-4000-8000-000000000001' }, token),
    ]) {
      expectError(res, 409, ErrorCode.joinFailed);
      expect(res.body.message).toBe('join failed: sign in to this group again');
    }
  });

  test('members need no invitation; banned users and guests are refused; an empty code is 100400', async () => {
    const member = await server.login('member');
    expect((await apply('DEMOPERM', member.token)).body.message).toBe('already joined');
    expectError(await apply('DEMOPERM', (await server.login('banned')).token), 403, 100403);
    expectError(await apply('DEMOPERM', ''), 401, 100401);
    const { token } = await server.login('new');
    expectError(await apply('  ', token), 400, 100400);
    expectError(await server.post(`${DEMO}/invitations/apply`, {}, token), 400, 100400);
  });
});

describe('POST /invitations/confirm-existed', () => {
  const confirm = (token: string, group = 'demo') => server.post(`/api/groups/${group}/invitations/confirm-existed`, {}, token);

  test('free entry: joins at once, without expiry', async () => {
    const { token } = await server.login('new', 'free');
    const res = await confirm(token, 'free');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ state: 'paid', joined_at: new Date(server.clock.now).toISOString(), expired_at: null });
    expect(await me(token, 'free')).toMatchObject({ state: 'paid', expired_at: null });
    expect((await confirm(token, 'free')).body.message).toBe('already joined');
  });

  test('invite-only without payment: needs an inviter; joining spends the one-time code', async () => {
    await server.sql.run("UPDATE groups SET pay_to_join = 0 WHERE group_id = 'demo'");
    const { token } = await server.login('new');
    const refused = await confirm(token);
    expectError(refused, 409, 100409);
    expect(refused.body.message).toBe('an invitation code is required to join this group');
    await apply('MIAFRIEND', token);
    expect((await confirm(token)).body.data.state).toBe('paid');
    expect((await codeRow('MIAFRIEND')).used_at).toBe(new Date(server.clock.now).toISOString());
  });

  test('a paid group needs payment', async () => {
    const { token } = await server.login('new');
    await apply('DEMOPERM', token);
    expect((await confirm(token)).body.message).toBe('payment required to join this group');
    expect((await me(token)).state).toBe('pending');
  });

  test('entry disabled, entry quiz and KYC stop it', async () => {
    expect((await confirm((await server.login('new', 'closed')).token, 'closed')).body.message).toBe('group entry disabled');
    expect((await confirm((await server.login('new', 'gate')).token, 'gate')).body.message).toBe('entry quiz not passed');
  });
});

describe('POST /invitations/revoke', () => {
  test('a pending user drops a one-time inviter; the code is free again', async () => {
    const { token } = await server.login('new');
    await apply('MIAFRIEND', token);
    const res = await server.post(`${DEMO}/invitations/revoke?code=MIAFRIEND&inviter_id=${PERSONAS.member.user_id}`, {}, token);
    expect(res.body.data).toEqual({ revoked: true });
    expect(await relation(token)).toBeNull();
    expect(await codeRow('MIAFRIEND')).toEqual({ used_by: null, used_at: null });
    const other = await server.login('new');
    expect((await apply('MIAFRIEND', other.token)).status).toBe(200);
  });

  test('code and inviter must be the ones I hold', async () => {
    const { token } = await server.login('new');
    await apply('DEMOPERM', token);
    for (const query of [`code=MIAFRIEND&inviter_id=${PERSONAS.owner.user_id}`, `code=DEMOPERM&inviter_id=${PERSONAS.member.user_id}`]) {
      const res = await server.post(`${DEMO}/invitations/revoke?${query}`, {}, token);
      expectError(res, 409, 100409);
      expect(res.body.message).toBe('invitation relation not found');
    }
    expectError(await server.post(`${DEMO}/invitations/revoke?code=DEMOPERM`, {}, token), 400, 100400);
  });

  test('only pending users may', async () => {
    const { token } = await server.login('member');
    const res = await server.post(`${DEMO}/invitations/revoke?code=PUB3H8WN&inviter_id=${PERSONAS.owner.user_id}`, {}, token);
    expect(res.body.message).toBe('only pending users can remove their inviter');
    expect(await relation(token)).toMatchObject({ invitation_code: 'PUB3H8WN' });
  });
});

describe('public codes and decoding', () => {
  test('GET /invitations/public lists free public codes with their inviters, without login', async () => {
    const res = await server.get(`${DEMO}/invitations/public`);
    expect(is(res.body.data, PublicInvitationCodeList)).toBe(true);
    expect(res.body.data.map((c: { code: string }) => c.code).sort()).toEqual(['PUB5R6YV', 'PUB7K2QX', 'PUB8C2JD', 'PUB9M4ZT']);
    expect(res.body.data.find((c: { code: string }) => c.code === 'PUB5R6YV').inviter.full_name).toBe('Adam Admin');
  });

  test('a group that provides none says so', async () => {
    const res = await server.get('/api/groups/free/invitations/public');
    expectError(res, 409, 100409);
  });

  test('GET /invitations/decode/{code} needs the group_id header and shows the inviter', async () => {
    const decode = (code: string, group?: string) => server.call('GET', `${DEMO}/invitations/decode/${code}`, { headers: group ? { group_id: group } : {} });
    const res = await decode('demoperm', 'demo');
    expect(is(res.body.data, DecodedInvitation)).toBe(true);
    expect(res.body.data).toMatchObject({ code: 'DEMOPERM', kind: 'permanent', group_id: 'demo', inviter_id: PERSONAS.owner.user_id, available: true });
    expect((await decode('USEDONCE', 'demo')).body.data).toMatchObject({ kind: 'one_time', available: false });
    expectError(await decode('DEMOPERM'), 400, 100400);
    expectError(await decode('DEMOPERM', 'free'), 400, 100400);
    const unknown = await decode('NOPE', 'demo');
    expectError(unknown, 404, 404);
    expect(unknown.body.message).toBe('invitation code incorrect or unavailable');
  });
});

describe('POST /invitations/bind', () => {
  test('the owner binds a member of the group as their invitee', async () => {
    const { token } = await server.login('owner');
    const res = await server.post(`${DEMO}/invitations/bind`, { identity_number: PERSONAS.pending.identity_number }, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.user_id).toBe(PERSONAS.pending.user_id);
    expect(res.body.data.relation).toMatchObject({ permanent_code: 'DEMOPERM', inviter_id: PERSONAS.owner.user_id });
    const again = await server.post(`${DEMO}/invitations/bind`, { identity_number: PERSONAS.pending.identity_number }, token);
    expect(again.body.message).toBe('user already has an inviter');
  });

  test('unknown users, outsiders and the owner themself are refused', async () => {
    const { token } = await server.login('owner');
    expectError(await server.post(`${DEMO}/invitations/bind`, { identity_number: '123' }, token), 404, 404);
    const outsider = await server.login('new', 'free');
    const outsiderId = (await server.get('/api/groups/free/users/me', outsider.token)).body.data.identity_number;
    expectError(await server.post(`${DEMO}/invitations/bind`, { identity_number: outsiderId }, token), 404, 404);
    expect((await server.post(`${DEMO}/invitations/bind`, { identity_number: PERSONAS.owner.identity_number }, token)).body.message)
      .toBe('cannot bind yourself');
    expectError(await server.post(`${DEMO}/invitations/bind`, {}, token), 400, 100400);
  });

  test('owner only', async () => {
    for (const persona of ['admin', 'member'] as const) {
      const { token } = await server.login(persona);
      expectError(await server.post(`${DEMO}/invitations/bind`, { identity_number: PERSONAS.pending.identity_number }, token), 403, 100403);
    }
  });
});
