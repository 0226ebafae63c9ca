import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { articleCalls } from '../../../../contract/api/article';
import { nextRefusal, screenAlerts } from '../../../../test/admin';
import { meFixture } from '../../../../test/fixtures/account';
import { articleFixture } from '../../../../test/fixtures/article';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { logoutGroup, setSession } from '../../../lib/session';
import { clearToasts } from '../../../ui/toast';
import { account } from '../../account';
import { assetPrices } from '../../order';
import { articleDetail } from '../model';
import type { Article } from '../../../../contract/article';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

useMswServer();

/** 23 articles, newest (id 23) first. */
const ARTICLES: Article[] = Array.from({ length: 23 }, (_, i) => articleFixture({
  article_id: 23 - i, title: `Article ${23 - i}`, link: `https://example.com/${23 - i}`, reward: null, price: null,
}));
let featured: number[];
let listFails: boolean;
/** What the screens sent, in order. */
let sent: { method: string; call: string; body?: unknown }[];
const refusal = nextRefusal();

function serve() {
  server.use(
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    mockCall('demo', articleCalls.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.push({ method: 'GET', call: `list offset=${query.get('offset') ?? ''} count=${query.get('count')}` });
      if (listFails) return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      const before = query.get('offset') ? Number(query.get('offset')) : Infinity;
      const page = ARTICLES.filter((a) => a.article_id < before).slice(0, Number(query.get('count')));
      return HttpResponse.json({ data: { articles: page, featured: ARTICLES.filter((a) => featured.includes(a.article_id)) } });
    }),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', articleCalls.broadcast, async ({ request }) => {
      const body = (await request.json()) as { article_ids: number[] };
      sent.push({ method: 'POST', call: 'broadcast', body });
      const refused = refusal.take();
      if (refused) return refused;
      featured = body.article_ids;
      return HttpResponse.json({ data: { broadcast_id: 1, article_ids: body.article_ids, created_at: '2026-03-01T00:00:00Z' } });
    }),
    mockCall('demo', articleCalls.create, async ({ request }) => {
      const body = (await request.json()) as Partial<Article>;
      sent.push({ method: 'POST', call: 'create', body });
      const refused = refusal.take();
      if (refused) return refused;
      return HttpResponse.json({ data: articleFixture({ article_id: 24, title: body.title!, reward: null }) });
    }),
    mockCall('demo', articleCalls.get, ({ params }) => {
      const found = ARTICLES.find((a) => a.article_id === Number(params.id));
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ code: 404, message: 'cannot find resource' }, { status: 404 });
    }),
    mockCall('demo', articleCalls.update, async ({ request, params }) => {
      const body = await request.json();
      sent.push({ method: 'PUT', call: `update ${params.id}`, body });
      const refused = refusal.take();
      if (refused) return refused;
      const { title } = body as { title: string };
      return HttpResponse.json({ data: { ...ARTICLES.find((a) => a.article_id === Number(params.id))!, title } });
    }),
    mockCall('demo', articleCalls.remove, ({ params }) => {
      sent.push({ method: 'DELETE', call: `remove ${params.id}` });
      return HttpResponse.json({ data: { article_id: Number(params.id) } });
    }),
  );
}

const writes = () => sent.filter((s) => s.method !== 'GET');
const alerts = screenAlerts;
const alert = async () => {
  await waitFor(() => expect(alerts().length).toBe(1));
  return alerts()[0];
};

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  assetPrices.clear('demo');
  articleDetail.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  featured = [20];
  listFails = false;
  sent = [];
  refusal.set(null);
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

async function list(): Promise<HTMLElement> {
  return screen.findByRole('list', { name: 'Articles' }, { timeout: 15_000 });
}
const tick = (title: string) => screen.getByRole('checkbox', { name: `Select for the broadcast: ${title}` }) as HTMLInputElement;

/** The screen's primary-styled buttons and links: one main action per screen (issue 26 point 14). */
const primaries = () => Array.from(document.querySelectorAll('.ui-btn--primary')).map((el) => el.textContent!.trim());

describe('AdminArticleScreen (group-admin-article)', { timeout: 60_000 }, () => {
  it('is a section of the portal: 10 articles newest first, the featured one marked, the next 10 after the last id', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Articles/ }));
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent!.split(' ·')[0])).toHaveLength(10);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('#/demo/admin/article/23');
    expect(within(rows[3]!).getByText('Featured')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Featured')).toBeNull();
    expect(primaries()).toEqual(['New article']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(20));
    expect(sent.map((s) => s.call)).toEqual(['list offset= count=10', 'list offset=14 count=10']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('broadcasts up to 5 ticked articles after a confirmation; a sixth cannot be ticked and says why', async () => {
    serve();
    renderApp('#/demo/admin/article');
    await list();
    for (const n of [23, 21, 19, 18, 17]) fireEvent.click(tick(`Article ${n}`));
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();
    fireEvent.click(tick('Article 16'));
    expect(tick('Article 16').checked).toBe(false);
    expect(await alert()).toBe('One broadcast holds at most 5 articles. Untick one to choose another.');
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Broadcast these articles?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Article 23', 'Article 21', 'Article 19', 'Article 18', 'Article 17']);
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Broadcast' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', call: 'broadcast', body: { article_ids: [23, 21, 19, 18, 17] } }]));
    await screen.findByText('Broadcast to members');
    expect(screen.getByText('0 of 5 selected')).toBeTruthy();
    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Featured')).toBeTruthy();
  });

  it('a cancelled confirmation broadcasts nothing; a refusal is said under the broadcast', async () => {
    serve();
    renderApp('#/demo/admin/article');
    await list();
    fireEvent.click(tick('Article 22'));
    fireEvent.click(screen.getByRole('button', { name: 'Broadcast' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    refusal.set({ code: 100429, message: 'too many broadcasts: retry in 30 s', status: 429 });
    fireEvent.click(screen.getByRole('button', { name: 'Broadcast' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Broadcast' }));
    expect(await alert()).toContain('Too many');
    expect(screen.getByText('1 of 5 selected')).toBeTruthy();
  });

  it('shows the load-failed notice when the list cannot be read, and reads it again on retry', async () => {
    listFails = true;
    serve();
    renderApp('#/demo/admin/article');
    expect(await screen.findByText('The articles could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    listFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('AdminArticleNewScreen (group-admin-article-new)', { timeout: 60_000 }, () => {
  it('refuses what the server would refuse before sending, keeping what was typed; then publishes and returns to the list', async () => {
    serve();
    renderApp('#/demo/admin/article/new');
    const title = (await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 })) as HTMLInputElement;
    const link = screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    expect(primaries()).toEqual(['Publish']);
    fireEvent.input(link, { target: { value: 'example.com/spring' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Paid: members buy it to read' }));
    fireEvent.input(screen.getByRole('combobox', { name: 'Asset' }), { target: { value: ASSET.jpy } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Price' }), { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reward readers' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Number of rewards' }), { target: { value: '1001' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Amount of each reward' }), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
    expect(alerts()).toEqual([
      'Enter a title.',
      'Enter a link starting with http:// or https://, like https://example.com/article.',
      'JPY takes whole numbers only.',
      'Enter a whole number from 1 to 1000.',
    ]);
    expect(writes()).toEqual([]);
    expect(link.value).toBe('example.com/spring');

    fireEvent.input(title, { target: { value: 'Spring reading list' } });
    fireEvent.input(link, { target: { value: 'https://example.com/spring' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Price' }), { target: { value: '100' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Number of rewards' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes()).toEqual([{
      method: 'POST', call: 'create', body: {
        title: 'Spring reading list', link: 'https://example.com/spring', summary: '', price: { asset_id: ASSET.jpy, amount: '100' },
        reward_count: 20, reward_asset_id: ASSET.btc, reward_amount: '0.1',
      },
    }]));
    await screen.findByText('Article published');
    await waitFor(() => expect(location.hash).toBe('#/demo/admin/article'));
  });

  it('refuses a price or reward above the asset’s maximum, or not a plain decimal (issue 22), keeping what was typed', async () => {
    serve();
    renderApp('#/demo/admin/article/new');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }), { target: { value: 'Rich' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'https://example.com/rich' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Paid: members buy it to read' }));
    fireEvent.input(screen.getByRole('combobox', { name: 'Asset' }), { target: { value: ASSET.usdt } });
    const price = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    fireEvent.input(price, { target: { value: '99999999999999999999999999999999999999' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reward readers' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Number of rewards' }), { target: { value: '1' } });
    const reward = screen.getByRole('textbox', { name: 'Amount of each reward' }) as HTMLInputElement;
    fireEvent.input(reward, { target: { value: '201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
    expect(alerts()).toEqual(['At most 13000000 USDT.', 'At most 200 BTC.']);
    expect([price.value, reward.value]).toEqual(['99999999999999999999999999999999999999', '201']);

    fireEvent.input(price, { target: { value: '5.' } });
    fireEvent.input(reward, { target: { value: '+1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alerts()).toEqual(['Enter an amount above 0, like 9.9.', 'Enter an amount above 0, like 9.9.']));
    expect(writes()).toEqual([]);
  });

  it('a server refusal stays under the form with what was typed', async () => {
    serve();
    renderApp('#/demo/admin/article/new');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }), { target: { value: 'Covered' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'https://example.com/c' } });
    refusal.set({ code: 100400, message: 'invalid cover_attachment_id: the cover must be at most 2 MB', status: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await alert()).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Covered');
    expect(location.hash).toBe('#/demo/admin/article/new');
  });
});

describe('AdminArticleEditScreen (group-admin-article-id)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    ARTICLES[2] = articleFixture({
      article_id: 21, title: 'Article 21', link: 'https://example.com/21',
      price: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '9.9' },
      reward: { asset_id: ASSET.usdt, symbol: 'USDT', amount: '0.1', count: 10, left: 6 },
    });
  });

  it('edits the article as it is; fewer rewards than were claimed is refused before sending', async () => {
    serve();
    renderApp('#/demo/admin/article/21');
    const title = (await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(title.value).toBe('Article 21');
    expect(primaries()).toEqual(['Save']);
    expect((screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('9.9');
    expect(screen.getByText('4 rewards have already been claimed.')).toBeTruthy();
    const count = screen.getByRole('textbox', { name: 'Number of rewards' });
    fireEvent.input(count, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alert()).toBe('4 rewards are already claimed: keep at least that many.');
    expect(writes()).toEqual([]);

    fireEvent.input(count, { target: { value: '12' } });
    fireEvent.input(title, { target: { value: 'Article 21, revised' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toEqual([{
      method: 'PUT', call: 'update 21', body: {
        title: 'Article 21, revised', link: 'https://example.com/21', summary: ARTICLES[2]!.summary, price: { asset_id: ASSET.usdt, amount: '9.9' },
        reward_count: 12, reward_asset_id: ASSET.usdt, reward_amount: '0.1',
      },
    }]));
    await screen.findByText('Article saved');
  });

  it('a refusal of the reward count is said under that field, with what was typed, not in a toast', async () => {
    clearToasts();
    serve();
    renderApp('#/demo/admin/article/21');
    const count = (await screen.findByRole('textbox', { name: 'Number of rewards' }, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.input(count, { target: { value: '5' } });
    refusal.set({ code: 102305, message: 'the reward count cannot go below the rewards already claimed', status: 409 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alert()).toBe('The number of rewards cannot be lower than the rewards already claimed.');
    const said = screen.getAllByRole('alert').filter((a) => !a.closest('.ui-toasts'))[0]!;
    expect(count.getAttribute('aria-describedby')).toBe(said.id);
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.value).toBe('5');
    expect(document.querySelector('.ui-toast')).toBeNull();
    expect(location.hash).toBe('#/demo/admin/article/21');
  });

  it('deletes only once confirmed, then returns to the list', async () => {
    serve();
    renderApp('#/demo/admin/article/21');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete article' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(within(dialog).getByText('Members will no longer see “Article 21”. People who bought it keep their orders.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete article' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', call: 'remove 21' }]));
    await screen.findByText('Article deleted');
    await waitFor(() => expect(location.hash).toBe('#/demo/admin/article'));
  });

  it('an unknown article shows the load-failed notice', async () => {
    serve();
    renderApp('#/demo/admin/article/999');
    expect(await screen.findByText('The article could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('says the article could not be loaded, with a retry that reads it again', async () => {
    serve();
    let reads = 0;
    server.use(mockCall('demo', articleCalls.get, { id: '21' }, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: ARTICLES[2] }))));
    renderApp('#/demo/admin/article/21');
    expect(await screen.findByRole('heading', { name: 'The article could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Article 21');
    expect(reads).toBe(2);
  });

  it('says the assets could not be loaded, with a retry that reads them again', async () => {
    serve();
    let reads = 0;
    server.use(mockCall('demo', assetCalls.all, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: assetsFixture() }))));
    renderApp('#/demo/admin/article/21');
    expect(await screen.findByRole('heading', { name: 'The assets could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Article 21');
    expect(reads).toBe(2);
  });
});
