import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { matchPath } from '../../../lib/paths';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture, messageFixture } from '../../../../test/fixtures/courseEdit';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const lecturer = () => http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ role: 'lecturer' }) }));

describe('course editing routes', { timeout: 20000 }, () => {
  it('reads /courses/create as the editor, not as a course id', () => {
    expect(matchPath('/demo/courses/create').name).toBe('group-courses-create');
    expect(matchPath('/demo/courses/c1/edit').name).toBe('group-courses-id-edit');
    expect(matchPath('/demo/courses/c1/edit/messages').name).toBe('group-courses-id-edit-messages');
    expect(matchPath('/demo/albums/create').name).toBe('group-albums-create');
  });

  it('creates a course as a draft and goes on to its messages', async () => {
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      http.get(apiUrl('demo', '/course-tags/'), () => HttpResponse.json({ data: [] })),
      http.post(apiUrl('demo', '/course-edit/'), () => HttpResponse.json({ data: courseFixture({ course_id: 'n1' }) })),
      http.get(apiUrl('demo', '/courses/n1'), () => HttpResponse.json({ data: courseFixture({ course_id: 'n1' }) })),
      http.get(apiUrl('demo', '/courses/n1/messages'), () => HttpResponse.json({ data: [] })),
    );
    renderApp('#/demo/courses/create');
    fireEvent.input(await screen.findByLabelText('Title', {}, { timeout: 5000 }), { target: { value: 'T' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/courses/n1/edit/messages'));
    expect(await screen.findByText('No messages yet. Add the first one below.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('publishes a draft after confirmation', async () => {
    let published = false;
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      http.get(apiUrl('demo', '/course-tags/'), () => HttpResponse.json({ data: [] })),
      http.get(apiUrl('demo', '/courses/c1'), () => HttpResponse.json({ data: courseFixture() })),
      http.get(apiUrl('demo', '/courses/c1/messages'), () => HttpResponse.json({ data: [messageFixture('m1', 0)] })),
      http.post(apiUrl('demo', '/courses/c1/post/publish'), () => {
        published = true;
        return HttpResponse.json({ data: courseFixture({ state: 'published' }) });
      }),
    );
    renderApp('#/demo/courses/c1/edit');
    expect(await screen.findByText('Draft', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(published).toBe(true);
    expect(screen.getByRole('button', { name: 'Finish course' })).toBeTruthy();
  });

  it('deletes a course after confirmation and goes back to the group', async () => {
    let deleted = false;
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      http.get(apiUrl('demo', '/course-tags/'), () => HttpResponse.json({ data: [] })),
      http.get(apiUrl('demo', '/courses/c1'), () => HttpResponse.json({ data: courseFixture() })),
      http.delete(apiUrl('demo', '/course-edit/course/c1'), () => {
        deleted = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp('#/demo/courses/c1/edit');
    expect(await screen.findByText('Draft', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete course' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.hash).toBe('#/demo'));
    expect(deleted).toBe(true);
  });

  it('keeps members out of the editor', async () => {
    server.use(
      ...groupHandlers('demo'),
      http.get(apiUrl('demo', '/users/me'), () =>
        HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true }) }),
      ),
    );
    renderApp('#/demo/courses/create');
    expect(await screen.findByText('Only lecturers, admins and the owner can open this page.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
