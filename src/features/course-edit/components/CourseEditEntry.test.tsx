import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture } from '../../../../test/fixtures/courseEdit';
import { CourseEditEntry } from './CourseEditEntry';
import { withTexts } from '../../../../test/texts';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('course_edit'));

useMswServer();
beforeEach(() => {
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const me = (role: 'lecturer' | 'user') => mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role }) }));

describe('CourseEditEntry', () => {
  it('gives a lecturer new course, albums and the drafts', async () => {
    let state = '';
    server.use(
      me('lecturer'),
      mockCall('demo', courseCalls.list, ({ request }) => {
        state = new URL(request.url).searchParams.get('state') || '';
        return HttpResponse.json({ data: { courses: [courseFixture({ course_id: 'd1', title: 'Unpublished' })], unfinished: [] } });
      }),
    );
    render(<CourseEditEntry group="demo" />);
    // Links, since they open a page, drawn as buttons: new course the primary one.
    const create = await screen.findByRole('link', { name: 'New course' });
    expect(create.getAttribute('href')).toBe('#/demo/courses/create');
    expect(create.classList.contains('ui-btn')).toBe(true);
    expect(create.classList.contains('ui-btn--primary')).toBe(true);
    const albums = screen.getByRole('link', { name: 'Albums' });
    expect(albums.getAttribute('href')).toBe('#/demo/albums');
    expect(albums.classList.contains('ui-btn')).toBe(true);
    expect((await screen.findByRole('link', { name: 'Unpublished' })).getAttribute('href')).toBe('#/demo/courses/d1/edit');
    expect(state).toBe('draft');
  });

  it('shows a member nothing', async () => {
    server.use(me('user'));
    const { container } = render(<CourseEditEntry group="demo" courseId="c1" />);
    await account.load('demo');
    expect(container.innerHTML).toBe('');
  });
});
