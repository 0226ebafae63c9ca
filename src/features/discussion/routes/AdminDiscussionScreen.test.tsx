import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { mockCall, server, useMswServer } from '../../../../test/msw';
import { discussionCalls } from '../../../../contract/api/discussion';
import { meFixture } from '../../../../test/fixtures/account';
import { discussionFixture } from '../../../../test/fixtures/discussion';
import { groupAdminSettingsFixture, settingsStore } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';
import type { Discussion } from '../../../../contract/discussion';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

// admin/discussion (issue 14 point 3): who may post and reply, the pinned posts with "Unpin", the
// latest others with "Pin to top" and "Delete"; each change read back in the server's order.

useMswServer();

let saved: ReturnType<typeof settingsStore>['store'];
let posts: Discussion[];
let sent: string[];

/** The feed as the server orders it: pinned first (latest pinned first), then newest first. */
function feed(): Discussion[] {
  const pinned = posts.filter((p) => p.stuck).sort((a, b) => (b.stuck_at || '').localeCompare(a.stuck_at || ''));
  return pinned.concat(posts.filter((p) => !p.stuck).sort((a, b) => b.created_at.localeCompare(a.created_at)));
}

function serve() {
  const settings = settingsStore(groupAdminSettingsFixture({ discussion_permission: 'everyone' }));
  saved = settings.store;
  server.use(
    ...settings.handlers,
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', discussionCalls.list, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') || 0);
      return HttpResponse.json({ data: { discussions: feed().slice(offset, offset + 20), can_post: true } });
    }),
    ...(['stick', 'unstick'] as const).map((action) => mockCall('demo', discussionCalls[action], ({ params }) => {
      sent.push(`${action} ${params.id}`);
      const stuck = action === 'stick';
      posts = posts.map((p) => (p.discussion_id === params.id ? { ...p, stuck, stuck_at: stuck ? '2026-02-01T00:00:00.000Z' : null } : p));
      return HttpResponse.json({ data: posts.find((p) => p.discussion_id === params.id) });
    })),
    mockCall('demo', discussionCalls.remove, ({ params }) => {
      sent.push(`delete ${params.id}`);
      posts = posts.filter((p) => p.discussion_id !== params.id);
      return HttpResponse.json({ data: { discussion_id: params.id } });
    }),
  );
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
/** The list item of a post, by its text. */
async function postIn(list: HTMLElement, text: string): Promise<HTMLElement> {
  return (await within(list).findByText(text)).closest('li') as HTMLElement;
}

beforeEach(() => {
  localStorage.clear();
  [account, groupAdminSettings, groupSettings].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  posts = [
    discussionFixture({ discussion_id: 'p1', content: 'House rules', stuck: true, stuck_at: '2026-01-05T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' }),
    discussionFixture({ discussion_id: 'r1', content: 'Older question', created_at: '2026-01-02T00:00:00.000Z' }),
    discussionFixture({ discussion_id: 'r2', content: 'Newest question', created_at: '2026-01-03T00:00:00.000Z' }),
    discussionFixture({ discussion_id: 'r3', content: '', images: [{ attachment_id: 'a1', url: '/x.png' }, { attachment_id: 'a2', url: '/y.png' }], created_at: '2026-01-02T12:00:00.000Z' }),
  ];
  sent = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminDiscussionScreen (group-admin-discussion)', { timeout: 60_000 }, () => {
  it('is a section of the portal: the permission, the pinned posts and the latest others, newest first', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Discussions/ }));
    const permission = await region('Who may post and reply');
    expect((within(permission).getByRole('radio', { name: 'Every member' }) as HTMLInputElement).checked).toBe(true);
    const pinned = await region('Pinned posts');
    await postIn(pinned, 'House rules');
    expect(within(pinned).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('House rules')]);
    expect(within(await postIn(pinned, 'House rules')).getByRole('button', { name: 'Unpin' })).toBeTruthy();
    const recent = await region('Latest posts');
    await within(recent).findByText('Newest question');
    expect(within(recent).getAllByRole('listitem').map((li) => li.querySelector('.discussion-admin__text')!.textContent))
      .toEqual(['Newest question', '2 images', 'Older question']);
    const row = await postIn(recent, 'Newest question');
    expect(within(row).getByRole('button', { name: 'Pin to top' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('#/demo/discussions/r2');
  });

  it('narrows who may post; a refusal puts the choice back and says why', async () => {
    serve();
    renderApp('#/demo/admin/discussion');
    const permission = await region('Who may post and reply');
    fireEvent.click(within(permission).getByRole('radio', { name: 'Only the owner and admins' }));
    await screen.findByText('Saved');
    expect(saved.puts).toEqual([{ discussion_permission: 'admins' }]);
    expect(groupAdminSettings.of('demo').data!.discussion_permission).toBe('admins');

    saved.refusal = { code: 100400, message: 'invalid discussion_permission', status: 400 };
    fireEvent.click(within(permission).getByRole('radio', { name: 'Every member' }));
    expect(await within(permission).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect((within(permission).getByRole('radio', { name: 'Only the owner and admins' }) as HTMLInputElement).checked).toBe(true));
  });

  it('pins a post to the top and unpins another; both lists follow the server', async () => {
    serve();
    renderApp('#/demo/admin/discussion');
    const recent = await region('Latest posts');
    fireEvent.click(within(await postIn(recent, 'Older question')).getByRole('button', { name: 'Pin to top' }));
    await screen.findByText('Pinned to the top');
    const pinned = await region('Pinned posts');
    await postIn(pinned, 'Older question');
    expect(within(recent).queryByText('Older question')).toBeNull();

    fireEvent.click(within(await postIn(pinned, 'House rules')).getByRole('button', { name: 'Unpin' }));
    await screen.findByText('Unpinned');
    await postIn(recent, 'House rules');
    await waitFor(() => expect(within(pinned).queryByText('House rules')).toBeNull());
    expect(sent).toEqual(['stick r1', 'unstick p1']);
  });

  it('deletes a post once confirmed; cancelling keeps it', async () => {
    serve();
    renderApp('#/demo/admin/discussion');
    const recent = await region('Latest posts');
    fireEvent.click(within(await postIn(recent, 'Newest question')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this post and its replies?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(await postIn(recent, 'Newest question')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Post deleted');
    await waitFor(() => expect(within(recent).queryByText('Newest question')).toBeNull());
    expect(sent).toEqual(['delete r2']);
  });

  it('says when the posts cannot be loaded, with a retry', async () => {
    serve();
    let fail = true;
    server.use(mockCall('demo', discussionCalls.list, () => {
      if (!fail) return HttpResponse.json({ data: { discussions: feed(), can_post: true } });
      return HttpResponse.error();
    }));
    renderApp('#/demo/admin/discussion');
    const pinned = await region('Pinned posts');
    expect(await within(pinned).findByText('The posts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(pinned).getByRole('button', { name: 'Retry' }));
    await postIn(pinned, 'House rules');
  });
});
