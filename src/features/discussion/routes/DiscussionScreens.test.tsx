import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { mockCall, server, useMswServer } from '../../../../test/msw';
import { discussionCalls } from '../../../../contract/api/discussion';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { discussionFixture, replyFixture } from '../../../../test/fixtures/discussion';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { discussionDetail } from '../model';
import { clearToasts, toasts } from '../../../ui/toast';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

/** Refusals are said in the form, never in a toast (issue 26 point 16). */
const errorToasts = () => toasts.value.filter((item) => item.kind === 'error').map((item) => item.message);

const member = meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });
const settings = { settings: { discussion_enabled: true } };

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  discussionDetail.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  clearToasts();
  logoutGroup('demo');
});

describe('DiscussionsScreen (group-discussions)', { timeout: 60_000 }, () => {
  it('lists stuck posts first as the server sends them, with "New post" when allowed', async () => {
    let asked = '';
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.list, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          data: {
            discussions: [
              discussionFixture({ discussion_id: 'd7', content: 'Community rules', stuck: true, stuck_at: '2026-01-01T00:00:00.000Z' }),
              discussionFixture({ discussion_id: 'd1', content: 'Hello everyone', reply_count: 2 }),
            ],
            can_post: true,
          },
        });
      }),
    );
    renderApp('#/demo/discussions');
    const list = await screen.findByRole('list', { name: 'Discussions' }, { timeout: 15_000 });
    const links = await within(list).findAllByRole('link');
    expect(links[0]!.textContent).toContain('Community rules');
    expect(links[0]!.textContent).toContain('Pinned');
    expect(links[0]!.getAttribute('href')).toBe('#/demo/discussions/d7');
    expect(links[1]!.closest('.discussion-card')!.textContent).toContain('2 replies');
    expect(asked).toContain('offset=0');
    expect(asked).toContain('limit=20');
    const create = await screen.findByRole('link', { name: 'New post' });
    expect(create.getAttribute('href')).toBe('#/demo/discussions/post');
    expect(create.className).toContain('ui-btn--primary');
  });

  it('shows the empty state and no "New post" when posting is closed (mute mode, admins only)', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.list, () => HttpResponse.json({ data: { discussions: [], can_post: false } })),
    );
    renderApp('#/demo/discussions');
    expect(await screen.findByText('No posts yet. Start the first discussion!', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New post' })).toBeNull();
  });
});

describe('DiscussionsScreen search', { timeout: 60_000 }, () => {
  it('searches once typing pauses, sends q, marks the match and says when nothing matches', async () => {
    const asked: (string | null)[] = [];
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.list, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        const discussions = q === '钱包'
          ? [discussionFixture({ discussion_id: 'd3', content: '请问冷钱包怎么备份？<b>钱包</b>' })]
          : q
            ? []
            : [discussionFixture({ discussion_id: 'd1', content: 'Hello everyone' })];
        return HttpResponse.json({ data: { discussions, can_post: true } });
      }),
    );
    renderApp('#/demo/discussions');
    const box = await screen.findByRole('searchbox', { name: 'Search posts' }, { timeout: 15_000 });
    await screen.findByText('Hello everyone', {}, { timeout: 15_000 });
    fireEvent.input(box, { target: { value: '钱' } });
    fireEvent.input(box, { target: { value: '钱包' } });
    await waitFor(() => expect(document.querySelectorAll('.discussion-card mark')).toHaveLength(2), { timeout: 15_000 });
    const list = screen.getByRole('list', { name: 'Discussions' });
    expect(asked).toEqual([null, '钱包']);
    const text = list.querySelector('.discussion-card__text')!;
    expect(text.textContent).toBe('请问冷钱包怎么备份？<b>钱包</b>');
    expect(text.querySelector('b')).toBeNull();
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['钱包', '钱包']);

    fireEvent.input(box, { target: { value: 'nothing here' } });
    expect(await screen.findByText('No posts match this search.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(asked[asked.length - 1]).toBe('nothing here');
  });
});

describe('DiscussionScreen (group-discussions-id)', { timeout: 60_000 }, () => {
  const post = discussionFixture({
    content: 'Read https://example.com/guide, not javascript:alert(1) or <img src=x onerror=alert(1)>',
    reply_count: 1,
    can_delete: true,
  });

  it('shows the text as text with only http(s) links, the replies, and sends a reply', async () => {
    let replies = [replyFixture()];
    let sent: unknown;
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: post })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: replies })),
      mockCall('demo', discussionCalls.reply, { id: 'd1' }, async ({ request }) => {
        sent = await request.json();
        const reply = replyFixture({ reply_id: 'r2', content: 'Me too', can_delete: true });
        replies = [...replies, reply];
        return HttpResponse.json({ data: reply });
      }),
    );
    renderApp('#/demo/discussions/d1');
    const link = await screen.findByRole('link', { name: 'https://example.com/guide' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(article.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pin to top' })).toBeNull();

    fireEvent.input(screen.getByLabelText('Your reply'), { target: { value: '  Me too ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(sent).toEqual({ content: 'Me too' }));
    expect(await screen.findByText('Me too')).toBeTruthy();
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('a reply the server refuses for a control character says so and keeps the text (issue 22 point 7)', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: post })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', discussionCalls.reply, { id: 'd1' }, () => HttpResponse.json(
        { code: 100440, message: 'invalid content: expected text without control characters, found U+0000' },
        { status: 400 },
      )),
    );
    renderApp('#/demo/discussions/d1');
    const box = (await screen.findByLabelText('Your reply', {}, { timeout: 15_000 })) as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: 'pasted\u0000text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    // Under the box it is about, tied to it, and not in a toast (issue 26 point 16).
    const alert = (await screen.findByText(/contains a character that cannot be saved/)).closest('[role="alert"]')!;
    expect(alert).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText(/Code 100440/)).toBeNull();
    expect(errorToasts()).toEqual([]);
    expect(box.value).toBe('pasted\u0000text');
  });

  it('a new post the server refuses says why above Post and keeps the text', async () => {
    let tries = 0;
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.create, () => {
        tries++;
        return HttpResponse.json({ code: 100400, message: 'invalid content' }, { status: 400 });
      }),
    );
    renderApp('#/demo/discussions/post');
    const box = (await screen.findByLabelText('Text', {}, { timeout: 15_000 })) as HTMLTextAreaElement;
    const form = within(box.closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    // Nothing in it: said under the text, nothing sent.
    expect((await form.findByRole('alert')).textContent).toBe('Write something or add an image first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(tries).toBe(0);
    fireEvent.input(box, { target: { value: 'Who is coming on Friday?' } });
    expect(form.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect(alert.nextElementSibling!.textContent).toBe('Post');
    expect(tries).toBe(1);
    expect(errorToasts()).toEqual([]);
    expect(box.value).toBe('Who is coming on Friday?');
  });

  it('lets an admin pin the post and delete it after a danger confirm', async () => {
    let stuck = false;
    let deleted = false;
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin' }) })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: { ...post, stuck } })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', discussionCalls.stick, { id: 'd1' }, () => {
        stuck = true;
        return HttpResponse.json({ data: { ...post, stuck: true, stuck_at: '2026-01-03T00:00:00.000Z' } });
      }),
      mockCall('demo', discussionCalls.remove, { id: 'd1' }, () => {
        deleted = true;
        return HttpResponse.json({ data: { discussion_id: 'd1' } });
      }),
      mockCall('demo', discussionCalls.list, () => HttpResponse.json({ data: { discussions: [], can_post: true } })),
    );
    renderApp('#/demo/discussions/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pin to top' }, { timeout: 15_000 }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeTruthy();
    expect(stuck).toBe(true);

    const remove = screen.getByRole('button', { name: 'Delete' });
    // Beside Pin and the reply, a quiet outline: the reply box keeps the one primary action.
    expect(remove.classList.contains('ui-btn--danger-outline')).toBe(true);
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this post and its replies?')).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() => expect(location.hash).toBe('#/demo/discussions'));
  });
});
