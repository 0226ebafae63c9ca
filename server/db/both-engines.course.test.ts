import { describe, expect, test } from 'vitest';
import {
  deleteCourse, deleteCourseMessage, findCourse, findCourseIdByProduct, findCourseMessage, findCourses, insertCourse, insertCourseMessage,
  insertCourseProduct, listCourseMessages, listCourses, listCourseTags, nextMessageIndex, setCourseFavorite, setCourseFinished,
  setCourseMessageIndex, setCourseProductId, setCourseState, setCourseTags, touchCourse, updateCourse, updateCourseMessage,
  disableCourseProduct, updateCourseProduct, type CourseQuery, type CourseRow,
} from '../routes/course/course.repo';
import {
  findLessonProgress, keepAttachmentDuration, listLessonProgress, listProgressCourses, saveLessonPosition, setLessonDone,
} from '../routes/course/course.progress.repo';
import type { AppDeps } from '../context';
import { findMembership, findUser, listPolicies } from '../routes/account/account.repo';
import type { Viewer } from '../routes/auth/auth.middleware';
import { findGroup } from '../routes/group/group.repo';
import {
  activeByDay, attentionCounts, churnedByDay, countActiveMembers, countActivitySince, countJoinedSince, insertIncomeRollup, insertUserRollup,
  lastRolledDay, listAssetPrices, listGroupStarts, listIncomeRollup, listUserRollup, newMembersByDay, nextStreamPreview, paidOrders,
  paidOrdersByDay,
} from '../routes/stats/stats.repo';
import { adminDashboard, profitStat, rollUpDailyStats, userStat } from '../routes/stats/stats.service';
import {
  countNotifiableMembers, countUpcomingPreviews, findGroupMode, findLatestStream, findLivingStream, findPreview, findPriceAsset,
  findProductPrice, findStreamOrientation, hasPaidOrder, listPreviews, markStreamNotified, setStreamPublishKey,
} from '../routes/stream/stream.repo';
import {
  assertStreamPurchasable, changeChatMode, schedulePreview, startStream, stopStream, toStreamInfo, unschedulePreview, watchRefusal,
} from '../routes/stream/stream.service';
import { statDayAdd, statDayOf } from '../../contract/stats';
import { COURSE_IDS, curriculumMessageId } from '../seed/courses';
import { bothEngines } from '../test/both-engines';
import type { Sql } from './sql';
import { PERSONAS } from '../test/standins';

// Courses, streams and statistics (issue 27) asked the same on both engines, on the demo data.

const { both, server } = bothEngines();

const member = PERSONAS.member.user_id;
const owner = PERSONAS.owner.user_id;
const query = (q: string, more: Partial<CourseQuery> = {}): CourseQuery => ({
  state: 'published', q, tag: '', sort: q ? 'relevance' : 'newest', offset: 0, limit: 200, ...more,
});
const ids = (rows: CourseRow[]) => rows.map((row) => row.course_id);

describe('courses answer the same on both engines', () => {
  test('lists, tags, one course and several, by product', async () => {
    for (const sort of ['newest', 'oldest', 'popular'] as const) {
      for (const state of ['published', 'draft', 'all'] as const) {
        await both((sql) => listCourses(sql, 'demo', query('', { sort, state }), member));
      }
    }
    const page = await both((sql) => listCourses(sql, 'demo', query('', { offset: 3, limit: 5 }), null));
    expect(page).toHaveLength(5);
    const tags = await both((sql) => listCourseTags(sql, 'demo'));
    expect(tags.length).toBeGreaterThan(0);
    const tagged = await both((sql) => listCourses(sql, 'demo', query('', { tag: tags[0]!.name }), member));
    expect(tagged.length).toBe(tags[0]!.course_count);
    const paid = await both((sql) => findCourse(sql, 'demo', COURSE_IDS.chargedPaid, member));
    expect(paid).toMatchObject({ purchased: 1 });
    expect(paid!.product_id).toBeTruthy();
    await both((sql) => findCourse(sql, 'demo', COURSE_IDS.showcase, null));
    expect(await both((sql) => findCourse(sql, 'other', COURSE_IDS.showcase, member))).toBeUndefined();
    expect(await both((sql) => findCourses(sql, 'demo', [COURSE_IDS.open, COURSE_IDS.showcase, 'nope'], member))).toHaveLength(2);
    expect(await both((sql) => findCourses(sql, 'demo', [], member))).toEqual([]);
    expect(await both((sql) => findCourseIdByProduct(sql, 'demo', paid!.product_id!))).toBe(COURSE_IDS.chargedPaid);
    expect((await both((sql) => listCourseMessages(sql, COURSE_IDS.showcase))).length).toBeGreaterThan(0);
  });

  // 1–2 characters: the same courses newest first on both. 3+ characters by relevance: the same courses, and
  // the order is each engine's own (SQLite's bm25, PostgreSQL's title matches first), so compared as sets;
  // asked newest first, the same list in the same order.
  test.each([
    ['手续', 'Chinese, 2 characters'],
    ['费', 'Chinese, 1 character'],
    ['手续费详解', 'Chinese, 5 characters'],
    ['Fe', 'Latin, 2 characters'],
    ['fees EXPLAINED', 'Latin, 3+ characters, another case'],
    ['Part 2', 'Latin, in the description'],
    ['%', 'a LIKE wildcard is literal'],
    ['"', 'a quote'],
  ])('search %s (%s): the same courses', async (q) => {
    const [onSqlite, onPostgres] = [[], []] as string[][];
    await both(async (sql, engine) => {
      (engine === 'sqlite' ? onSqlite : onPostgres).push(...ids(await listCourses(sql, 'demo', query(q), member)));
      return null;
    });
    expect([...onPostgres].sort()).toEqual([...onSqlite].sort());
    await both(async (sql) => ids(await listCourses(sql, 'demo', query(q, { sort: 'newest' }), member)));
  });

  test('the searches find what they should', async () => {
    expect((await both(async (sql) => ids(await listCourses(sql, 'demo', query('手续费', { sort: 'newest' }), member)))).length).toBeGreaterThan(0);
    expect((await both(async (sql) => ids(await listCourses(sql, 'demo', query('fees', { sort: 'newest' }), member)))).length).toBeGreaterThan(0);
    expect(await both(async (sql) => ids(await listCourses(sql, 'demo', query('%', { sort: 'newest' }), member)))).toEqual([]);
  });

  test('a course written, tagged, charged, published, finished, favoured, its messages, and deleted: the same', async () => {
    const now = '2026-02-01T00:00:00.000Z';
    const write = {
      title: 'Both engines 课程', description: 'written twice', poster_attachment_id: null, start_at: null, finish_at: null,
      public: true, charge_asset_id: null, charge_amount: null, comments_enabled: true, downloadable: false,
    };
    const usdt = (await both((sql) => findCourse(sql, 'demo', COURSE_IDS.chargedPaid, null)))!.charge_asset_id!;
    const written = await both(async (sql) => {
      await sql.tx(async (t) => {
        await insertCourse(t, { ...write, course_id: 'both-course', group_id: 'demo', lecturer_id: owner, now });
        await setCourseTags(t, 'both-course', ['双', 'both', 'both']);
      });
      await updateCourse(sql, 'both-course', { ...write, charge_asset_id: usdt, charge_amount: '1.5' }, now);
      await insertCourseProduct(sql, { product_id: 'both-course-product', group_id: 'demo', name: write.title, asset_id: usdt, amount: '1.5', channels: '[]', now });
      await setCourseProductId(sql, 'both-course', 'both-course-product');
      await updateCourseProduct(sql, 'both-course-product', 'renamed', usdt, '2');
      await disableCourseProduct(sql, 'both-course-product');
      await setCourseState(sql, 'both-course', 'published', now);
      await setCourseFinished(sql, 'both-course', now);
      const favored = [
        await setCourseFavorite(sql, 'both-course', member, true, now),
        await setCourseFavorite(sql, 'both-course', member, true, now),
      ];
      const idx = await nextMessageIndex(sql, 'both-course');
      await insertCourseMessage(sql, { message_id: 'both-m1', course_id: 'both-course', category: 'PLAIN_TEXT', text: 'one', attachment_id: null, idx, created_at: now });
      await insertCourseMessage(sql, { message_id: 'both-m2', course_id: 'both-course', category: 'PLAIN_TEXT', text: 'two', attachment_id: null, idx: await nextMessageIndex(sql, 'both-course'), created_at: now });
      await updateCourseMessage(sql, 'both-m1', 'one, edited', null);
      await setCourseMessageIndex(sql, 'both-m1', 5);
      await touchCourse(sql, 'both-course', '2026-02-02T00:00:00.000Z');
      const messages = await listCourseMessages(sql, 'both-course');
      await deleteCourseMessage(sql, 'both-m2');
      return { favored, idx, messages, course: await findCourse(sql, 'demo', 'both-course', member), gone: await findCourseMessage(sql, 'both-course', 'both-m2') };
    });
    expect(written.favored).toEqual([true, false]);
    expect(written.messages.map((m) => m.message_id)).toEqual(['both-m2', 'both-m1']);
    expect(written.course).toMatchObject({
      state: 'published', tags: 'both\u001f双', charge_amount: '1.5', favored: 1, favorite_count: 1, message_count: 1,
      finished_at: '2026-02-01T00:00:00.000Z', updated_at: '2026-02-02T00:00:00.000Z', purchased: 0,
    });
    expect(written.gone).toBeUndefined();
    expect(await both(async (sql) => {
      const unfavored = await setCourseFavorite(sql, 'both-course', member, false, now);
      await deleteCourse(sql, 'both-course');
      return [unfavored, await findCourse(sql, 'demo', 'both-course', member)];
    })).toEqual([true, undefined]);
  });

  test('progress: read, a position kept, done only adds, marked by hand, a duration kept once', async () => {
    const curriculum = COURSE_IDS.curriculum;
    await both((sql) => listLessonProgress(sql, member, curriculum));
    await both((sql) => listProgressCourses(sql, 'demo', member, 50));
    const key = { userId: owner, messageId: curriculumMessageId(1), courseId: curriculum, groupId: 'demo', now: '2026-02-03T00:00:00.000Z' };
    const saved = await both(async (sql) => {
      await saveLessonPosition(sql, key, 3, true);
      await saveLessonPosition(sql, { ...key, now: '2026-02-03T00:01:00.000Z' }, 4, false);
      const after = await findLessonProgress(sql, owner, key.messageId);
      await setLessonDone(sql, { ...key, messageId: curriculumMessageId(2) }, true);
      await setLessonDone(sql, { ...key, messageId: curriculumMessageId(2) }, false);
      return [after, await findLessonProgress(sql, owner, curriculumMessageId(2)), await listProgressCourses(sql, 'demo', owner, 10)];
    });
    expect(saved[0]).toMatchObject({ position: 4, done: 1, updated_at: '2026-02-03T00:01:00.000Z' });
    expect(saved[1]).toMatchObject({ position: 0, done: 0 });
    const lesson = (await both((sql) => listCourseMessages(sql, curriculum))).find((m) => m.attachment_id !== null)!;
    expect(await both(async (sql) => {
      await sql.run('UPDATE attachments SET duration = NULL WHERE attachment_id = ?', lesson.attachment_id);
      await keepAttachmentDuration(sql, lesson.attachment_id!, 12.5);
      await keepAttachmentDuration(sql, lesson.attachment_id!, 40);
      return (await findCourseMessage(sql, curriculum, lesson.message_id))?.a_duration;
    })).toBe(12.5);
  });
});

/** The app's dependencies a service needs, over one engine's layer (the chat bus is the test server's). */
const depsOn = (sql: Sql, nowMs: number) => ({ sql, db: server.db, clock: () => nowMs }) as unknown as AppDeps;

async function viewerOn(sql: Sql, groupId: string, userId: string): Promise<Viewer> {
  const membership = await findMembership(sql, groupId, userId) ?? null;
  return { user: (await findUser(sql, userId))!, membership, policies: await listPolicies(sql, groupId, userId) };
}

/** A row without what each engine makes its own (a random id, a sequence number). */
const without = <T extends object>(row: T | undefined, ...keys: string[]) =>
  row && Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

describe('streams answer the same on both engines', () => {
  test('reads before any stream, and a stream scheduled, started, paid for, stopped, and its preview taken off', async () => {
    const nowMs = Date.parse('2030-03-01T10:00:00.000Z');
    const at = new Date(nowMs).toISOString();
    expect(await both((sql) => findLatestStream(sql, 'demo'))).toBeUndefined();
    await both((sql) => findLivingStream(sql, 'demo'));
    await both((sql) => findGroupMode(sql, 'demo'));
    await both((sql) => findStreamOrientation(sql, 'demo'));
    await both((sql) => listPreviews(sql, 'demo', '2000-01-01T00:00:00.000Z'));
    await both((sql) => countUpcomingPreviews(sql, 'demo', at));
    expect(await both((sql) => countNotifiableMembers(sql, 'demo', at))).toBeGreaterThan(0);
    const usdt = (await both((sql) => findCourse(sql, 'demo', COURSE_IDS.chargedPaid, null)))!.charge_asset_id!;
    expect(await both((sql) => findPriceAsset(sql, usdt))).toBeDefined();

    const scheduled = await both(async (sql) => {
      const deps = depsOn(sql, nowMs);
      const admin = await viewerOn(sql, 'demo', owner);
      const preview = await schedulePreview(deps, (await findGroup(sql, 'demo'))!, admin, {
        title: 'Both engines live', starts_at: '2030-03-02T10:00:00Z', description: '  on each  ',
      });
      const row = await findPreview(sql, 'demo', preview.preview_id);
      return { row: without(row, 'preview_id'), upcoming: await countUpcomingPreviews(sql, 'demo', at), next: await nextStreamPreview(sql, 'demo', at, '2030-03-03T00:00:00.000Z') };
    });
    expect(scheduled.row).toMatchObject({ title: 'Both engines live', description: 'on each', live_at: '2030-03-02T10:00:00.000Z' });

    const lived = await both(async (sql) => {
      const deps = depsOn(sql, nowMs);
      const group = (await findGroup(sql, 'demo'))!;
      const admin = await viewerOn(sql, 'demo', owner);
      const buyer = await viewerOn(sql, 'demo', member);
      await changeChatMode(sql, 'demo', 'free', at);
      const started = await startStream(deps, group, admin, { title: ' Live ', public: true, price: { asset_id: usdt, amount: '1' } });
      const refusedTwice = await startStream(deps, group, admin, {}).catch((error: Error) => error.message);
      const modeRefused = await changeChatMode(sql, 'demo', 'lecture', at).catch((error: Error) => error.message);
      const living = (await findLivingStream(sql, 'demo'))!;
      const before = {
        info: without(await toStreamInfo(sql, living, buyer, nowMs), 'stream_id', 'product_id'),
        refusal: (await watchRefusal(sql, living, buyer, nowMs))?.message ?? null,
        purchasable: await assertStreamPurchasable(sql, group, buyer, living.product_id!, nowMs).then(() => 'yes', (error: Error) => error.message),
        price: await findProductPrice(sql, living.product_id!),
      };
      await sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount, created_at, expires_at, paid_at, updated_at)
        VALUES (?, 'demo', ?, ?, 'stream', 1, 'PAID', ?, '1', ?, ?, ?, ?)`, `both-stream-order-${sql.dialect}`, member, living.product_id!, usdt, at, at, at, at);
      const after = {
        paid: await hasPaidOrder(sql, living.product_id!, member),
        info: without(await toStreamInfo(sql, living, buyer, nowMs), 'stream_id', 'product_id'),
        purchasable: await assertStreamPurchasable(sql, group, buyer, living.product_id!, nowMs).then(() => 'yes', (error: Error) => error.message),
      };
      const published = [await setStreamPublishKey(sql, living.stream_id, 'demo-key'), (await findLivingStream(sql, 'demo'))?.publish_key];
      await markStreamNotified(sql, living.stream_id, at);
      const mode = await findGroupMode(sql, 'demo');
      const stoppedId = await stopStream(deps, group, admin);
      const stopped = await findLatestStream(sql, 'demo');
      const second = await startStream(deps, group, admin, {});
      await stopStream(deps, group, admin);
      const latest = await findLatestStream(sql, 'demo');
      const chat = await sql.all<{ system_event: string; system_data: string }>(`SELECT system_event, system_data FROM chat_messages
        WHERE group_id = 'demo' AND created_ms = ? ORDER BY seq`, nowMs);
      return {
        started: without(started, 'stream_id', 'product_id'), refusedTwice, modeRefused, before, after, published, mode,
        stopped: without(stopped, 'stream_id', 'product_id'), stoppedIsFirst: stoppedId === started.stream_id && stopped?.stream_id === started.stream_id,
        latestIsSecond: latest?.stream_id === second.stream_id, chat, modeAfter: await findGroupMode(sql, 'demo'),
        product: await sql.get('SELECT status, type, price_amount FROM products WHERE product_id = ?', started.product_id!),
      };
    });
    expect(lived.started).toMatchObject({ title: 'Live', state: 'living', is_public: 1, previous_mode: 'free', started_at: at });
    expect(lived.before.info).toMatchObject({ viewer_can_watch: false, viewer_paid: false, paid: true });
    expect(lived.after).toMatchObject({ paid: true, purchasable: 'this stream is already paid', info: { viewer_can_watch: true, viewer_paid: true } });
    expect(lived.mode).toBe('streaming');
    expect(lived.stopped).toMatchObject({ state: 'stopped', stopped_at: at, notified_at: at, publish_key: 'demo-key' });
    expect([lived.stoppedIsFirst, lived.latestIsSecond, lived.modeAfter]).toEqual([true, true, 'free']);
    expect(lived.chat.map((m) => m.system_data)).toEqual(['{"mode":"streaming"}', '{"mode":"free"}', '{"mode":"streaming"}', '{"mode":"free"}']);
    expect(lived.product).toEqual({ status: 'disabled', type: 'stream', price_amount: '1' });

    const left = await both(async (sql) => {
      const preview = (await listPreviews(sql, 'demo', at)).find((row) => row.title === 'Both engines live')!;
      await unschedulePreview(depsOn(sql, nowMs), (await findGroup(sql, 'demo'))!, await viewerOn(sql, 'demo', owner), preview.preview_id);
      return (await listPreviews(sql, 'demo', at)).map((row) => row.title);
    });
    expect(left).not.toContain('Both engines live');
  });
});

describe('statistics answer the same on both engines', () => {
  test('the rows by day, the rollups, the user and profit statistics and the dashboard', async () => {
    const nowMs = server.clock.now;
    const today = statDayOf(nowMs);
    const first = statDayAdd(today, -40);
    const from = `${first}T00:00:00.000Z`;
    const to = `${statDayAdd(today, 1)}T00:00:00.000Z`;
    for (const group of ['demo', 'free', 'nft']) {
      await both((sql) => newMembersByDay(sql, group, from, to));
      await both((sql) => paidOrdersByDay(sql, group, 'join', from, to));
      await both((sql) => paidOrdersByDay(sql, group, 'renew', from, to));
      await both((sql) => churnedByDay(sql, group, from, to));
      await both((sql) => activeByDay(sql, group, from, to));
      await both((sql) => paidOrders(sql, group, from, to));
      await both((sql) => listUserRollup(sql, group, first, today));
      await both((sql) => listIncomeRollup(sql, group, first, today));
      await both((sql) => lastRolledDay(sql, group));
      await both((sql) => countActiveMembers(sql, group, new Date(nowMs).toISOString()));
      await both((sql) => countJoinedSince(sql, group, from));
      await both((sql) => countActivitySince(sql, group, from));
      await both((sql) => attentionCounts(sql, group));
      await both((sql) => userStat(sql, group, first, today, nowMs));
      await both((sql) => profitStat(sql, group, first, today, nowMs));
      await both((sql) => adminDashboard(sql, group, nowMs));
    }
    expect((await both((sql) => activeByDay(sql, 'demo', from, to))).length).toBeGreaterThan(0);
    expect((await both((sql) => listUserRollup(sql, 'demo', first, today))).length).toBeGreaterThan(0);
    expect((await both((sql) => profitStat(sql, 'demo', first, today, nowMs))).days.length).toBeGreaterThan(0);
    await both((sql) => listGroupStarts(sql));
    await both((sql) => listAssetPrices(sql));
  });

  test('a day written once, and the daily job closing the days since: the same', async () => {
    const nowMs = server.clock.now + 3 * 86_400_000;
    // Tomorrow, written by hand: the job run three days on closes the day after it for demo.
    const day = statDayAdd(statDayOf(server.clock.now), 1);
    const usdt = (await both((sql) => findCourse(sql, 'demo', COURSE_IDS.chargedPaid, null)))!.charge_asset_id!;
    const written = await both(async (sql) => {
      const row = { day, new_members: 1, paid: 2, renewed: 3, active: 4, churned: 5 };
      const once = [await insertUserRollup(sql, 'demo', row, 'now'), await insertUserRollup(sql, 'demo', { ...row, paid: 9 }, 'now')];
      await insertIncomeRollup(sql, 'demo', { day, asset_id: usdt, amount: '1.5', orders: 2 });
      await insertIncomeRollup(sql, 'demo', { day, asset_id: usdt, amount: '9', orders: 9 });
      return { once, users: await listUserRollup(sql, 'demo', day, day), income: await listIncomeRollup(sql, 'demo', day, day) };
    });
    expect(written).toEqual({
      once: [true, false],
      users: [{ day, new_members: 1, paid: 2, renewed: 3, active: 4, churned: 5 }],
      income: [{ day, asset_id: usdt, amount: '1.5', orders: 2 }],
    });
    const closed = await both(async (sql) => {
      const count = await rollUpDailyStats(sql, nowMs);
      const again = await rollUpDailyStats(sql, nowMs);
      const groups = await listGroupStarts(sql);
      const last = await Promise.all(groups.map(async (g) => [g.group_id, await lastRolledDay(sql, g.group_id)]));
      const since = statDayAdd(statDayOf(nowMs), -5);
      return { count, again, last, demo: await listUserRollup(sql, 'demo', since, statDayOf(nowMs)), income: await listIncomeRollup(sql, 'demo', since, statDayOf(nowMs)) };
    });
    expect(closed.count).toBeGreaterThan(0);
    expect(closed.again).toBe(0);
    expect(closed.demo.map((row) => row.day)).toContain(statDayAdd(day, 1));
    expect(closed.last).toContainEqual(['demo', statDayAdd(day, 1)]);
  });
});
