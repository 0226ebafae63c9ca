// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { attachmentCalls } from '../../../contract/api/attachment';
import { courseCalls } from '../../../contract/api/course';
import { courseEditCalls } from '../../../contract/api/courseEdit';
import { courseFixture, messageFixture } from '../../../test/fixtures/courseEdit';
import { courseTags } from '../course';
import {
  addMessage,
  courseDrafts,
  editableCourse,
  editableMessages,
  finishCourse,
  publishCourse,
  removeCourse,
  removeMessage,
  reorderMessages,
  saveCourse,
  uploadFile,
} from './model';
import type { CourseInput } from '../../../contract/course';

useMswServer();

afterEach(() => {
  editableCourse.clear('demo');
  editableMessages.clear('demo');
  courseDrafts.clear('demo');
  courseTags.clear('demo');
});

const input: CourseInput = { title: 'T', description: 'D', tags: ['books', 'night'] };
const stored = () => [messageFixture('m3', 2), messageFixture('m1', 0), messageFixture('m2', 1)];
const ids = (list: { message_id: string }[] | undefined) => (list || []).map((m) => m.message_id);
const refuse = () => HttpResponse.json({ code: 100403, message: 'forbidden' }, { status: 403 });

describe('course edit model', () => {
  it('reads drafts and messages in the order members see them', async () => {
    server.use(
      mockCall('demo', courseCalls.list, () =>
        HttpResponse.json({ data: { courses: [courseFixture({ course_id: 'd1' })], unfinished: [] } }),
      ),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
    );
    expect((await courseDrafts.load('demo', 'draft')).map((c) => c.course_id)).toEqual(['d1']);
    expect(ids(await editableMessages.load('demo', 'c1'))).toEqual(['m1', 'm2', 'm3']);
  });

  it('creates a course, keeps it for its editor and asks for the tags again when it brought a new one', async () => {
    let created = false;
    server.use(
      mockCall('demo', courseCalls.tags, () =>
        HttpResponse.json({
          data: created ? [{ name: 'books', course_count: 3 }, { name: 'night', course_count: 1 }] : [{ name: 'books', course_count: 3 }],
        }),
      ),
      mockCall('demo', courseEditCalls.create, () => {
        created = true;
        return HttpResponse.json({ data: courseFixture({ course_id: 'n1', tags: ['books', 'night'] }) });
      }),
    );
    await courseTags.load('demo');
    const saved = await saveCourse('demo', null, input);
    expect(saved.course_id).toBe('n1');
    expect(editableCourse.of('demo', 'n1').data).toEqual(saved);
    await vi.waitFor(() => expect(courseTags.of('demo').data!.map((tag) => tag.name)).toEqual(['books', 'night']));
  });

  it('leaves the tags as they are when a saved course brought none new', async () => {
    let asked = 0;
    server.use(
      mockCall('demo', courseCalls.tags, () => {
        asked++;
        return HttpResponse.json({ data: [{ name: 'books', course_count: 3 }] });
      }),
      mockCall('demo', courseCalls.update, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture({ tags: ['books'] }) })),
    );
    await courseTags.load('demo');
    await saveCourse('demo', 'c1', input);
    expect(courseTags.of('demo').loading).toBe(false);
    expect(asked).toBe(1);
  });

  it('saves an existing course in place of the loaded one and leaves unread tags unread', async () => {
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.update, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture({ title: 'Renamed', tags: ['night'] }) })),
    );
    await editableCourse.load('demo', 'c1');
    await saveCourse('demo', 'c1', input);
    expect(editableCourse.of('demo', 'c1').data!.title).toBe('Renamed');
    expect(courseTags.of('demo').data).toBeUndefined();
  });

  it('leaves the loaded course as it was when a save is refused', async () => {
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.update, { id: 'c1' }, refuse),
    );
    await editableCourse.load('demo', 'c1');
    await expect(saveCourse('demo', 'c1', input)).rejects.toMatchObject({ code: 100403 });
    expect(editableCourse.of('demo', 'c1').data!.title).toBe('Night reading');
  });

  it('puts a published or finished course in place of the loaded one', async () => {
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.post, { id: 'c1', action: 'publish' }, () => HttpResponse.json({ data: courseFixture({ state: 'published' }) })),
      mockCall('demo', courseCalls.finish, { id: 'c1' }, () =>
        HttpResponse.json({ data: courseFixture({ state: 'published', finished_at: '2026-02-01T00:00:00.000Z' }) }),
      ),
    );
    await editableCourse.load('demo', 'c1');
    expect((await publishCourse('demo', 'c1')).state).toBe('published');
    expect(editableCourse.of('demo', 'c1').data!.state).toBe('published');
    await finishCourse('demo', 'c1');
    expect(editableCourse.of('demo', 'c1').data!.finished_at).toBe('2026-02-01T00:00:00.000Z');
  });

  it('forgets a deleted course and its messages', async () => {
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.removeCourse, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
    );
    await editableCourse.load('demo', 'c1');
    await editableMessages.load('demo', 'c1');
    await removeCourse('demo', 'c1');
    expect(editableCourse.of('demo', 'c1').data).toBeUndefined();
    expect(editableMessages.of('demo', 'c1').data).toBeUndefined();
  });

  it('places an added message by its index and drops a deleted one', async () => {
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.addMessage, () => HttpResponse.json({ data: messageFixture('m0', -1) })),
      mockCall('demo', courseEditCalls.removeMessage, { courseId: 'c1', messageId: 'm2' }, () => HttpResponse.json({ data: messageFixture('m2', 1) })),
    );
    await editableMessages.load('demo', 'c1');
    const added = await addMessage('demo', { course_id: 'c1', category: 'PLAIN_TEXT', text: 'Hi' });
    expect(added.message_id).toBe('m0');
    expect(ids(editableMessages.of('demo', 'c1').data)).toEqual(['m0', 'm1', 'm2', 'm3']);
    await removeMessage('demo', 'c1', 'm2');
    expect(ids(editableMessages.of('demo', 'c1').data)).toEqual(['m0', 'm1', 'm3']);
  });

  it('keeps the messages unread when a message is added to a course not shown', async () => {
    server.use(mockCall('demo', courseEditCalls.addMessage, () => HttpResponse.json({ data: messageFixture('m4', 3) })));
    await addMessage('demo', { course_id: 'c1', category: 'PLAIN_TEXT', text: 'Hi' });
    expect(editableMessages.of('demo', 'c1').data).toBeUndefined();
  });

  it('shows a new order at once and keeps it once saved', async () => {
    let sent: unknown;
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.reorder, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: stored() });
      }),
    );
    const [m1, m2, m3] = await editableMessages.load('demo', 'c1');
    const saving = reorderMessages('demo', 'c1', [m3, m1, m2]);
    expect(ids(editableMessages.of('demo', 'c1').data)).toEqual(['m3', 'm1', 'm2']);
    await saving;
    expect(sent).toEqual({ course_id: 'c1', message_ids: ['m3', 'm1', 'm2'] });
    expect(ids(editableMessages.of('demo', 'c1').data)).toEqual(['m3', 'm1', 'm2']);
  });

  it('puts the order back and rejects when the server refuses it', async () => {
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.reorder, refuse),
    );
    const [m1, m2, m3] = await editableMessages.load('demo', 'c1');
    await expect(reorderMessages('demo', 'c1', [m2, m1, m3])).rejects.toMatchObject({ code: 100403 });
    expect(ids(editableMessages.of('demo', 'c1').data)).toEqual(['m1', 'm2', 'm3']);
  });

  it('uploads a file and answers its attachment id', async () => {
    server.use(
      mockCall('demo', attachmentCalls.create, () =>
        HttpResponse.json({
          data: {
            attachment_id: 'a1',
            url: 'https://files.example/a1.jpg',
            mime_type: 'image/jpeg',
            name: 'p.jpg',
            size: 3,
            duration: null,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        }),
      ),
    );
    expect(await uploadFile('demo', new File(['abc'], 'p.jpg', { type: 'image/jpeg' }))).toBe('a1');
  });
});
