import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import {
  BadgeProducts, ChainNotificationResult, MemberBadges, MyBadge, MyBadgeChains, MyBadges, SharedBadge,
} from '../../../contract/badge';
import { ErrorCode } from '../../../contract/errors';
import { createApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { readMetaSync } from '../../db/meta.repo';
import { postgresPool, postgresSql } from '../../db/sql.postgres';
import { PERSONAS, standInChainEvent, standInPartySecret } from '../../test/standins';
import { partyHeaders } from '../../providers/signed-party';
import { SEED_BADGE_SHARE_KEYS } from '../../seed/badges';
import { CHECKIN_IDS, CHECKIN_MEMBER_STREAK } from '../../seed/checkin';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';
import { countRows } from '../../test/inspect.repo';
import { DEMO } from '../../test/joining';
import { testEngine } from '../../test/engine';
import { BADGE_RULES } from './badge.rules';
import { consoleErrors } from '../../lib/log';

// The chain never answers by itself here: tests deliver its notifications.
const server = createTestServer({ chainSealDelayMs: 600_000 });
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const OWNER = PERSONAS.owner.user_id;
const MEMBER = PERSONAS.member.user_id;
const ADMIN = PERSONAS.admin.user_id;

const deps = (s: TestServer) => ({
  db: s.db, env: s.env, clock: () => s.clock.now, runtime: { accessTokenTtlOverride: null, draining: false, selfOrigin: null },
  tokenSecret: s.env.tokenSecret ?? readMetaSync(s.db, 'token_secret')!, log: consoleErrors,
});

const rows = (userId: string, group = 'demo') => server.sql.all<{
  badge_key: string; share_key: string; chain_state: string; seal_id: string | null; tx_hash: string | null;
}>('SELECT badge_key, share_key, chain_state, seal_id, tx_hash FROM member_badges WHERE group_id = ? AND user_id = ? ORDER BY badge_key',
  group, userId);

async function myBadges(token: string, group = DEMO) {
  const res = await server.get(`${group}/badges/my`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, MyBadges)).toBe(true);
  return res.body.data.my_badges as MyBadge[];
}

function chainNotification(sealId: string, status: 'CONFIRMED' | 'FAILED', txHash: string | null, eventId = crypto.randomUUID()) {
  return { event_id: eventId, seal_id: sealId, status, tx_hash: txHash };
}
/** Posts an event as the chain's indexer does: signed with its key (or `key`) over the body as sent (or as `tamper` changes it). */
function notifyChain(event: object, options: { key?: string; tamper?: (body: string) => string } = {}) {
  const body = JSON.stringify(event);
  const headers = partyHeaders(options.key ?? standInPartySecret(deps(server), 'chain'), body, server.clock.now);
  return server.call('POST', '/api/chain/notifications', { rawBody: options.tamper ? options.tamper(body) : body, headers });
}

describe('GET /badges/my and lazy awarding', () => {
  test("answers the member's earned badges in catalog order: seeded ones and those the rules give", async () => {
    const { token } = await server.login('member');
    const badges = await myBadges(token);
    expect(badges.map((b) => b.key)).toEqual(['first_discussion', 'course_buyer', 'kudos_giver']);
    const seeded = badges.find((b) => b.key === 'course_buyer')!;
    expect(seeded).toMatchObject({ kind: 'general', user_id: MEMBER, share_key: SEED_BADGE_SHARE_KEYS.memberCourseBuyer, chain_state: 'lighted' });
    const awarded = badges.find((b) => b.key === 'first_discussion')!;
    expect(awarded.share_key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(awarded).toMatchObject({ chain_state: 'unlighted', seal_id: null, tx_hash: null, sealed_at: null });
    // The rule's date: the member's first post.
    const first = await server.sql.value("SELECT MIN(created_at) FROM discussions WHERE group_id = 'demo' AND user_id = ?", MEMBER);
    expect(awarded.earned_at).toBe(first);
  });

  test('a rule met later is awarded on the next read, once, with the same share key afterwards', async () => {
    await server.sql.run("DELETE FROM discussions WHERE group_id = 'demo' AND user_id = ?", ADMIN);
    const { token } = await server.login('admin');
    expect((await myBadges(token)).map((b) => b.key)).toEqual(['kudos_giver']);
    const post = await server.post(`${DEMO}/discussions`, { content: 'Hello badges' }, token);
    expect(post.status, post.text).toBe(200);
    const after = await myBadges(token);
    expect(after.map((b) => b.key)).toEqual(['first_discussion', 'kudos_giver']);
    const again = await myBadges(token);
    expect(again).toEqual(after);
    expect(await rows(ADMIN)).toHaveLength(2);
  });

  test('the check-in streak badge comes with the 7th check-in in a row, dated by it', async () => {
    const { token } = await server.login('member');
    // Seeded: six days in a row up to yesterday, today not done yet.
    expect(CHECKIN_MEMBER_STREAK).toBe(6);
    expect((await myBadges(token)).map((b) => b.key)).not.toContain('checkin_streak');
    const checkin = await server.post(`${DEMO}/checkin/activities/${CHECKIN_IDS.reading}/post`, { content: 'Day seven' }, token);
    expect(checkin.status, checkin.text).toBe(200);
    const earned = (await myBadges(token)).find((b) => b.key === 'checkin_streak');
    expect(earned?.earned_at).toBe(checkin.body.data.post.created_at);
  });

  test('verified badges: KYC approved and shared with the group, an NFT ticket that succeeded', async () => {
    const { token } = await server.login('member', 'gate');
    expect((await myBadges(token, '/api/groups/gate')).map((b) => [b.key, b.kind])).toEqual([['kyc_verified', 'verified']]);
    const nft = await server.login('member', 'nft');
    const ticket = await server.post('/api/groups/nft/nft/tickets', {}, nft.token);
    expect(ticket.status, ticket.text).toBe(200);
    await server.get('/api/groups/nft/nft/tickets/status', nft.token);
    expect((await myBadges(nft.token, '/api/groups/nft')).map((b) => b.key)).toContain('nft_holder');
  });

  test('member_one_year comes once the membership is 365 days old', async () => {
    const start = server.clock.now;
    try {
      const before = await server.login('member');
      expect((await myBadges(before.token)).map((b) => b.key)).not.toContain('member_one_year');
      server.clock.advance(336 * 24 * 60 * 60);
      const { token } = await server.login('member');
      const badge = (await myBadges(token)).find((b) => b.key === 'member_one_year');
      expect(badge).toBeDefined();
      const joined = (await server.sql.value<string>("SELECT joined_at FROM memberships WHERE group_id = 'demo' AND user_id = ?", MEMBER))!;
      expect(Date.parse(badge!.earned_at) - Date.parse(joined)).toBe(365 * 24 * 60 * 60 * 1000);
    } finally {
      server.clock.now = start;
    }
  });

  test('two servers reading at once award each badge once, with one share key', async () => {
    await server.sql.run("DELETE FROM member_badges WHERE group_id = 'demo' AND user_id = ?", MEMBER);
    // On PostgreSQL the data is in the test server's database there: the other app connects to it.
    const sql = testEngine() === 'postgres' ? postgresSql(postgresPool(server.database, 2)) : undefined;
    const other = createApp({ db: openDatabase(server.env.database), env: server.env, clock: () => server.clock.now, ...(sql && { sql }) });
    const { token } = await server.login('member');
    const read = async (app: typeof other) => {
      const res = await app.request(`${DEMO}/badges/my`, { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as { data: { my_badges: MyBadge[] } };
    };
    let answers: Awaited<ReturnType<typeof read>>[];
    try {
      answers = await Promise.all([read(server.app), read(other), read(server.app), read(other)]);
    } finally {
      await sql?.close();
    }
    const keys = answers.map((answer) => answer.data.my_badges.map((b) => `${b.key}:${b.share_key}`));
    for (const answer of keys) expect(answer).toEqual(keys[0]);
    expect((await rows(MEMBER)).map((r) => r.badge_key)).toEqual(['course_buyer', 'first_discussion', 'kudos_giver']);
  });

  test('guests, non-members and banned users are refused', async () => {
    expectError(await server.get(`${DEMO}/badges/my`), 401, ErrorCode.loginRequired);
    expectError(await server.get(`${DEMO}/badges/my`, (await server.login('pending')).token), 403, ErrorCode.memberRequired);
    expectError(await server.get(`${DEMO}/badges/my`, (await server.login('banned')).token), 403, ErrorCode.forbidden);
    expectError(await server.get(`${DEMO}/badges/products`, (await server.login('new')).token), 403, ErrorCode.memberRequired);
  });
});

describe('GET /badges/products, /badges/my/{key}, /badges/mychain', () => {
  test('the whole catalog, earned or not for the caller', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/badges/products`, token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, BadgeProducts)).toBe(true);
    expect(res.body.data.badges.map((b: { key: string; earned: boolean }) => [b.key, b.earned])).toEqual([
      ['member_one_year', false], ['first_discussion', true], ['course_buyer', true], ['kudos_giver', true],
      ['checkin_streak', false], ['kyc_verified', false], ['nft_holder', false],
    ]);
    expect(res.body.data.badges.map((b: { key: string }) => b.key)).toEqual(BADGE_RULES.map((r) => r.key));
  });

  test('one of mine; an unknown key and an unearned badge are told apart', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/badges/my/kudos_giver`, token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MyBadge)).toBe(true);
    expect(res.body.data).toMatchObject({ key: 'kudos_giver', share_key: SEED_BADGE_SHARE_KEYS.memberKudosGiver });
    expectError(await server.get(`${DEMO}/badges/my/no_such_badge`, token), 404, ErrorCode.badgeNotFound);
    expectError(await server.get(`${DEMO}/badges/my/member_one_year`, token), 404, ErrorCode.badgeNotEarned);
    expectError(await server.get(`${DEMO}/badges/my/${'x'.repeat(500)}`, token), 404, ErrorCode.badgeNotFound);
  });

  test('my chain states', async () => {
    const { token } = await server.login('owner');
    const res = await server.get(`${DEMO}/badges/mychain`, token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MyBadgeChains)).toBe(true);
    const byKey = Object.fromEntries(res.body.data.badges.map((b: { key: string; chain_state: string }) => [b.key, b.chain_state]));
    expect(byKey).toMatchObject({ member_one_year: 'unlighted', first_discussion: 'lighted' });
  });
});

describe('GET /badges/user/{id}', () => {
  test("a member sees another member's badges, without their share keys", async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/badges/user/${OWNER}`, token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MemberBadges)).toBe(true);
    expect(res.body.data.user_id).toBe(OWNER);
    expect(res.body.data.badges.map((b: { key: string }) => b.key)).toEqual(['member_one_year', 'first_discussion', 'kudos_giver']);
    expect(res.text).not.toContain(SEED_BADGE_SHARE_KEYS.ownerOneYear);
    expect(Object.keys(res.body.data.badges[0]).sort()).toEqual(['chain_state', 'earned_at', 'key', 'kind']);
  });

  test('someone who is not in the group is 404; guests and non-members are refused', async () => {
    const { token } = await server.login('member', 'free');
    // The lecturer is in demo only.
    expectError(await server.get(`/api/groups/free/badges/user/${PERSONAS.lecturer.user_id}`, token), 404, ErrorCode.notFound);
    expectError(await server.get(`${DEMO}/badges/user/nobody`, (await server.login('member')).token), 404, ErrorCode.notFound);
    expectError(await server.get(`${DEMO}/badges/user/${OWNER}`), 401, ErrorCode.loginRequired);
    expectError(await server.get(`${DEMO}/badges/user/${OWNER}`, (await server.login('pending')).token), 403, ErrorCode.memberRequired);
  });

  test("another group's badges of the same person are not shown", async () => {
    const { token } = await server.login('owner', 'free');
    const res = await server.get(`/api/groups/free/badges/user/${OWNER}`, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.badges.map((b: { key: string }) => b.key)).not.toContain('member_one_year');
  });
});

describe('GET /badges/share/{user}/{key} (public)', () => {
  test('a guest reads a shared badge: badge, holder, group, chain', async () => {
    const res = await server.get(`${DEMO}/badges/share/${OWNER}/${SEED_BADGE_SHARE_KEYS.ownerFirstDiscussion}`);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, SharedBadge)).toBe(true);
    expect(res.body.data).toMatchObject({
      key: 'first_discussion', kind: 'general', chain_state: 'lighted', full_name: PERSONAS.owner.full_name,
      avatar_url: PERSONAS.owner.avatar_url, group_name: 'Demo Academy',
    });
    expect(res.body.data.tx_hash).toMatch(/^0x/);
  });

  test('a wrong key, a wrong member or another group all answer the same 404', async () => {
    const key = SEED_BADGE_SHARE_KEYS.ownerFirstDiscussion;
    const wrongKey = await server.get(`${DEMO}/badges/share/${OWNER}/${key.slice(0, -1)}x`);
    const wrongUser = await server.get(`${DEMO}/badges/share/${MEMBER}/${key}`);
    const otherGroup = await server.get(`/api/groups/free/badges/share/${OWNER}/${key}`);
    for (const res of [wrongKey, wrongUser, otherGroup]) expectError(res, 404, ErrorCode.badgeShareNotFound);
    expect(wrongKey.body).toEqual(wrongUser.body);
  });

  test('misses are rate-limited per address; a valid link before that is not counted', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await server.get(`${DEMO}/badges/share/${OWNER}/${SEED_BADGE_SHARE_KEYS.ownerFirstDiscussion}`)).status).toBe(200);
    }
    for (let i = 0; i < 30; i += 1) expect((await server.get(`${DEMO}/badges/share/${OWNER}/guess${i}`)).status).toBe(404);
    expectError(await server.get(`${DEMO}/badges/share/${OWNER}/guess-more`), 429, ErrorCode.tooManyRequests);
  });
});

describe('POST /badges/my/{key}/seal and the chain', () => {
  async function seal(persona: 'member' | 'owner' | 'admin' = 'member', key = 'kudos_giver') {
    const { token } = await server.login(persona);
    return { token, res: await server.post(`${DEMO}/badges/my/${key}/seal`, {}, token) };
  }

  test('unlighted → lighting with a seal request; the confirmation lights it with the transaction', async () => {
    const { token, res } = await seal();
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MyBadge)).toBe(true);
    expect(res.body.data).toMatchObject({ key: 'kudos_giver', chain_state: 'lighting', tx_hash: null });
    const sealId = res.body.data.seal_id as string;
    expect(sealId).toMatch(/^[0-9a-f-]{36}$/);
    const confirmed = await notifyChain(chainNotification(sealId, 'CONFIRMED', '0xabc'));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(is(confirmed.body.data, ChainNotificationResult)).toBe(true);
    expect(confirmed.body.data).toEqual({ seal_id: sealId, chain_state: 'lighted' });
    const mine = (await server.get(`${DEMO}/badges/my/kudos_giver`, token)).body.data;
    expect(mine).toMatchObject({ chain_state: 'lighted', seal_id: sealId, tx_hash: '0xabc', sealed_at: expect.any(String) });
  });

  test('a seal while lighting or lighted is 409 and starts nothing', async () => {
    const { token, res } = await seal();
    expect(res.status).toBe(200);
    expectError(await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, token), 409, ErrorCode.badgeAlreadySealed);
    expectError(await server.post(`${DEMO}/badges/my/course_buyer/seal`, {}, token), 409, ErrorCode.badgeAlreadySealed);
    expect(await countRows(server, "badge_seals WHERE state = 'pending'")).toBe(1);
  });

  test('repeated and late notifications change nothing', async () => {
    const { token, res } = await seal();
    const sealId = res.body.data.seal_id as string;
    const first = chainNotification(sealId, 'CONFIRMED', '0xfirst');
    expect((await notifyChain(first)).body.data.chain_state).toBe('lighted');
    const repeat = await notifyChain(first);
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.body.data).toEqual({ seal_id: sealId, chain_state: 'lighted' });
    // Another notification for the settled seal, even a failure, moves nothing.
    expect((await notifyChain(chainNotification(sealId, 'CONFIRMED', '0xsecond'))).status).toBe(200);
    expect((await notifyChain(chainNotification(sealId, 'FAILED', null))).status).toBe(200);
    expect((await server.get(`${DEMO}/badges/my/kudos_giver`, token)).body.data).toMatchObject({ chain_state: 'lighted', tx_hash: '0xfirst' });
    expect(await countRows(server, 'chain_notifications')).toBe(3);
  });

  test('a failed seal goes back to unlighted and can be sealed again', async () => {
    const { token, res } = await seal();
    const sealId = res.body.data.seal_id as string;
    expect((await notifyChain(chainNotification(sealId, 'FAILED', null))).body.data).toEqual({ seal_id: sealId, chain_state: 'unlighted' });
    expect((await server.get(`${DEMO}/badges/my/kudos_giver`, token)).body.data).toMatchObject({ chain_state: 'unlighted', seal_id: null });
    const again = await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, token);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.seal_id).not.toBe(sealId);
  });

  test('bad signatures, unknown seals and malformed notifications are refused', async () => {
    const { res } = await seal();
    const sealId = res.body.data.seal_id as string;
    expectError(await notifyChain(chainNotification(sealId, 'CONFIRMED', '0x1'), { key: 'not-the-key-not-the-key-not-the-key' }), 401, ErrorCode.loginRequired);
    expectError(await notifyChain(chainNotification(sealId, 'CONFIRMED', '0x1'), { tamper: (body) => body.replace('0x1', '0x2') }), 401, ErrorCode.loginRequired);
    expectError(await notifyChain(chainNotification('no-such-seal', 'CONFIRMED', '0x1')), 404, ErrorCode.badgeSealNotFound);
    expectError(await notifyChain(chainNotification(sealId, 'CONFIRMED', null)), 400, ErrorCode.validation);
    expectError(await notifyChain({ seal_id: sealId }), 400, ErrorCode.validation);
    expect((await rows(MEMBER)).find((r) => r.badge_key === 'kudos_giver')!.chain_state).toBe('lighting');
  });

  test("a member cannot seal someone else's badge: only their own earned ones are named", async () => {
    // member_one_year is the owner's, not the admin's.
    const { res } = await seal('admin', 'member_one_year');
    expectError(res, 404, ErrorCode.badgeNotEarned);
    expect((await rows(OWNER)).find((r) => r.badge_key === 'member_one_year')!.chain_state).toBe('unlighted');
    expectError((await seal('admin', 'nope')).res, 404, ErrorCode.badgeNotFound);
    expectError(await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}), 401, ErrorCode.loginRequired);
    expectError(await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, (await server.login('pending')).token), 403, ErrorCode.memberRequired);
  });
});

describe('the chain\'s stand-in', () => {
  test('confirms a seal on its own after CHAIN_SEAL_DELAY_MS, through the notification path', async () => {
    const quick = createTestServer({ chainSealDelayMs: 30 });
    try {
      const { token } = await quick.login('member');
      const res = await quick.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, token);
      expect(res.body.data.chain_state).toBe('lighting');
      expect((await quick.get(`${DEMO}/badges/my/kudos_giver`, token)).body.data.chain_state).toBe('lighting');
      await new Promise((resolve) => setTimeout(resolve, 150));
      const lit = (await quick.get(`${DEMO}/badges/my/kudos_giver`, token)).body.data;
      expect(lit).toMatchObject({ chain_state: 'lighted', tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      expect(await countRows(quick, 'chain_notifications')).toBe(1);
    } finally {
      quick.close();
    }
  });

  test('its notification is signed as a real indexer signs', async () => {
    const { res } = await (async () => {
      const { token } = await server.login('member');
      return { res: await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, token) };
    })();
    const { body, headers } = standInChainEvent(deps(server), res.body.data.seal_id);
    expect((await server.call('POST', '/api/chain/notifications', { rawBody: body, headers })).body.data.chain_state).toBe('lighted');
  });
});
