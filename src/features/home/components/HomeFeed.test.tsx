import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { homeHandlers } from '../../../../test/fixtures/home';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture } from '../../../../test/fixtures/course';
import { accountCalls } from '../../../../contract/api/account';
import { homeCalls } from '../../../../contract/api/home';
import type { HomeFeedItem } from '../../../../contract/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { groupPublic, groupSettings } from '../../group';
import { account } from '../../account';
import { latestCourses } from '../../course';
import { homeFeed } from '../feed';

useMswServer();

const actor = { user_id: 'u-2', full_name: 'Mia', avatar_url: '' };
const ITEMS: HomeFeedItem[] = [
  { kind: 'post', id: 'p-1', at: '2026-11-28T10:00:00Z', title: 'House rules', excerpt: 'Be kind.', actor, new: false, stuck: true },
  { kind: 'live', id: 's-1', at: '2026-11-28T09:00:00Z', title: 'Live Q&A', excerpt: null, actor, new: true, live: true, starts_at: null },
  { kind: 'post', id: 'p-2', at: '2026-11-28T08:00:00Z', title: 'Hello all', excerpt: null, actor, new: true, stuck: false },
  { kind: 'luckycoin', id: 'k-1', at: '2026-11-28T07:00:00Z', title: '', excerpt: null, actor, new: true },
  { kind: 'article', id: '12', at: '2026-11-27T07:00:00Z', title: 'Fresh article', excerpt: 'Short', actor, new: false },
  { kind: 'lesson', id: 'm-1', at: '2026-11-26T07:00:00Z', title: 'Reading 101', excerpt: null, actor, new: false, course_id: 'c-1', lessons: 2, started: true },
];

function renderHome(feed: () => Response, settings: Record<string, unknown> = {}, publicInfo: Record<string, unknown> = {}, at = '#/demo/home') {
  setSession('demo', { token: 't', refresh_token: 'r' });
  server.use(
    // First: the quiet home's handlers answer an empty feed.
    mockCall('demo', homeCalls.feed, feed),
    ...homeHandlers('demo', { courses: [courseFixture({ course_id: 'c-first' })] }),
    ...groupHandlers('demo', { settings, public: publicInfo }),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid', expired_at: '2099-03-04T10:00:00Z' }) })),
  );
  renderApp(at);
}

const answer = (items: HomeFeedItem[]) => () => HttpResponse.json({ data: { items, since: '2026-11-27T12:00:00Z' } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  [groupPublic, groupSettings, account, homeFeed, latestCourses].forEach((r) => r.clear('demo'));
});

describe('the home feed', () => {
  it('shows what is new in the order given, each card with its kind, a New mark when new, and one action', async () => {
    renderHome(answer(ITEMS));
    const feed = await screen.findByRole('region', { name: "What's new" });
    const cards = await within(feed).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      ['House rules', 'Live Q&A', 'Hello all', 'Lucky coins from Mia', 'Fresh article', 'Reading 101'],
    );
    const actions = cards.map((card) => within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]));
    expect(actions).toEqual([
      [['Open post', '#/demo/discussions/p-1']],
      [['Watch', '#/demo/stream']],
      [['Open post', '#/demo/discussions/p-2']],
      [['Open', '#/demo/luckycoin/k-1']],
      [['Read', '#/demo/articles/12']],
      [['Continue', '#/demo/courses/c-1']],
    ]);
    const marked = cards.filter((card) => within(card).queryByText('New'));
    expect(marked.map((card) => card.getAttribute('aria-label'))).toEqual(['Live Q&A', 'Hello all', 'Lucky coins from Mia']);
    expect(within(cards[0]!).getByText('Pinned')).toBeTruthy();
    expect(within(cards[0]!).getByText('Be kind.')).toBeTruthy();
    expect(within(cards[5]!).getByText('2 new lessons')).toBeTruthy();
    // The quick links come below the feed.
    const links = screen.getByRole('navigation', { name: 'Explore the group' });
    expect(feed.compareDocumentPosition(links) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with nothing new, says what to do first: the rules, introducing oneself, the first lesson', async () => {
    renderHome(answer([]), { discussion_enabled: true, 'course-enabled': true },
      { group_agreement_enabled: true, group_agreement_url: 'https://example.com/rules' });
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(within(start).getByText(/Nothing new here yet/)).toBeTruthy();
    expect((await within(start).findByRole('link', { name: 'Read the rules' })).getAttribute('href')).toBe('https://example.com/rules');
    expect(within(start).getByRole('link', { name: 'Introduce yourself' }).getAttribute('href')).toBe('#/demo/discussions/post');
    expect((await within(start).findByRole('link', { name: 'Take the first lesson' })).getAttribute('href')).toBe('#/demo/courses/c-first');
  });

  it('says when the feed could not be loaded, and tries again on request', async () => {
    let calls = 0;
    renderHome(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ code: 100500, message: 'boom' }, { status: 400 }) : answer(ITEMS.slice(2, 3))();
    });
    const alert = (await screen.findByText('The feed could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const feed = await screen.findByRole('region', { name: "What's new" });
    expect((await within(feed).findAllByRole('article')).map((card) => card.getAttribute('aria-label'))).toEqual(['Hello all']);
  });

  it("is scrolled into view when the welcome sheet's “Show me around” led here", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      renderHome(answer([]), { discussion_enabled: true }, {}, '#/demo/home?tour=start');
      const start = await screen.findByRole('region', { name: 'Get started' });
      await vi.waitFor(() => expect(scrolled).toContain(start));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
