import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { articleCalls } from '../../../../contract/api/article';
import { groupHandlers, renderApp } from '../../../../test/app';
import { homeHandlers } from '../../../../test/fixtures/home';
import { meFixture } from '../../../../test/fixtures/account';
import { articleFixture } from '../../../../test/fixtures/article';
import { assetsFixture, ASSET } from '../../../../test/fixtures/order';
import { logoutGroup, setSession } from '../../../lib/session';
import { groupPublic, groupSettings } from '../../group';
import { account } from '../../account';
import { assetPrices } from '../../order';
import { homeArticlePage } from '../../article';
import type { Article } from '../../../../contract/article';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

const article = (id: number, patch: Partial<Article> = {}) => articleFixture({ article_id: id, title: `Article ${id}`, reward: null, ...patch });
/** Requests for /articles/ by their query. */
let asked: URLSearchParams[];

function articleApi(pages: (query: URLSearchParams) => { articles: Article[]; featured: Article[] }) {
  server.use(
    mockCall('demo', articleCalls.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({ data: pages(query) });
    }),
  );
}

function renderHome(state: 'paid' | 'pending' = 'paid', loggedIn = true) {
  if (loggedIn) setSession('demo', { token: 't', refresh_token: 'r' });
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state, expired_at: '2099-03-04T10:00:00Z' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
  );
  renderApp('#/demo/home');
}

beforeEach(() => {
  asked = [];
  server.use(...homeHandlers('demo'));
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  [groupPublic, account, assetPrices, homeArticlePage].forEach((r) => r.clear('demo'));
});

describe('the home’s articles', () => {
  it('shows a member the featured articles first, then the latest, five rows in all, with price, Free and reward tags', async () => {
    articleApi(() => ({
      featured: [article(11, { price: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '9.9' }, locked: true, link: null })],
      articles: [12, 11, 10, 9, 8].map((id) => article(id, id === 12 ? { reward: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '0.1', count: 10, left: 7 } } : {})),
    }));
    renderHome();
    const section = await screen.findByRole('region', { name: 'Articles' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/demo/articles/11', '#/demo/articles/12', '#/demo/articles/10', '#/demo/articles/9', '#/demo/articles/8']);
    expect(within(section).getByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Latest' })).toBeTruthy();
    expect(links[0]!.textContent).toMatch(/Article 11.*9\.9 USDT/);
    expect(links[1]!.textContent).toContain('Free');
    expect(links[1]!.textContent).toContain('Reward 0.1 USDT');
    expect(asked[0]!.get('count')).toBe('5');
    expect(asked[0]!.get('offset')).toBeNull();
  });

  it('"More" loads the next ten in place, with the last id shown as the cursor, until a page is short', async () => {
    articleApi((query) => {
      const offset = query.get('offset');
      if (!offset) return { featured: [], articles: [30, 29, 28, 27, 26].map((id) => article(id)) };
      const from = Number(offset) - 1;
      const ids = Array.from({ length: Math.min(10, from) }, (_, i) => from - i);
      return { featured: [], articles: ids.map((id) => article(id)) };
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Articles' });
    await within(section).findByRole('link', { name: /Article 26/ });
    // Without featured articles the latest need no heading of their own.
    expect(within(section).queryByRole('heading', { name: 'Latest' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'More articles' }));
    await within(section).findByRole('link', { name: /Article 16/ });
    expect(asked[1]!.get('offset')).toBe('26');
    expect(asked[1]!.get('count')).toBe('10');
    expect(within(section).getAllByRole('link')).toHaveLength(15);
    fireEvent.click(within(section).getByRole('button', { name: 'More articles' }));
    await within(section).findByRole('link', { name: /Article 6/ });
    expect(asked[2]!.get('offset')).toBe('16');
    fireEvent.click(within(section).getByRole('button', { name: 'More articles' }));
    await waitFor(() => expect(section.querySelector('a[href="#/demo/articles/1"]')).toBeTruthy());
    expect(asked[3]!.get('offset')).toBe('6');
    expect(within(section).getAllByRole('link')).toHaveLength(30);
    // A short page: the end.
    expect(within(section).queryByRole('button', { name: 'More articles' })).toBeNull();
  });

  it('shows a skeleton while loading, and nothing when there are no articles', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(mockCall('demo', articleCalls.list, async () => {
      await gate;
      return HttpResponse.json({ data: { articles: [], featured: [] } });
    }));
    renderHome();
    const section = await screen.findByRole('region', { name: 'Articles' });
    expect(within(section).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    release();
    // The empty answer takes the section away.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull());
  });

  it('asks nothing for guests or people who have not joined', async () => {
    articleApi(() => ({ featured: [], articles: [article(1)] }));
    renderHome('pending', false);
    await screen.findByRole('button', { name: 'Log in to join' });
    expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull();
    cleanup();
    renderHome('pending');
    await screen.findByRole('heading', { level: 2 });
    // The home has what decides its sections (the account: not joined; the settings: which
    // sections) and has drawn with them. The articles, were they there, would show at once (their
    // skeleton) and ask from their first effect; they are not.
    await waitFor(() => {
      expect(account.of('demo').data).toBeTruthy();
      expect(groupSettings.of('demo').data).toBeTruthy();
    });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
