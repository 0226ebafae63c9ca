// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { mockCall, server, useMswServer } from '../../../test/msw';
import { articleCalls } from '../../../contract/api/article';
import { withTexts } from '../../../test/texts';
import { articleFixture, articleUserFixture } from '../../../test/fixtures/article';
import { logoutGroup, setSession } from '../../lib/session';
import { purchase } from '../checkout';
import { buyArticle } from './detail';
import { articleDetail, articleUser } from './model';

// The checkout has its own tests: here what the article asks of it and does after.
vi.mock('../checkout', () => ({ purchase: vi.fn(() => Promise.resolve('success')) }));

useMswServer();
beforeAll(() => withTexts('article'));
afterEach(() => {
  vi.clearAllMocks();
  logoutGroup('demo');
  articleDetail.clear('demo');
  articleUser.clear('demo');
});

describe('buyArticle', () => {
  it('buys the article once through the checkout, then reads it (now with its link) and the state again', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    const reads: string[] = [];
    server.use(
      mockCall('demo', articleCalls.get, { id: '10' }, () => {
        reads.push('article');
        return HttpResponse.json({ data: articleFixture({ article_id: 10 }) });
      }),
      mockCall('demo', articleCalls.user, { id: '10' }, () => {
        reads.push('user');
        return HttpResponse.json({ data: articleUserFixture({ purchased: true }) });
      }),
    );
    const locked = articleFixture({ article_id: 10, title: 'Paid one', link: null, locked: true, product_id: 'prod-10' });
    await buyArticle('demo', locked);
    expect(purchase).toHaveBeenCalledWith({ group: 'demo', productId: 'prod-10', quantity: 1, title: 'Buy this article', subtitle: 'Paid one' });
    await waitFor(() => expect(articleDetail.of('demo', '10').data?.link).toBe('https://example.com/articles/12'));
    expect(articleUser.of('demo', '10').data?.purchased).toBe(true);
    expect(reads.sort()).toEqual(['article', 'user']);
  });

  it('reads nothing again when the checkout was cancelled', async () => {
    vi.mocked(purchase).mockResolvedValueOnce('cancel');
    await buyArticle('demo', articleFixture({ article_id: 10, locked: true, product_id: 'prod-10' }));
    expect(purchase).toHaveBeenCalledTimes(1);
    expect(articleDetail.of('demo', '10').data).toBeUndefined();
  });
});
