import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, heldResponse, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { assetCalls } from '../../../../contract/api/asset';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Role } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture } from '../../../../test/fixtures/course';
import { clearCoursePages } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

function handlers(role: Role) {
  return [
    ...groupHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: [] })),
    mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
    mockCall('demo', courseCalls.list, ({ request }) => {
      const draft = new URL(request.url).searchParams.get('state') === 'draft';
      const course = draft
        ? courseFixture({ course_id: 'd1', title: 'Unfinished draft', state: 'draft' })
        : courseFixture({ course_id: 'c1', title: 'Published course' });
      return HttpResponse.json({ data: { courses: [course], unfinished: [] } });
    }),
    mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'c1', title: 'Published course' }) })),
    mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [] })),
  ];
}

beforeEach(() => {
  localStorage.clear();
  clearCoursePages();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the lecturer’s way into the course editor', () => {
  it('gives a lecturer new course, albums and the drafts on the course list', async () => {
    server.use(...handlers('lecturer'));
    renderApp('#/demo/courses');
    const create = await screen.findByRole('link', { name: 'New course' });
    expect(create.getAttribute('href')).toBe('#/demo/courses/create');
    expect(create.classList.contains('ui-btn--primary')).toBe(true);
    const albums = screen.getByRole('link', { name: 'Albums' });
    expect(albums.getAttribute('href')).toBe('#/demo/albums');
    expect(albums.classList.contains('ui-btn--secondary')).toBe(true);
    expect((await screen.findByRole('link', { name: 'Unfinished draft' })).getAttribute('href')).toBe('#/demo/courses/d1/edit');
    expect(await screen.findByText('Published course')).toBeTruthy();
  });

  it('gives a lecturer the course’s editor on the course page', async () => {
    server.use(...handlers('lecturer'));
    renderApp('#/demo/courses/c1');
    const edit = await screen.findByRole('link', { name: 'Edit course' });
    expect(edit.getAttribute('href')).toBe('#/demo/courses/c1/edit');
    expect(edit.classList.contains('ui-btn')).toBe(true);
  });

  it('shows a member neither', async () => {
    server.use(...handlers('user'));
    renderApp('#/demo/courses');
    expect(await screen.findByText('Published course')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New course' })).toBeNull();
    cleanup();
    renderApp('#/demo/courses/c1');
    expect(await screen.findByRole('heading', { name: 'Published course' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit course' })).toBeNull();
  });
});


const noSpinner = (container: Element) => {
  expect(container.querySelector('.ui-spinner')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
};

describe('course screens while they load', { timeout: 60_000 }, () => {
  it('shows the course list as course cards’ placeholders, not a spinner', async () => {
    const page = heldResponse();
    server.use(
      ...handlers('user'),
      mockCall('demo', courseCalls.list, async () => {
        await page.wait();
        return HttpResponse.json({ data: { courses: [courseFixture({ course_id: 'c1', title: 'Published course' })], unfinished: [] } });
      }),
    );
    const { container } = renderApp('#/demo/courses');
    await waitFor(() => expect(container.querySelectorAll('.course-card--skeleton')).toHaveLength(6));
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('Loading…');
    // Each placeholder is a card's own box (CourseCard.css gives it its one height).
    expect(container.querySelector('.course-card--skeleton')!.classList.contains('course-card')).toBe(true);
    noSpinner(container);

    page.release();
    expect(await screen.findByText('Published course')).toBeTruthy();
    expect(container.querySelector('.course-card--skeleton')).toBeNull();
  });

  it('shows the course page as its poster, title and facts’ placeholders, then the messages’', async () => {
    const course = heldResponse();
    const messages = heldResponse();
    server.use(
      ...handlers('user'),
      mockCall('demo', courseCalls.get, { id: 'c1' }, async () => {
        await course.wait();
        return HttpResponse.json({ data: courseFixture({ course_id: 'c1', title: 'Published course' }) });
      }),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, async () => {
        await messages.wait();
        return HttpResponse.json({ data: [] });
      }),
    );
    const { container } = renderApp('#/demo/courses/c1');
    const region = await screen.findByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('.course-header__frame')).toBeTruthy();
    expect(region.querySelector('.course-header__shape-title')).toBeTruthy();
    expect(region.querySelectorAll('.course-header__shape-fact').length).toBeGreaterThan(0);
    noSpinner(container);

    course.release();
    expect(await screen.findByRole('heading', { name: 'Published course' })).toBeTruthy();
    const rest = screen.getByRole('status', { name: 'Loading…' });
    expect(rest.getAttribute('aria-busy')).toBe('true');
    noSpinner(container);

    messages.release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
  });
});
