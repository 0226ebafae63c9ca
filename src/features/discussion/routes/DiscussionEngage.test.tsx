import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { mockCall, server, useMswServer } from '../../../../test/msw';
import { discussionCalls } from '../../../../contract/api/discussion';
import { accountCalls } from '../../../../contract/api/account';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { discussionFixture, replyFixture } from '../../../../test/fixtures/discussion';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { discussionDetail } from '../model';

// Issue 26 point 4: likes, replies to replies, kudos from a post, featured posts, sharing.
useMswServer();

const member = meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });
const settings = { settings: { discussion_enabled: true } };
const WAIT = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  discussionDetail.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  vi.restoreAllMocks();
});

/** A server answer the test lets go when it chooses. */
function held<T>() {
  let release!: (value: T) => void;
  const answer = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('likes', { timeout: 60_000 }, () => {
  it('a like on a feed card shows at once, then the server’s count', async () => {
    const pending = held<Response>();
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.list, () =>
        HttpResponse.json({ data: { discussions: [discussionFixture({ like_count: 2 })], can_post: true } })),
      mockCall('demo', discussionCalls.like, { id: 'd1' }, () => pending.answer),
    );
    renderApp('#/demo/discussions');
    const like = await screen.findByRole('button', { name: 'Like, 2 likes' }, WAIT);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const now = screen.getByRole('button', { name: 'Like, 3 likes' });
    expect(now.getAttribute('aria-pressed')).toBe('true');
    // The tap stayed on the feed: the like is not a visit to the post.
    expect(location.hash).toBe('#/demo/discussions');
    pending.release(HttpResponse.json({ data: { liked: true, like_count: 7 } }));
    expect(await screen.findByRole('button', { name: 'Like, 7 likes' })).toBeTruthy();
  });

  it('a refused like goes back to what it was and says why', async () => {
    let asked = 0;
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ like_count: 4, liked: true }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', discussionCalls.unlike, { id: 'd1' }, () => {
        asked += 1;
        return HttpResponse.json({ code: 404, message: 'cannot find resource' }, { status: 404 });
      }),
    );
    renderApp('#/demo/discussions/d1');
    const like = await screen.findByRole('button', { name: 'Like, 4 likes' }, WAIT);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(like);
    expect(screen.getByRole('button', { name: 'Like, 3 likes' }).getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('This could not be found. It may have been removed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like, 4 likes' }).getAttribute('aria-pressed')).toBe('true');
    expect(asked).toBe(1);
  });

  it('likes a reply through its own call', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ reply_count: 1 }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [replyFixture({ like_count: 1 })] })),
      mockCall('demo', discussionCalls.likeReply, { id: 'd1', replyId: 'r1' }, () => HttpResponse.json({ data: { liked: true, like_count: 2 } })),
    );
    renderApp('#/demo/discussions/d1');
    const reply = (await screen.findByText('Thanks!', {}, WAIT)).closest('.discussion-reply') as HTMLElement;
    fireEvent.click(within(reply).getByRole('button', { name: 'Like, 1 like' }));
    const liked = await within(reply).findByRole('button', { name: 'Like, 2 likes' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('replies to replies', { timeout: 60_000 }, () => {
  it('a nested reply quotes what it answers; answering a reply sends reply_to and shows the quote above the box', async () => {
    let sent: unknown;
    const top = replyFixture({ reply_id: 'r1', content: 'Paper works for me\nand a second copy' });
    const nested = replyFixture({
      reply_id: 'r2', parent_reply_id: 'r1', content: 'Where do you keep it?',
      author: { user_id: 'u4', full_name: 'Dan Nested', avatar_url: '', nickname: '', role: 'user' },
      quote: { reply_id: 'r1', author_name: 'Carol Reader', excerpt: 'Paper works for me' },
    });
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ reply_count: 2 }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [top, nested] })),
      mockCall('demo', discussionCalls.reply, { id: 'd1' }, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: replyFixture({ reply_id: 'r3', parent_reply_id: 'r1', content: 'In a safe' }) });
      }),
    );
    renderApp('#/demo/discussions/d1');
    const row = (await screen.findByText('Where do you keep it?', {}, WAIT)).closest('.discussion-reply') as HTMLElement;
    expect(row.classList.contains('discussion-reply--nested')).toBe(true);
    const quote = row.querySelector('blockquote')!;
    expect(quote.textContent).toBe('Carol Reader wrote:Paper works for me');

    fireEvent.click(within(row).getByRole('button', { name: 'Reply to Dan Nested' }));
    const box = screen.getByLabelText('Your reply to Dan Nested') as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.closest('form')!.querySelector('blockquote')!.textContent).toBe('Dan Nested wrote:Where do you keep it?');
    fireEvent.input(box, { target: { value: 'In a safe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(sent).toEqual({ content: 'In a safe', reply_to: 'r2' }));
    // Sent: the box is back to replying to the post.
    expect(await screen.findByLabelText('Your reply')).toBeTruthy();
  });

  it('cancelling the answer replies to the post again; no reply buttons when replying is closed', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ reply_count: 1 }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [replyFixture()] })),
    );
    renderApp('#/demo/discussions/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Carol Reader' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Stop replying to Carol Reader' }));
    expect(screen.getByLabelText('Your reply')).toBeTruthy();
    expect(screen.queryByText('Carol Reader wrote:')).toBeNull();
  });
});

describe('kudos, share and featuring from the post', { timeout: 60_000 }, () => {
  it('kudos open the tip form with the author chosen, on the post and on others’ replies, never on one’s own', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ reply_count: 2 }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({
        data: [replyFixture(), replyFixture({ reply_id: 'r2', content: 'Mine', author: { user_id: 'u1', full_name: 'Alice Member', avatar_url: '', nickname: '', role: 'user' } })],
      })),
    );
    renderApp('#/demo/discussions/d1');
    const post = await screen.findByRole('link', { name: 'Send kudos to Bob Writer' }, WAIT);
    expect(post.getAttribute('href')).toBe('#/demo/tip/send?to=u2');
    const reply = await screen.findByRole('link', { name: 'Send kudos to Carol Reader' });
    expect(reply.getAttribute('href')).toBe('#/demo/tip/send?to=u3');
    const mine = screen.getByText('Mine').closest('.discussion-reply') as HTMLElement;
    expect(within(mine).queryByRole('link', { name: /kudos/ })).toBeNull();
  });

  it('shares the post’s link: the share sheet where there is one, else copied with a toast; a refused copy says so', async () => {
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture() })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [] })),
    );
    const url = `${location.origin}${location.pathname}#/demo/discussions/d1`;
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderApp('#/demo/discussions/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url })));
    delete (navigator as { share?: unknown }).share;

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);

    writeText.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(`This browser did not let us copy the link. Copy it yourself: ${url}`)).toBeTruthy();
    delete (navigator as { clipboard?: unknown }).clipboard;
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('an admin features the post: the badge shows; members see no such button', async () => {
    let featured = false;
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin' }) })),
      mockCall('demo', discussionCalls.get, { id: 'd1' }, () => HttpResponse.json({ data: discussionFixture({ featured }) })),
      mockCall('demo', discussionCalls.replies, { id: 'd1' }, () => HttpResponse.json({ data: [] })),
      mockCall('demo', discussionCalls.feature, { id: 'd1' }, () => {
        featured = true;
        return HttpResponse.json({ data: discussionFixture({ featured: true, featured_at: '2026-01-03T00:00:00.000Z' }) });
      }),
    );
    renderApp('#/demo/discussions/d1');
    const article = await screen.findByRole('article', {}, WAIT);
    expect(within(article).queryByText('Featured')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Feature' }, WAIT));
    expect(await screen.findByRole('button', { name: 'Unfeature' })).toBeTruthy();
    expect(within(article).getByText('Featured')).toBeTruthy();
    expect(featured).toBe(true);
  });
});

describe('the feed’s Featured filter', { timeout: 60_000 }, () => {
  it('asks the server for the featured posts, keeps the choice in the address, and shows their badge', async () => {
    const asked: (string | null)[] = [];
    server.use(
      ...groupHandlers('demo', settings),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
      mockCall('demo', discussionCalls.list, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter');
        asked.push(filter);
        const discussions = filter === 'featured'
          ? [discussionFixture({ discussion_id: 'd3', content: 'Worth keeping', featured: true })]
          : [discussionFixture({ discussion_id: 'd1', content: 'Hello everyone' }), discussionFixture({ discussion_id: 'd3', content: 'Worth keeping', featured: true })];
        return HttpResponse.json({ data: { discussions, can_post: true } });
      }),
    );
    renderApp('#/demo/discussions');
    const group = await screen.findByRole('group', { name: 'Show' }, WAIT);
    const all = within(group).getByRole('button', { name: 'All' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Hello everyone', {}, WAIT);
    fireEvent.click(within(group).getByRole('button', { name: 'Featured' }));
    const card = (await screen.findByText('Worth keeping', {}, WAIT)).closest('.discussion-card') as HTMLElement;
    expect(screen.queryByText('Hello everyone')).toBeNull();
    expect(within(card).getByText('Featured')).toBeTruthy();
    expect(asked).toEqual([null, 'featured']);
    expect(location.hash).toBe('#/demo/discussions?filter=featured');
    expect(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Featured' }).getAttribute('aria-pressed')).toBe('true');
  });
});
