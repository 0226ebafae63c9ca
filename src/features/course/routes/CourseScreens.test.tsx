import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Role } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture } from '../../../../test/fixtures/course';
import { clearCoursePages } from '../model';

useMswServer();

function handlers(role: Role) {
  return [
    ...groupHandlers(),
    http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
    http.get(apiUrl('demo', '/assets/all'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('demo', '/course-tags/'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('demo', '/courses/'), ({ request }) => {
      const draft = new URL(request.url).searchParams.get('state') === 'draft';
      const course = draft
        ? courseFixture({ course_id: 'd1', title: 'Unfinished draft', state: 'draft' })
        : courseFixture({ course_id: 'c1', title: 'Published course' });
      return HttpResponse.json({ data: { courses: [course], unfinished: [] } });
    }),
    http.get(apiUrl('demo', '/courses/c1'), () => HttpResponse.json({ data: courseFixture({ course_id: 'c1', title: 'Published course' }) })),
    http.get(apiUrl('demo', '/courses/c1/messages'), () => HttpResponse.json({ data: [] })),
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
    expect((await screen.findByRole('link', { name: 'New course' })).getAttribute('href')).toBe('#/demo/courses/create');
    expect(screen.getByRole('link', { name: 'Albums' }).getAttribute('href')).toBe('#/demo/albums');
    expect((await screen.findByRole('link', { name: 'Unfinished draft' })).getAttribute('href')).toBe('#/demo/courses/d1/edit');
    expect(await screen.findByText('Published course')).toBeTruthy();
  });

  it('gives a lecturer the course’s editor on the course page', async () => {
    server.use(...handlers('lecturer'));
    renderApp('#/demo/courses/c1');
    expect((await screen.findByRole('link', { name: 'Edit course' })).getAttribute('href')).toBe('#/demo/courses/c1/edit');
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
