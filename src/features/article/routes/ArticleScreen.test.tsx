import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { articleCalls } from '../../../../contract/api/article';
import { assetsFixture, ASSET } from '../../../../test/fixtures/order';
import { articleFixture, articleUserFixture } from '../../../../test/fixtures/article';
import { meFixture } from '../../../../test/fixtures/account';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { assetPrices } from '../../order';
import { articleDetail, articleUser } from '../model';
import { buyArticle } from '../detail';
import type { Article, ArticleUserState } from '../../../../contract/article';
import { accountCalls } from '../../../../contract/api/account';

// The checkout has its own tests: here only that a locked article hands over to it.
vi.mock('../detail', () => ({ buyArticle: vi.fn(() => Promise.resolve()) }));

useMswServer();
vi.setConfig({ testTimeout: 20000 });

function handlers(opts: { article?: Article; user?: ArticleUserState } = {}) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', articleCalls.get, { id: '12' }, () => HttpResponse.json({ data: opts.article || articleFixture() })),
    mockCall('demo', articleCalls.user, { id: '12' }, () => HttpResponse.json({ data: opts.user || articleUserFixture() })),
  );
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  logoutGroup('demo');
  [groupConfig, groupPublic, groupSettings, assetPrices, account, articleDetail, articleUser].forEach((r) => r.clear('demo'));
});

/** The screen's primary-styled buttons and links: one main action per screen (issue 26 point 14). */
const primaries = () => Array.from(document.querySelectorAll('.ui-btn--primary')).map((el) => el.textContent!.trim());

describe('the article page', () => {
  it('shows the title, summary and a Read link opening the article in a new tab without opener or referrer', async () => {
    handlers({ article: articleFixture({ cover_url: 'https://media.test/cover.png' }) });
    renderApp('#/demo/articles/12');
    expect(await screen.findByRole('heading', { name: 'Keeping keys safe on a phone' })).toBeTruthy();
    expect(screen.getByText('Screen locks, app permissions and the settings that matter.')).toBeTruthy();
    const read = screen.getByRole('link', { name: /Read the article/ });
    expect(read.getAttribute('href')).toBe('https://example.com/articles/12');
    expect(read.getAttribute('target')).toBe('_blank');
    expect(read.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Cover of Keeping keys safe on a phone' }).getAttribute('src')).toBe('https://media.test/cover.png');
    expect(screen.queryByRole('button', { name: 'Buy to read' })).toBeNull();
  });

  it('shows a summary as text, never as markup', async () => {
    handlers({ article: articleFixture({ summary: '<img src=x onerror=alert(1)> <b>bold</b>' }) });
    const { container } = renderApp('#/demo/articles/12');
    expect(await screen.findByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });

  it('never makes a link of anything but http(s)', async () => {
    handlers({ article: articleFixture({ link: 'javascript:alert(1)' }) });
    const { container } = renderApp('#/demo/articles/12');
    await screen.findByRole('heading', { name: 'Keeping keys safe on a phone' });
    expect(screen.queryByRole('link', { name: /Read the article/ })).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a locked article shows its price and "Buy to read", which opens the checkout', async () => {
    const locked = articleFixture({ link: null, locked: true, product_id: 'prod-10', price: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '9.9' } });
    handlers({ article: locked });
    renderApp('#/demo/articles/12');
    expect(await screen.findByText('This is a paid article: buy it to read it.')).toBeTruthy();
    expect(await screen.findByText(/^Price: 9\.9 USDT ≈ \$9\.90$/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Read the article/ })).toBeNull();
    expect(screen.getByText('Buy the article to claim its reward: 0.1 USDT.')).toBeTruthy();
    expect(primaries()).toEqual(['Buy to read']);
    fireEvent.click(screen.getByRole('button', { name: 'Buy to read' }));
    await waitFor(() => expect(buyArticle).toHaveBeenCalledWith('demo', locked));
  });

  it('claims the reward once: "Claim reward: 0.1 USDT · 7 of 10 left", then "Claimed"', async () => {
    handlers();
    let claims = 0;
    server.use(mockCall('demo', articleCalls.claim, { id: '12' }, () => {
      claims++;
      return HttpResponse.json({ data: articleUserFixture({ claimed: true, rewards_left: 6, claim: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '0.1', claimed_at: '2026-01-02T00:00:00Z' } }) });
    }));
    renderApp('#/demo/articles/12');
    expect(await screen.findByRole('heading', { name: /^Reward\s*·\s*7 of 10 left$/ })).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Claim reward: 0.1 USDT' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // Reading is the one primary action; claiming the reward is secondary.
    expect(primaries()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Read the article/ }).className).toContain('ui-btn--primary');
    expect(button.className).toContain('ui-btn--secondary');
    fireEvent.click(button);
    expect(await screen.findByText('Claimed 0.1 USDT')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Reward\s*·\s*6 of 10 left$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim reward/ })).toBeNull();
    expect(claims).toBe(1);
  });

  it('explains a refused claim in place and shows what is true now', async () => {
    handlers();
    server.use(mockCall('demo', articleCalls.claim, { id: '12' }, () =>
      HttpResponse.json({ code: 102302, message: 'every reward of this article has been claimed' }, { status: 409 })));
    renderApp('#/demo/articles/12');
    const button = await screen.findByRole('button', { name: 'Claim reward: 0.1 USDT' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    server.use(mockCall('demo', articleCalls.user, { id: '12' }, () => HttpResponse.json({ data: articleUserFixture({ rewards_left: 0 }) })));
    fireEvent.click(button);
    const refusal = await screen.findByText('All rewards of this article have been claimed.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByText('All rewards have been claimed.')).toBeTruthy();
  });

  it('an article without reward shows no reward row; a claimed one says so', async () => {
    handlers({ article: articleFixture({ reward: null }) });
    renderApp('#/demo/articles/12');
    await screen.findByRole('heading', { name: 'Keeping keys safe on a phone' });
    expect(screen.queryByRole('heading', { name: /^Reward/ })).toBeNull();
    cleanup();
    articleDetail.clear('demo');
    articleUser.clear('demo');
    handlers({ user: articleUserFixture({ claimed: true, claim: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '0.1', claimed_at: '2026-01-02T00:00:00Z' } }) });
    renderApp('#/demo/articles/12');
    expect(await screen.findByText('Claimed 0.1 USDT')).toBeTruthy();
  });

  it('a failure to load shows the error with a retry', async () => {
    handlers();
    let calls = 0;
    server.use(mockCall('demo', articleCalls.get, { id: '12' }, () => {
      calls++;
      return calls === 1
        ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })
        : HttpResponse.json({ data: articleFixture() });
    }));
    renderApp('#/demo/articles/12');
    expect(await screen.findByRole('heading', { name: 'The article could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Keeping keys safe on a phone' })).toBeTruthy();
  });
});
