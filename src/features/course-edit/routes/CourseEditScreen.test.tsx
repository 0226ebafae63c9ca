import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { courseEditCalls } from '../../../../contract/api/courseEdit';
import { matchPath } from '../../../lib/paths';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture, messageFixture } from '../../../../test/fixtures/courseEdit';
import { accountCalls } from '../../../../contract/api/account';

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

const lecturer = () => mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'lecturer' }) }));

describe('course editing routes', { timeout: 60_000 }, () => {
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
      mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseEditCalls.create, () => HttpResponse.json({ data: courseFixture({ course_id: 'n1' }) })),
      mockCall('demo', courseCalls.get, { id: 'n1' }, () => HttpResponse.json({ data: courseFixture({ course_id: 'n1' }) })),
      mockCall('demo', courseCalls.messages, { id: 'n1' }, () => HttpResponse.json({ data: [] })),
    );
    renderApp('#/demo/courses/create');
    fireEvent.input(await screen.findByLabelText('Title', {}, { timeout: 15_000 }), { target: { value: 'T' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/courses/n1/edit/messages'));
    expect(await screen.findByText('No messages yet. Add the first one below.', {}, { timeout: 15_000 })).toBeTruthy();
    // A new course is a draft, and its messages' page says so beside the title.
    const heading = await screen.findByRole('heading', { name: 'Messages of Night reading' });
    expect(heading.parentElement!.querySelector('.course-edit-badge')!.textContent).toBe('Draft');
  });

  it('publishes a draft after confirmation', async () => {
    let published = false;
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: [messageFixture('m1', 0)] })),
      mockCall('demo', courseCalls.post, { id: 'c1', action: 'publish' }, () => {
        published = true;
        return HttpResponse.json({ data: courseFixture({ state: 'published' }) });
      }),
    );
    renderApp('#/demo/courses/c1/edit');
    // The course's title, and its state beside it.
    const heading = await screen.findByRole('heading', { name: 'Night reading' }, { timeout: 15_000 });
    const badge = () => heading.parentElement!.querySelector('.course-edit-badge')!;
    expect(badge().textContent).toBe('Draft');
    // Publish is the one primary action.
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.classList.contains('ui-btn--primary')).toBe(true);
    expect(document.querySelectorAll('.course-edit-actions .ui-btn--primary, .course-edit-actions__danger .ui-btn--primary')).toHaveLength(1);
    fireEvent.click(publish);
    // The question says what it does, and so does its button.
    const dialog = await screen.findByRole('dialog', { name: 'Publish this course?' });
    expect(dialog.textContent).not.toContain('Warning');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(badge().textContent).toBe('Published'));
    expect(published).toBe(true);
    expect(screen.getByRole('button', { name: 'Finish course' })).toBeTruthy();
  });

  it('shows a finished course as finished', async () => {
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.get, { id: 'c1' }, () =>
        HttpResponse.json({ data: courseFixture({ state: 'published', finished_at: '2026-01-02T00:00:00.000Z' }) }),
      ),
    );
    renderApp('#/demo/courses/c1/edit');
    const heading = await screen.findByRole('heading', { name: 'Night reading' }, { timeout: 15_000 });
    expect(heading.parentElement!.querySelector('.course-edit-badge')!.textContent).toBe('Finished');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish course' })).toBeNull();
  });

  it('shows the uploaded poster at its own shape, not a cropped square', async () => {
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture({ poster_url: 'https://media.test/poster.png' }) })),
    );
    renderApp('#/demo/courses/c1/edit');
    const poster = (await screen.findByRole('img', { name: 'Current poster' }, { timeout: 15_000 })) as HTMLImageElement;
    expect(poster.getAttribute('src')).toBe('https://media.test/poster.png');
    // No box of its own to fill: its width and height are the picture's (CourseEditForm.css caps them).
    expect(poster.getAttribute('width')).toBeNull();
    expect(poster.getAttribute('height')).toBeNull();
    expect(poster.closest('.ui-upload__thumb')).toBeNull();
    // The stored poster's size is not known: no "0 B" beside it.
    expect(screen.queryByText('0 B')).toBeNull();
  });

  it('deletes a course after confirmation and goes back to the group', async () => {
    let deleted = false;
    server.use(
      ...groupHandlers('demo'),
      lecturer(),
      mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [] })),
      mockCall('demo', courseCalls.get, { id: 'c1' }, () => HttpResponse.json({ data: courseFixture() })),
      mockCall('demo', courseEditCalls.removeCourse, { id: 'c1' }, () => {
        deleted = true;
        return HttpResponse.json({ data: courseFixture() });
      }),
    );
    renderApp('#/demo/courses/c1/edit');
    await screen.findByRole('heading', { name: 'Night reading' }, { timeout: 15_000 });
    // A secondary action outlined in the danger colour, set apart from the primary ones.
    const remove = screen.getByRole('button', { name: 'Delete course' });
    expect(remove.classList.contains('ui-btn--danger-outline')).toBe(true);
    expect(remove.classList.contains('ui-btn--primary')).toBe(false);
    expect(remove.closest('.course-edit-actions__danger')).toBeTruthy();
    expect(remove.closest('.course-edit-actions__buttons')).toBeNull();
    fireEvent.click(remove);
    // The question names the course.
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Night reading”?' });
    // Deleting cannot be undone: its confirm button is in the danger colour, not the primary teal.
    const confirmDelete = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirmDelete.classList.contains('ui-btn--danger')).toBe(true);
    expect(confirmDelete.classList.contains('ui-btn--primary')).toBe(false);
    fireEvent.click(confirmDelete);
    await waitFor(() => expect(location.hash).toBe('#/demo'));
    expect(deleted).toBe(true);
  });

  it('keeps members out of the editor', async () => {
    server.use(
      ...groupHandlers('demo'),
      mockCall('demo', accountCalls.me, () =>
        HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true }) }),
      ),
    );
    renderApp('#/demo/courses/create');
    expect(await screen.findByText('Only lecturers, admins and the owner can open this page.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
