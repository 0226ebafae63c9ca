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
import { COURSE_IDS, curriculumMessageId } from '../seed/courses';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';

// Courses, streams and statistics (issue 27) asked the same on both engines, on the demo data.

const { both } = bothEngines();

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
