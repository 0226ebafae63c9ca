import { describe, expect, test } from 'vitest';
import { kycStatusFor } from '../routes/kyc/kyc.service';
import { consumeKycSession, findKycSession, findKycVerification, hasKycConsent, insertKycConsent, insertKycSession, upsertKycVerification } from '../routes/kyc/kyc.repo';
import {
  blockMembership, countMembers, endMembership, findMember, insertActivity, insertMemberPost, listActivities, listActivitiesIn,
  listMemberAdminRows, listMembershipGroups, listOperators, listPostRecipients, replacePolicies, searchMembers, setMembershipRole,
  setShutUpUntil, unblockMembership,
} from '../routes/member/member.repo';
import { consumeRefreshToken, findRefreshTokenUser, insertRefreshToken } from '../routes/auth/auth.repo';
import {
  countSmsAttempt, findLatestSmsCode, findLiveSmsCode, findUserIdByPhone, insertSmsCode, insertUserPhone, lastSmsSentAt, markSmsCodeUsed,
} from '../routes/auth/phone.repo';
import {
  ensureWechatAccount, findOpenidOfUser, findWechatAccount, hasWechatGrant, insertWechatGrant, linkWechatAccount, spendWechatGrant,
} from '../routes/auth/wechat.repo';
import { findWalletSession, upsertWalletSession } from '../routes/wallet/wallet.repo';
import { findQuiz, hasPassedQuiz, insertQuizAttempt, listGroupQuizzes, listQuizAttempts, listQuizQuestions } from '../routes/quiz/quiz.repo';
import { entryQuizPassed } from '../routes/quiz/quiz.service';
import {
  countShortcuts, deleteShortcut, findShortcut, insertShortcut, listShortcuts, reorderShortcuts,
} from '../routes/favorite-app/favorite-app.repo';
import { findApp, findAppByIdentityNumber, findAppIdentityNumber } from '../routes/app/app.repo';
import { assertEntryOpen, membershipOf } from '../routes/account/membership.service';
import { findGroup } from '../routes/group/group.repo';
import { listAllAssets, listFiatRates } from '../routes/asset/asset.repo';
import { insertPartyEvent } from './party-events.repo';
import { insertOutboxMessage } from '../lib/messaging.repo';
import { APP_IDS } from '../seed/live';
import { QUIZ_IDS } from '../seed';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';

// The identity area on the async layer (issue 27): members, sign-in (refresh tokens, SMS codes, WeChat),
// wallet sessions, KYC, quizzes, favourite bots and apps asked the same on both engines, on the demo
// data, and their writes landing the same.

const { both, server } = bothEngines();
const AT = '2026-03-01T00:00:00.000Z';
/** The seeded data's time (the test server's clock), for reads that depend on now. */
const now = () => server.clock.now;
const { member, admin, owner, lecturer, pending, banned } = PERSONAS;

describe('members answer the same on both engines', () => {
  test('a member, the list searched and filtered, counts, admin fields, operators, recipients, groups, activities', async () => {
    expect((await both((sql) => findMember(sql, 'demo', member.user_id)))?.user_id).toBe(member.user_id);
    await both((sql) => findMember(sql, 'demo', 'nobody'));
    const page = await both((sql) => searchMembers(sql, 'demo', '', 0, 50));
    expect(page.length).toBeGreaterThan(3);
    await both((sql) => searchMembers(sql, 'demo', '', 2, 3));
    // Case-blind on both (SQLite's LIKE is, PostgreSQL's is not), with the wildcards taken literally.
    const prefix = member.full_name.slice(0, 4);
    expect(await both((sql) => searchMembers(sql, 'demo', prefix.toUpperCase(), 0, 50))).toEqual(await both((sql) => searchMembers(sql, 'demo', prefix.toLowerCase(), 0, 50)));
    expect(await both((sql) => searchMembers(sql, 'demo', '%', 0, 50))).toEqual([]);
    expect((await both((sql) => searchMembers(sql, 'demo', '', 0, 50, { state: 'pending' }))).length).toBeGreaterThan(0);
    await both((sql) => searchMembers(sql, 'demo', '', 0, 50, { role: 'admin' }));
    expect(await both((sql) => countMembers(sql, 'demo', ''))).toBeGreaterThanOrEqual(page.length);
    await both((sql) => countMembers(sql, 'demo', '', { state: 'pending', role: 'user' }));
    const ids = [member.user_id, admin.user_id, banned.user_id, 'nobody'];
    expect((await both((sql) => listMemberAdminRows(sql, 'demo', ids))).find((row) => row.user_id === banned.user_id)?.policies).toContain('USER_BAN');
    expect((await both((sql) => listOperators(sql, 'demo'))).map((row) => row.role)[0]).toBe('owner');
    expect(await both((sql) => listPostRecipients(sql, 'demo', admin.user_id, AT))).toContain(member.user_id);
    expect((await both((sql) => listMembershipGroups(sql, member.user_id))).length).toBeGreaterThan(1);
    const activities = await both((sql) => listActivities(sql, member.user_id, 'demo', null, 50));
    expect(activities.length).toBeGreaterThan(20);
    await both((sql) => listActivities(sql, member.user_id, 'demo', activities[5]!.created_at, 10));
    await both((sql) => listActivitiesIn(sql, member.user_id, ['demo', 'free', 'gate'], null, 50));
    await both((sql) => listActivitiesIn(sql, member.user_id, ['demo', 'free'], activities[3]!.created_at, 5));
  });

  test('block, unblock, shut up, role, policies, kick, an activity and a post land the same', async () => {
    const after = await both(async (sql) => {
      const changes = [
        await blockMembership(sql, 'demo', pending.user_id), await blockMembership(sql, 'demo', pending.user_id),
        await unblockMembership(sql, 'demo', pending.user_id), await unblockMembership(sql, 'demo', pending.user_id),
      ];
      await setShutUpUntil(sql, 'demo', member.user_id, AT);
      await setMembershipRole(sql, 'demo', lecturer.user_id, 'admin');
      await replacePolicies(sql, 'demo', member.user_id, ['USER_BAN', 'USER_DISABLE_INVITATION'], ['USER_DISABLE_INVITATION'], AT);
      await endMembership(sql, 'free', member.user_id);
      await insertActivity(sql, {
        activity_id: 'both-engines-activity', group_id: 'demo', user_id: member.user_id, kind: 'renewed', subject_id: null, subject_title: null, created_at: '2999-01-01T00:00:00.000Z',
      });
      await insertMemberPost(sql, { post_id: 'both-engines-post', group_id: 'demo', author_id: admin.user_id, text: 'hi', recipients: 2, created_at: AT });
      return {
        changes,
        pending: await findMember(sql, 'demo', pending.user_id),
        admins: await listMemberAdminRows(sql, 'demo', [member.user_id, lecturer.user_id]),
        free: await sql.get('SELECT role, state, joined_at, expired_at FROM memberships WHERE group_id = ? AND user_id = ?', 'free', member.user_id),
        activity: (await listActivities(sql, member.user_id, 'demo', null, 1))[0],
        post: await sql.get("SELECT * FROM member_posts WHERE post_id = 'both-engines-post'"),
      };
    });
    expect(after.changes).toEqual([true, false, true, false]);
    expect(after.pending?.state).toBe('pending');
    expect(after.admins).toEqual([
      { user_id: lecturer.user_id, shut_up_until: null, policies: [] },
      { user_id: member.user_id, shut_up_until: AT, policies: ['USER_DISABLE_INVITATION'] },
    ]);
    expect(after.free).toEqual({ role: 'user', state: 'pending', joined_at: null, expired_at: null });
    expect(after.activity?.activity_id).toBe('both-engines-activity');
    expect(after.post).toMatchObject({ author_id: admin.user_id, recipients: 2 });
  });

  test('a membership for joining, and the entry guard', async () => {
    expect((await both((sql) => membershipOf(sql, 'demo', member.user_id))).state).toBe('paid');
    const refusals = await both(async (sql) => {
      const gate = (await findGroup(sql, 'gate'))!;
      const refusal = async (userId: string) => assertEntryOpen(sql, gate, userId, now()).then(() => null, (error: Error) => error.message);
      return [await refusal(member.user_id), await refusal(pending.user_id), await membershipOf(sql, 'demo', 'nobody').then(() => null, (error: Error) => error.message)];
    });
    expect(refusals).toEqual([null, 'entry quiz not passed', 'join failed: sign in to this group again']);
  });
});

describe('sign-in answers the same on both engines', () => {
  test('refresh tokens: issued, owned, spent once, refused expired or for another group', async () => {
    const spent = await both(async (sql) => {
      await insertRefreshToken(sql, { hash: 'both-live', groupId: 'demo', userId: member.user_id, expiresAt: 2_000, now: 1_000 });
      await insertRefreshToken(sql, { hash: 'both-old', groupId: 'demo', userId: member.user_id, expiresAt: 1_500, now: 1_000 });
      return [
        await findRefreshTokenUser(sql, 'both-live'), await findRefreshTokenUser(sql, 'nope'),
        await consumeRefreshToken(sql, 'both-live', 'free', 1_600), await consumeRefreshToken(sql, 'both-old', 'demo', 1_600),
        await consumeRefreshToken(sql, 'both-live', 'demo', 1_600), await consumeRefreshToken(sql, 'both-live', 'demo', 1_600),
        await findRefreshTokenUser(sql, 'both-live'),
      ];
    });
    expect(spent).toEqual([member.user_id, undefined, undefined, undefined, { user_id: member.user_id }, undefined, member.user_id]);
  });

  test('SMS codes: sent, the newest live one found, a wrong try counted, spent once; a phone linked to a user', async () => {
    const phone = '+8613900000001';
    const seen = await both(async (sql) => {
      const before = await lastSmsSentAt(sql, phone);
      const first = await insertSmsCode(sql, { phone, code: '111111', captchaHash: 'h1', expiresAt: 1_300, now: 1_000 });
      const second = await insertSmsCode(sql, { phone, code: '222222', captchaHash: 'h2', expiresAt: 1_360, now: 1_060 });
      await countSmsAttempt(sql, second);
      const live = await findLiveSmsCode(sql, phone, 1_100);
      const used = [await markSmsCodeUsed(sql, second, 1_100), await markSmsCodeUsed(sql, second, 1_100)];
      await insertUserPhone(sql, phone, pending.user_id, AT);
      return {
        before, ids: second - first, last: await lastSmsSentAt(sql, phone), live, used,
        afterUse: await findLiveSmsCode(sql, phone, 1_100), latest: await findLatestSmsCode(sql, phone),
        user: await findUserIdByPhone(sql, phone), nobody: await findUserIdByPhone(sql, '+100'),
      };
    });
    expect(seen).toMatchObject({
      before: undefined, ids: 1, last: 1_060, live: { code: '222222', captcha_hash: 'h2', attempts: 1, expires_at: 1_360 }, used: [true, false],
      afterUse: undefined, latest: { phone, code: '222222', created_at: 1_060, expires_at: 1_360, used_at: 1_100 }, user: pending.user_id, nobody: undefined,
    });
  });

  test('WeChat: an account made once and linked to one user; a code exchange kept and spent once', async () => {
    const seen = await both(async (sql) => {
      const account = { openid: 'o-both-engines', app_id: 'wx-both', user_id: null, nickname: 'Both' };
      await ensureWechatAccount(sql, account, AT);
      await ensureWechatAccount(sql, { ...account, nickname: 'Again' }, AT);
      const links = [await linkWechatAccount(sql, account.openid, member.user_id), await linkWechatAccount(sql, account.openid, member.user_id),
        await linkWechatAccount(sql, account.openid, admin.user_id)];
      await insertWechatGrant(sql, { hash: 'g-both', app_id: 'wx-both', openid: account.openid, unionid: null, expiresAt: 2_000, now: 1_000 });
      await insertWechatGrant(sql, { hash: 'g-both', app_id: 'wx-other', openid: 'x', unionid: 'u', expiresAt: 2_000, now: 1_000 });
      return {
        account: await findWechatAccount(sql, account.openid), links,
        openid: await findOpenidOfUser(sql, 'wx-both', member.user_id), none: await findOpenidOfUser(sql, 'wx-both', admin.user_id),
        kept: [await hasWechatGrant(sql, 'g-both', 1_500), await hasWechatGrant(sql, 'g-both', 2_500)],
        spent: [await spendWechatGrant(sql, 'g-both', 2_500), await spendWechatGrant(sql, 'g-both', 1_500), await spendWechatGrant(sql, 'g-both', 1_500)],
      };
    });
    expect(seen).toEqual({
      account: { openid: 'o-both-engines', app_id: 'wx-both', user_id: member.user_id, nickname: 'Both' }, links: [true, true, false],
      openid: 'o-both-engines', none: null, kept: [true, false],
      spent: [undefined, { app_id: 'wx-both', openid: 'o-both-engines', unionid: null }, undefined],
    });
  });

  test('wallet sessions: kept, replaced, read', async () => {
    expect(await both(async (sql) => {
      await upsertWalletSession(sql, 'client-both', member.user_id, 'sealed-1', AT);
      await upsertWalletSession(sql, 'client-both', member.user_id, 'sealed-2', AT);
      return [await findWalletSession(sql, 'client-both', member.user_id), await findWalletSession(sql, 'client-both', admin.user_id)];
    })).toEqual(['sealed-2', undefined]);
  });

  test('the outbox and party events: written once per key', async () => {
    expect(await both(async (sql) => {
      const message = { dedupe_key: 'both-engines:sms', channel: 'sms', phone: '+1', group_id: null, user_id: null, text: 'hi', created_at: AT } as const;
      return [await insertOutboxMessage(sql, message), await insertOutboxMessage(sql, message),
        await insertPartyEvent(sql, 'kyc', 'both-engines-event', AT), await insertPartyEvent(sql, 'kyc', 'both-engines-event', AT)];
    })).toEqual([true, false, true, false]);
  });
});

describe('KYC, quizzes, favourite bots and apps answer the same on both engines', () => {
  test('KYC: the seeded approval, a consent, a session spent once, a rejection replacing nothing approved', async () => {
    expect((await both((sql) => kycStatusFor(sql, 'gate', member.user_id, now()))).kyc_status).toBe('approved');
    await both((sql) => kycStatusFor(sql, 'gate', pending.user_id, now()));
    expect(await both((sql) => findKycVerification(sql, owner.user_id))).toMatchObject({ outcome: 'approved' });
    const seen = await both(async (sql) => {
      const consent = [await hasKycConsent(sql, 'demo', pending.user_id)];
      await insertKycConsent(sql, 'demo', pending.user_id, AT);
      await insertKycConsent(sql, 'demo', pending.user_id, AT);
      consent.push(await hasKycConsent(sql, 'demo', pending.user_id));
      await insertKycSession(sql, { hash: 'kyc-both', groupId: 'demo', userId: pending.user_id, expiresAt: 2_000, now: 1_000 });
      const sessions = [await findKycSession(sql, 'kyc-both', 1_500), await findKycSession(sql, 'kyc-both', 2_500),
        await consumeKycSession(sql, 'kyc-both', 1_500), await consumeKycSession(sql, 'kyc-both', 1_500), await findKycSession(sql, 'kyc-both', 1_500)];
      const rejected = { outcome: 'rejected', name: '', error_code: 'FACE_MISMATCH', error_message: 'no', submitted_at: AT, review_at: AT } as const;
      await upsertKycVerification(sql, pending.user_id, { ...rejected, error_message: 'first' });
      await upsertKycVerification(sql, pending.user_id, rejected);
      return { consent, sessions, verification: await findKycVerification(sql, pending.user_id), status: await kycStatusFor(sql, 'demo', pending.user_id, now()) };
    });
    expect(seen.consent).toEqual([false, true]);
    expect(seen.sessions).toEqual([
      { group_id: 'demo', user_id: pending.user_id }, undefined, { group_id: 'demo', user_id: pending.user_id }, undefined, undefined,
    ]);
    expect(seen.verification).toMatchObject({ outcome: 'rejected', error_message: 'no' });
    expect(seen.status).toEqual({ kyc_status: 'rejected', name: '', kyc_error: 'FACE_MISMATCH', kyc_error_message: 'no' });
  });

  test('quizzes: the entry chain, questions, attempts newest first even within one millisecond', async () => {
    const quiz = await both((sql) => findQuiz(sql, 'gate', QUIZ_IDS.gateRules));
    expect(quiz?.next_quiz_id).toBeTruthy();
    await both((sql) => findQuiz(sql, 'demo', QUIZ_IDS.gateRules));
    expect((await both((sql) => listGroupQuizzes(sql, 'gate'))).length).toBeGreaterThan(1);
    expect((await both((sql) => listQuizQuestions(sql, QUIZ_IDS.gateRules))).length).toBeGreaterThan(0);
    expect(await both(async (sql) => [await entryQuizPassed(sql, 'gate', QUIZ_IDS.gateRules, member.user_id),
      await entryQuizPassed(sql, 'gate', QUIZ_IDS.gateRules, pending.user_id), await entryQuizPassed(sql, 'gate', null, pending.user_id)]))
      .toEqual([true, false, true]);
    const attempts = await both(async (sql) => {
      for (const [n, passed] of [[1, false], [2, true], [3, false]] as const) {
        await sql.tx((t) => insertQuizAttempt(t, {
          attemptId: `both-attempt-${n}`, quizId: QUIZ_IDS.gateRules, userId: pending.user_id, answers: [{ no: 1, answer: 'A' }],
          correct: n, total: 3, passed, nowIso: AT,
        }));
      }
      return [await listQuizAttempts(sql, QUIZ_IDS.gateRules, pending.user_id), await hasPassedQuiz(sql, QUIZ_IDS.gateRules, pending.user_id),
        await listQuizAttempts(sql, QUIZ_IDS.gateRules, member.user_id)];
    });
    expect(attempts[0]).toEqual([3, 2, 1].map((correct) => ({ passed: correct === 2 ? 1 : 0, correct, total: 3, created_at: AT })));
    expect(attempts[1]).toBe(true);
  });

  test('favourite bots and apps: listed in order, one added, reordered, removed', async () => {
    const shortcuts = await both((sql) => listShortcuts(sql, 'demo'));
    expect(shortcuts.length).toBeGreaterThan(1);
    await both((sql) => findShortcut(sql, 'demo', shortcuts[0]!.app_id));
    expect(await both((sql) => countShortcuts(sql, 'demo'))).toBe(shortcuts.length);
    const app = await both((sql) => findApp(sql, APP_IDS.weather));
    expect(app?.app_id).toBe(APP_IDS.weather);
    const number = await both((sql) => findAppIdentityNumber(sql, APP_IDS.news));
    expect(number).toBeTruthy();
    expect((await both((sql) => findAppByIdentityNumber(sql, number!)))?.app_id).toBe(APP_IDS.news);
    await both((sql) => findApp(sql, 'nope'));
    const after = await both(async (sql) => {
      await insertShortcut(sql, 'demo', APP_IDS.weather, AT);
      const added = (await listShortcuts(sql, 'demo')).map((row) => row.app_id);
      await reorderShortcuts(sql, 'demo', [...added.slice(1), added[0]!]);
      const reordered = (await listShortcuts(sql, 'demo')).map((row) => row.app_id);
      const removed = [await deleteShortcut(sql, 'demo', APP_IDS.weather), await deleteShortcut(sql, 'demo', APP_IDS.weather)];
      return { added, reordered, removed, count: await countShortcuts(sql, 'demo') };
    });
    expect(after.added.at(-1)).toBe(APP_IDS.weather);
    expect(after.reordered).toEqual([...after.added.slice(1), after.added[0]]);
    expect(after.removed).toEqual([true, false]);
    expect(after.count).toBe(shortcuts.length);
  });

  test('assets for the wallet and the public page', async () => {
    expect((await both((sql) => listAllAssets(sql))).length).toBeGreaterThan(3);
    expect((await both((sql) => listFiatRates(sql))).length).toBeGreaterThan(0);
  });
});
