import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { assetCalls } from '../../../../contract/api/asset';
import type { Signal } from '@preact/signals';
import { host, type HostInfo } from '../../../lib/host';
import { logoutGroup, setSession } from '../../../lib/session';
import { audioAttachment, courseFixture, messageFixture } from '../../../../test/fixtures/course';
import type { CourseProgress } from '../../../../contract/course';
import { purchase } from '../../checkout';
import { openJoinDialog } from '../../join';
import { CourseDetail } from './CourseDetail';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course', 'auth', 'course_edit'));

// The checkout and the join dialog have their own tests; here only that the course hands over to them.
vi.mock('../../checkout', () => ({ purchase: vi.fn(() => Promise.resolve('cancel')) }));
vi.mock('../../join', () => ({ openJoinDialog: vi.fn(() => Promise.resolve(false)) }));

useMswServer();

const noProgress = (id: string) => ({ course_id: id, lessons: [], last_message_id: null });

beforeEach(() => {
  server.use(
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: [] })),
    mockCall('demo', courseCalls.progress, { id: 'c1' }, () => HttpResponse.json({ data: noProgress('c1') })),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const memberRequired = () => HttpResponse.json({ code: 100461, message: 'group member required' }, { status: 403 });

describe('CourseDetail', () => {
  it('shows a member the course with its messages ordered by index then created_at, and the audio player', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () =>
        HttpResponse.json({
          data: [
            messageFixture({ message_id: 'm3', text: 'Third', index: 2 }),
            messageFixture({ message_id: 'm2', text: 'Second', index: 1, created_at: '2026-01-02T00:00:00Z' }),
            messageFixture({ message_id: 'm1', text: 'First', index: 1, created_at: '2026-01-01T00:00:00Z' }),
            messageFixture({ message_id: 'm4', category: 'PLAIN_AUDIO', text: '', index: 3, attachment: audioAttachment() }),
          ],
        }),
      ),
    );
    const { container } = render(<CourseDetail group="demo" id="c1" />);
    expect(await screen.findByRole('heading', { name: 'Reading the night sky' })).toBeTruthy();
    await screen.findByText('First');
    const texts = Array.from(container.querySelectorAll('.course-message__text')).map((p) => p.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third']);
    expect((await screen.findByLabelText('Lesson 1: tone')).getAttribute('src')).toBe('/api/attachments/a1');
    expect(container.querySelectorAll('audio, video')).toHaveLength(1);
    expect(screen.getByText('Lecturer: Lena Lecturer')).toBeTruthy();
    expect(screen.getByText('Members only')).toBeTruthy();
    // A plain browser has no playlist (§9).
    expect(screen.queryByRole('checkbox', { name: 'Play all in order' })).toBeNull();
  });

  it('offers the playlist only in wallet versions that support it', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () =>
        HttpResponse.json({ data: [messageFixture(), messageFixture({ message_id: 'm2', category: 'PLAIN_AUDIO', text: '', index: 1, attachment: audioAttachment() })] }),
      ),
    );
    const writable = host as Signal<HostInfo>;
    const before = writable.value;
    try {
      writable.value = { kind: 'wallet', platform: 'android', appVersion: '2.9.9' };
      render(<CourseDetail group="demo" id="c1" />);
      await screen.findByText('Hello');
      expect(screen.queryByRole('checkbox', { name: 'Play all in order' })).toBeNull();
      cleanup();
      writable.value = { kind: 'wallet', platform: 'android', appVersion: '3.00' };
      render(<CourseDetail group="demo" id="c1" />);
      expect(await screen.findByRole('checkbox', { name: 'Play all in order' })).toBeTruthy();
    } finally {
      writable.value = before;
    }
  });

  it('favours the course and shows it at once', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    let favored = 0;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.favor, { id: 'c1' }, () => {
        favored++;
        return HttpResponse.json({ data: { favored: true, favorite_count: 1 } });
      }),
    );
    render(<CourseDetail group="demo" id="c1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    await waitFor(() => expect(favored).toBe(1));
  });

  it('says the course could not be loaded, with a retry that reads it again', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    let reads = 0;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => (++reads === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: courseFixture() }))),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [messageFixture({ text: 'First' })] })),
    );
    render(<CourseDetail group="demo" id="c1" />);
    expect(await screen.findByRole('heading', { name: 'The course could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reading the night sky' })).toBeTruthy();
    expect(await screen.findByText('First')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('says a course that does not exist is not found, with the way home instead of a retry', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ code: 404, message: 'not found' }, { status: 404 })));
    render(<CourseDetail group="demo" id="c1" />);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('leads a logged-in non-member to join instead of the content', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(mockCall('demo', courseCalls.get, { id: 'c1' }, memberRequired), mockCall('demo', courseCalls.openGet, { id: 'c1' }, memberRequired));
    render(<CourseDetail group="demo" id="c1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the group' }));
    expect(screen.getByText(/Join the group to watch it/)).toBeTruthy();
    await waitFor(() => expect(openJoinDialog).toHaveBeenCalledWith('demo'));
  });

  it('opens a public course for a guest through /open-courses, without login', async () => {
    server.use(
      mockCall('demo', courseCalls.openGet, { id: 'c2' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'c2', public: true }) })),
      mockCall('demo', courseCalls.openMessages, { id: 'c2' }, () => HttpResponse.json({ data: [messageFixture({ text: 'Open to all' })] })),
    );
    render(<CourseDetail group="demo" id="c2" />);
    expect(await screen.findByText('Open to all')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).toBeNull();
  });

  it('shows a public course to a logged-in person who has not joined, through /open-courses', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c2' }, memberRequired),
      mockCall('demo', courseCalls.openGet, { id: 'c2' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'c2', public: true }) })),
      mockCall('demo', courseCalls.openMessages, { id: 'c2' }, () => HttpResponse.json({ data: [messageFixture({ text: 'Open to all' })] })),
    );
    render(<CourseDetail group="demo" id="c2" />);
    expect(await screen.findByText('Open to all')).toBeTruthy();
    // Favouring needs membership.
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).toBeNull();
  });

  it('asks a guest to log in for a members-only course', async () => {
    server.use(mockCall('demo', courseCalls.openGet, { id: 'c1' }, memberRequired));
    render(<CourseDetail group="demo" id="c1" />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the price and the way to buy for a charged course not yet paid, without asking for its messages', async () => {
    let messageCalls = 0;
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c3' }, () =>
        HttpResponse.json({ data: courseFixture({ course_id: 'c3', charge: { asset_id: 'usd', amount: '9.9' }, product_id: 'p-c3' }) }),
      ),
      mockCall('demo', courseCalls.messages, { id: 'c3' }, () => {
        messageCalls++;
        return HttpResponse.json({ data: [] });
      }),
    );
    render(<CourseDetail group="demo" id="c3" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy this course' }));
    expect(screen.getByText('This course costs $9.90. Buy it to watch.')).toBeTruthy();
    await waitFor(() => expect(purchase).toHaveBeenCalledTimes(1));
    expect(vi.mocked(purchase).mock.calls[0][0]).toMatchObject({ group: 'demo', productId: 'p-c3', quantity: 1 });
    expect(messageCalls).toBe(0);
  });
});

describe('CourseDetail: a course as a curriculum', () => {
  const video = (id: string, name: string, duration: number | null) => ({
    ...audioAttachment(`/api/attachments/${id}`), attachment_id: id, mime_type: 'video/mp4', name, duration,
  });
  const audio = (id: string, name: string, duration: number | null) => ({
    ...audioAttachment(`/api/attachments/${id}`), attachment_id: id, name, duration,
  });
  // Three lessons among two notes; the third's length is unknown.
  const messages = [
    messageFixture({ message_id: 'n1', text: 'Welcome to the course', index: 0 }),
    messageFixture({ message_id: 'l1', category: 'PLAIN_AUDIO', text: '', index: 1, attachment: audio('a1', 'Why scams work.mp3', 754) }),
    messageFixture({ message_id: 'l2', category: 'PLAIN_VIDEO', text: '', index: 2, attachment: video('v2', 'Spot the fake site.mp4', 3723) }),
    messageFixture({ message_id: 'n2', text: 'Take notes as you go', index: 3 }),
    messageFixture({ message_id: 'l3', category: 'PLAIN_AUDIO', text: '', index: 4, attachment: audio('a3', 'What to do next.mp3', null) }),
  ];
  const saves: { message: string; body: unknown }[] = [];

  function serve(progress: CourseProgress = noProgress('c1'), course = courseFixture()) {
    setSession('demo', { token: 't', refresh_token: 'r' });
    saves.length = 0;
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: course })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: messages })),
      mockCall('demo', courseCalls.progress, { id: 'c1' }, () => HttpResponse.json({ data: progress })),
      mockCall('demo', courseCalls.savePosition, async ({ request, params }) => {
        const body = (await request.json()) as { position: number };
        saves.push({ message: String(params.message), body });
        return HttpResponse.json({ data: { message_id: String(params.message), position: body.position, done: false, updated_at: '2026-02-01T00:00:00Z' } });
      }),
    );
  }

  const lessonList = () => screen.getByRole('list', { name: 'Lessons' });
  const lessonButton = (name: RegExp) => within(lessonList()).getByRole('button', { name });

  it('shows one player, for the first lesson, above the numbered lessons with their durations and the total; notes stay readable', async () => {
    serve();
    const { container } = render(<CourseDetail group="demo" id="c1" />);
    const player = await screen.findByLabelText('Lesson 1: Why scams work');
    expect(player.getAttribute('src')).toBe('/api/attachments/a1');
    expect(container.querySelectorAll('audio, video')).toHaveLength(1);
    expect(within(lessonList()).getAllByRole('listitem').map((li) => li.querySelector('.course-lesson__play')!.textContent)).toEqual([
      '1Why scams work12:34 · Now playing',
      '2Spot the fake site1:02:03',
      '3What to do nextLength unknown',
    ]);
    expect(lessonButton(/Why scams work/).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { name: /3 lessons/ }).textContent).toBe('3 lessons1:14:37 in all');
    // One speed control for the course.
    expect(screen.getAllByRole('combobox', { name: 'Speed' })).toHaveLength(1);
    const notes = screen.getByRole('region', { name: 'Course notes' });
    expect(within(notes).getByText('Welcome to the course')).toBeTruthy();
    expect(within(notes).getByText('Take notes as you go')).toBeTruthy();
    expect(screen.getByText('0 of 3 lessons · 0 %')).toBeTruthy();
  });

  it('plays a lesson tapped in the list in the one player, saving where the last one stopped', async () => {
    serve();
    const { container } = render(<CourseDetail group="demo" id="c1" />);
    const first = (await screen.findByLabelText('Lesson 1: Why scams work')) as HTMLMediaElement;
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    fireEvent(first, new Event('play'));
    first.currentTime = 42;
    fireEvent.click(lessonButton(/Spot the fake site/));
    const second = (await screen.findByLabelText('Lesson 2: Spot the fake site')) as HTMLMediaElement;
    expect(container.querySelectorAll('audio, video')).toHaveLength(1);
    expect(second.tagName).toBe('VIDEO');
    expect(lessonButton(/Spot the fake site/).getAttribute('aria-current')).toBe('true');
    expect(lessonButton(/Why scams work/).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(saves).toEqual([{ message: 'l1', body: { position: 42 } }]));
    // Picked by a tap, it starts playing once loaded.
    Object.defineProperty(second, 'duration', { configurable: true, value: 3723 });
    fireEvent(second, new Event('loadedmetadata'));
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it('resumes at the lesson last played, at its saved position, with the progress bar', async () => {
    serve({
      course_id: 'c1',
      last_message_id: 'l2',
      lessons: [
        { message_id: 'l1', position: 754, done: true, updated_at: '2026-01-01T00:00:00Z' },
        { message_id: 'l2', position: 95, done: false, updated_at: '2026-01-02T00:00:00Z' },
      ],
    });
    render(<CourseDetail group="demo" id="c1" />);
    const media = (await screen.findByLabelText('Lesson 2: Spot the fake site')) as HTMLMediaElement;
    Object.defineProperty(media, 'duration', { configurable: true, value: 3723 });
    fireEvent(media, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(95);
    expect(screen.getByText('1 of 3 lessons · 33 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '1 of 3 lessons · 33 %' }).getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('button', { name: 'Lesson 1 done' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lesson 2 done' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('marks a lesson done by hand: the bar moves at once and stays with the answer', async () => {
    serve();
    let marked: unknown = null;
    server.use(
      mockCall('demo', courseCalls.markDone, { id: 'c1', message: 'l3' }, async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ data: { message_id: 'l3', position: 0, done: true, updated_at: '2026-02-01T00:00:00Z' } });
      }),
    );
    render(<CourseDetail group="demo" id="c1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lesson 3 done' }));
    expect(screen.getByText('1 of 3 lessons · 33 %')).toBeTruthy();
    await waitFor(() => expect(marked).toEqual({ done: true }));
    expect(screen.getByRole('button', { name: 'Lesson 3 done' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says "Purchased" instead of the price of a charged course the member bought', async () => {
    serve(noProgress('c1'), courseFixture({ charge: { asset_id: 'usd', amount: '9.9' }, product_id: 'p1', paid: true, purchased: true }));
    render(<CourseDetail group="demo" id="c1" />);
    await screen.findByLabelText('Lesson 1: Why scams work');
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(screen.queryByText('$9.90')).toBeNull();
  });

  it('keeps no progress for a guest reading a public course: one player, no bar, no done marks', async () => {
    server.use(
      mockCall('demo', courseCalls.openGet, { id: 'c2' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'c2', public: true }) })),
      mockCall('demo', courseCalls.openMessages, { id: 'c2' }, () => HttpResponse.json({ data: messages })),
    );
    render(<CourseDetail group="demo" id="c2" />);
    expect(await screen.findByLabelText('Lesson 1: Why scams work')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lesson 1 done' })).toBeNull();
  });
});
