import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { albumCalls } from '../../../../contract/api/album';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { albumFixture } from '../../../../test/fixtures/album';
import { accountCalls } from '../../../../contract/api/account';
import { clearToasts } from '../../../ui/toast';

useMswServer();

const album = albumFixture;

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  clearToasts();
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AlbumScreen (group-albums-album)', { timeout: 60_000 }, () => {
  it('opens for a guest with its courses and no edit link', async () => {
    server.use(...groupHandlers('demo'), mockCall('demo', albumCalls.get, { id: 'al1' }, () => HttpResponse.json({ data: album() })));
    renderApp('#/demo/albums/al1');
    expect(await screen.findByRole('heading', { name: 'Classics' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Old books')).toBeTruthy();
    expect(screen.getByText('Night reading')).toBeTruthy();
    expect(screen.queryByText('Edit album')).toBeNull();
  });

  it('lets a lecturer favour it and reach the editor', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    let favored = false;
    server.use(
      ...groupHandlers('demo'),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'lecturer' }) })),
      mockCall('demo', albumCalls.get, { id: 'al1' }, () => HttpResponse.json({ data: album() })),
      mockCall('demo', albumCalls.favor, { id: 'al1' }, () => {
        favored = true;
        return HttpResponse.json({ data: { favored: true, favorite_count: 1 } });
      }),
    );
    renderApp('#/demo/albums/al1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }, { timeout: 15_000 }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    await waitFor(() => expect(favored).toBe(true));
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    const edit = await screen.findByRole('link', { name: 'Edit album' });
    expect(edit.getAttribute('href')).toBe('#/demo/albums/al1/edit');
  });
});

describe('AlbumEditScreen (group-albums-create)', { timeout: 60_000 }, () => {
  it('tells a member that only lecturers edit albums', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      ...groupHandlers('demo'),
      mockCall('demo', accountCalls.me, () =>
        HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true }) }),
      ),
    );
    renderApp('#/demo/albums/create');
    expect(await screen.findByText('Only lecturers, admins and the owner can open this page.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('creates an album and goes on to its editor', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    let body: any;
    server.use(
      ...groupHandlers('demo'),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'lecturer' }) })),
      mockCall('demo', albumCalls.create, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: album({ album_id: 'al9', course_records: [] }) });
      }),
      mockCall('demo', albumCalls.get, { id: 'al9' }, () => HttpResponse.json({ data: album({ album_id: 'al9', course_records: [] }) })),
      mockCall('demo', courseCalls.list, () => HttpResponse.json({ data: { courses: [], unfinished: [] } })),
    );
    renderApp('#/demo/albums/create');
    const name = await screen.findByLabelText('Name', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('A name is required')).toBeTruthy();
    fireEvent.input(name, { target: { value: ' Classics ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/albums/al9/edit'));
    expect(body).toEqual({ name: 'Classics', description: '' });
    expect(await screen.findByRole('button', { name: 'Delete album' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('says a refusal under the form, not in a toast, keeping what was typed', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    let tries = 0;
    server.use(
      ...groupHandlers('demo'),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'lecturer' }) })),
      mockCall('demo', albumCalls.create, () => {
        tries++;
        return HttpResponse.json({ code: 100400, message: 'invalid name' }, { status: 400 });
      }),
    );
    renderApp('#/demo/albums/create');
    const name = (await screen.findByLabelText('Name', {}, { timeout: 15_000 })) as HTMLInputElement;
    const about = screen.getByLabelText('Description') as HTMLTextAreaElement;
    fireEvent.input(name, { target: { value: 'Classics' } });
    fireEvent.input(about, { target: { value: 'Old books' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(tries).toBe(1));
    const form = name.closest('form')!;
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/not accepted/);
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Create album' }));
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(name.value).toBe('Classics');
    expect(about.value).toBe('Old books');
    expect(location.hash).toBe('#/demo/albums/create');
  });
});
