import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { assetCalls } from '../../../../contract/api/asset';
import type { Signal } from '@preact/signals';
import { host, type HostInfo } from '../../../lib/host';
import { logoutGroup, setSession } from '../../../lib/session';
import { audioAttachment, courseFixture, messageFixture } from '../../../../test/fixtures/course';
import { purchase } from '../../checkout';
import { openJoinDialog } from '../../join';
import { CourseDetail } from './CourseDetail';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course', 'auth', 'course_edit'));

// The checkout and the join dialog have their own tests; here only that the course hands over to them.
vi.mock('../../checkout', () => ({ purchase: vi.fn(() => Promise.resolve('cancel')) }));
vi.mock('../../join', () => ({ openJoinDialog: vi.fn(() => Promise.resolve(false)) }));

useMswServer();

beforeEach(() => {
  server.use(mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: [] })));
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
    expect(container.querySelector('audio')!.getAttribute('src')).toBe('/api/attachments/a1');
    expect(screen.getByText('Lecturer: Lena Lecturer')).toBeTruthy();
    expect(screen.getByText('Members only')).toBeTruthy();
    // A plain browser has no playlist (§9).
    expect(screen.queryByRole('checkbox', { name: 'Play all in order' })).toBeNull();
  });

  it('offers the playlist only in wallet versions that support it', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [messageFixture()] })),
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
