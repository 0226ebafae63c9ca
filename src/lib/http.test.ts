// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { number, object, string, type } from 'superstruct';
import { server, apiUrl, useMswServer, mockCall } from '../../test/msw';
import { sessionCalls } from '../../contract/api/session';
import { TOKEN_EXPIRY_HEADER } from '../../contract/headers';
import {
  ApiError,
  configureHttp,
  groupApi,
  queryString,
  setRefreshThreshold,
  type NavigateTarget,
} from './http';
import { onGroupLogout, refreshTokens, setSession, tokens } from './session';

useMswServer();

const Ok = type({ ok: number() });
const ok = () => HttpResponse.json({ data: { ok: 1 } });
const fail = (code: number, message: string, status = 400) => HttpResponse.json({ code, message }, { status });
const nowSeconds = () => Math.floor(Date.now() / 1000);

let navigate: ReturnType<typeof vi.fn<(to: NavigateTarget) => void>>;
let toast: ReturnType<typeof vi.fn<(message: string) => void>>;
let groupSeq = 0;
// Refresh locks live per group for the page's lifetime; a fresh group per test keeps tests apart.
let g: string;

beforeEach(() => {
  navigate = vi.fn();
  toast = vi.fn();
  configureHttp({ navigate, toast });
  tokens.value = {};
  refreshTokens.value = {};
  g = `g${++groupSeq}`;
});
afterEach(() => {
  vi.useRealTimers();
});

async function caught(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => 'resolved',
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('requests', () => {
  it('sends the Bearer token of the called group only', async () => {
    setSession(g, { token: 'token-a', refresh_token: 'r' });
    setSession('other', { token: 'token-b', refresh_token: 'r' });
    const auth: Array<string | null> = [];
    server.use(
      http.get(apiUrl(g, '/me'), ({ request }) => (auth.push(request.headers.get('authorization')), ok())),
      http.get(apiUrl('guest', '/me'), ({ request }) => (auth.push(request.headers.get('authorization')), ok())),
    );

    await groupApi(g).get('/me', Ok);
    await groupApi('guest').get('/me', Ok);

    expect(auth).toEqual(['Bearer token-a', null]);
  });

  it('adds a random nonce to every GET, not to other methods, beside the query given', async () => {
    const urls: URL[] = [];
    const record = ({ request }: { request: Request }) => (urls.push(new URL(request.url)), ok());
    server.use(http.get(apiUrl(g, '/things/'), record), http.post(apiUrl(g, '/things/'), record));

    const api = groupApi(g);
    await api.get('/things/', Ok, { query: { q: 'a b', tag: undefined, offset: 0 } });
    await api.get('/things/', Ok);
    await api.post('/things/', {}, Ok, { query: { x: 1 } });

    const [first, second, post] = urls;
    expect(first.searchParams.get('q')).toBe('a b');
    expect(first.searchParams.get('offset')).toBe('0');
    expect(first.searchParams.has('tag')).toBe(false);
    expect(first.searchParams.get('nonce')).toBeTruthy();
    expect(second.searchParams.get('nonce')).toBeTruthy();
    expect(second.searchParams.get('nonce')).not.toBe(first.searchParams.get('nonce'));
    expect(post.searchParams.has('nonce')).toBe(false);
    expect(post.searchParams.get('x')).toBe('1');
  });

  it('sends the group_id header only when asked', async () => {
    const seen: Array<string | null> = [];
    server.use(http.get(apiUrl(g, '/things/1/state'), ({ request }) => (seen.push(request.headers.get('group_id')), ok())));

    await groupApi(g).get('/things/1/state', Ok, { groupIdHeader: true });
    await groupApi(g).get('/things/1/state', Ok);

    expect(seen).toEqual([g, null]);
  });

  it('sends objects as JSON and FormData as multipart', async () => {
    const received: unknown[] = [];
    server.use(
      http.post(apiUrl(g, '/things'), async ({ request }) => {
        received.push(request.headers.get('content-type'), await request.json());
        return ok();
      }),
      http.post(apiUrl(g, '/things/avatar'), async ({ request }) => {
        const form = await request.formData();
        received.push(request.headers.get('content-type'), form.get('avatar'));
        return ok();
      }),
    );
    // A string field: jsdom's Blob is not one Node's fetch can serialise; the pass-through is what matters.
    const form = new FormData();
    form.append('avatar', 'png-bytes');

    await groupApi(g).post('/things', { quantity: 2 }, Ok);
    await groupApi(g).post('/things/avatar', form, Ok);

    expect(received[0]).toBe('application/json');
    expect(received[1]).toEqual({ quantity: 2 });
    expect(received[2]).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[3]).toBe('png-bytes');
  });

  it('returns the validated data', async () => {
    server.use(http.get(apiUrl(g, '/things/config'), () => HttpResponse.json({ data: { name: 'Demo', extra: true } })));
    await expect(groupApi(g).get('/things/config', type({ name: string() }))).resolves.toEqual({ name: 'Demo', extra: true });
  });
});

describe('errors', () => {
  it('rejects a body carrying a code even with HTTP 200', async () => {
    server.use(http.get(apiUrl(g, '/x'), () => HttpResponse.json({ code: 100461, message: 'member required' })));
    const err = await caught(groupApi(g).get('/x', Ok));
    expect(err).toMatchObject({ code: 100461, message: 'member required', status: 200 });
  });

  it('rejects data that fails validation with code -2 naming the field, and toasts it', async () => {
    server.use(http.get(apiUrl(g, '/things/1'), () => HttpResponse.json({ data: { course: { title: 7 } } })));
    const err = await caught(groupApi(g).get('/things/1', object({ course: object({ title: string() }) })));
    expect(err.code).toBe(-2);
    expect(err.message).toBe('The server sent data this app could not read (at course.title)');
    expect(toast).toHaveBeenCalledWith(err.message);
  });

  it('turns an HTML error page into an error with the HTTP status as code', async () => {
    server.use(http.get(apiUrl(g, '/x'), () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 })));
    const err = await caught(groupApi(g).get('/x', Ok));
    expect(err).toMatchObject({ code: 502, status: 502, message: 'Server error, please try again later' });
  });

  it('turns a network failure into code -1 "No answer from the server. Check your connection and try again." and toasts it', async () => {
    server.use(http.get(apiUrl(g, '/x'), () => HttpResponse.error()));
    const err = await caught(groupApi(g).get('/x', Ok));
    expect(err).toMatchObject({ code: -1, message: 'No answer from the server. Check your connection and try again.' });
    expect(toast).toHaveBeenCalledWith('No answer from the server. Check your connection and try again.');
  });

  it('treats an error status without a body as "No answer from the server. Check your connection and try again."', async () => {
    server.use(http.get(apiUrl(g, '/x'), () => new HttpResponse(null, { status: 504 })));
    expect(await caught(groupApi(g).get('/x', Ok))).toMatchObject({ code: -1, status: 504, message: 'No answer from the server. Check your connection and try again.' });
  });
  it('rejects an aborted call with the abort error and shows nothing', async () => {
    server.use(http.get(apiUrl(g, '/things/'), () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const call = groupApi(g).get('/things/', Ok, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it.each([
    [100500, { kind: 'maintenance' }],
    [100403, { kind: 'forbidden' }],
    [100416, { kind: 'permission', source: location.href }],
    [100110, { kind: 'install' }],
  ])('%i navigates without a toast', async (code, target) => {
    server.use(http.get(apiUrl(g, '/x'), () => fail(code, 'm', 403)));
    await caught(groupApi(g).get('/x', Ok));
    expect(navigate).toHaveBeenCalledWith({ group: g, ...target });
    expect(toast).not.toHaveBeenCalled();
  });

  it('navigates even when the call is silent', async () => {
    server.use(http.get(apiUrl(g, '/x'), () => fail(100500, 'm', 503)));
    await caught(groupApi(g).get('/x', Ok, { silent: true }));
    expect(navigate).toHaveBeenCalledWith({ kind: 'maintenance', group: g });
  });

  it.each([
    [100461, 'member', 'Only group members can do this.'],
    [404, 'not found', 'This could not be found. It may have been removed.'],
    [101001, 'quantity', 'This renewal period is not allowed.'],
    [123456, 'boom: SELECT * FROM users', 'Something went wrong. Please try again.', 'Code 123456'],
    [123457, '', 'Something went wrong. Please try again.', 'Code 123457'],
    [101104, 'coupon unsupported pay method', 'This coupon is for another payment method.'],
  ])('%i toasts the catalogue text, else a plain sentence with the code in small print beside it, never the server message', async (code, message, text, detail?: string) => {
    server.use(http.post(apiUrl(g, '/x'), () => fail(code, message)));
    await caught(groupApi(g).post('/x', {}, Ok));
    expect(toast.mock.calls).toEqual([detail ? [text, detail] : [text]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['45', 'Too many attempts. Try again in 45 seconds.'],
    ['1', 'Too many attempts. Try again in 1 second.'],
    ['60', 'Too many attempts. Try again in 1 minute.'],
    ['3541', 'Too many attempts. Try again in 60 minutes.'],
    [null, 'Too many attempts. Try again later.'],
  ])('429 100429 with Retry-After %s toasts the wait: %s', async (retryAfter, text) => {
    server.use(http.post(apiUrl(g, '/x'), () => HttpResponse.json(
      { code: 100429, message: 'too many sign-in attempts: retry in 45 s' },
      { status: 429, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
    )));
    const err = await caught(groupApi(g).post('/x', {}, Ok));
    expect(err).toMatchObject({ code: 100429, status: 429, retryAfter: retryAfter === null ? undefined : Number(retryAfter) });
    expect(toast).toHaveBeenCalledWith(text);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells a shut-up member until when, in local time (104101)', async () => {
    const until = new Date(2030, 0, 2, 3, 4).toISOString();
    server.use(http.post(apiUrl(g, '/x'), () => fail(104101, `muted by an admin until: ${until}`)));
    await caught(groupApi(g).post('/x', {}, Ok));
    expect(toast.mock.calls).toEqual([['An admin has paused your writing here until 2030/01/02 03:04.']]);
  });

  it('shows no toast for a silent call', async () => {
    server.use(http.post(apiUrl(g, '/x'), () => fail(100461, 'member')));
    const err = await caught(groupApi(g).post('/x', {}, Ok, { silent: true }));
    expect(err.code).toBe(100461);
    expect(toast).not.toHaveBeenCalled();
  });

  it('100401 without a refresh token logs out that group only', async () => {
    setSession(g, { token: 't', refresh_token: '' });
    setSession('other', { token: 'to', refresh_token: 'ro' });
    server.use(http.get(apiUrl(g, '/things/me'), () => fail(100401, 'login required', 401)));

    const err = await caught(groupApi(g).get('/things/me', Ok, { silent: true }));

    expect(err.code).toBe(100401);
    expect(tokens.value).toEqual({ other: 'to' });
    expect(refreshTokens.value).toEqual({ other: 'ro' });
  });
});

describe('token refresh', () => {
  const expiring = () =>
    HttpResponse.json({ data: { ok: 1 } }, { headers: { [TOKEN_EXPIRY_HEADER]: String(nowSeconds() + 10) } });

  function countRefreshes(group: string, reply = () => HttpResponse.json({ data: { token: 'new', refresh_token: 'r2' } })) {
    const calls: Array<{ body: unknown; auth: string | null }> = [];
    server.use(
      mockCall(group, sessionCalls.refresh, async ({ request }) => {
        calls.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return reply();
      }),
    );
    return calls;
  }

  it('makes exactly one refresh for 10 concurrent expiring responses', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(http.get(apiUrl(g, '/x'), expiring));
    const calls = countRefreshes(g);

    await Promise.all(Array.from({ length: 10 }, () => groupApi(g).get('/x', Ok)));

    expect(calls).toEqual([{ body: { refresh_token: 'r1' }, auth: null }]);
    expect(tokens.value[g]).toBe('new');
    expect(refreshTokens.value[g]).toBe('r2');
  });

  it('does not refresh again within 1.5 s of the last refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2030-01-01T00:00:00Z').getTime();
    vi.setSystemTime(t0);
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(http.get(apiUrl(g, '/x'), expiring));
    const calls = countRefreshes(g);
    const expireSoon = () => groupApi(g).get('/x', Ok);

    await expireSoon();
    expect(calls).toHaveLength(1);
    vi.setSystemTime(t0 + 1000);
    await expireSoon();
    vi.setSystemTime(t0 + 1499);
    await expireSoon();
    expect(calls).toHaveLength(1);
    vi.setSystemTime(t0 + 1500);
    await expireSoon();
    expect(calls).toHaveLength(2);
  });

  it('refreshes when expiry is within the group’s threshold only', async () => {
    const inHalfAnHour = () =>
      HttpResponse.json({ data: { ok: 1 } }, { headers: { [TOKEN_EXPIRY_HEADER]: String(nowSeconds() + 1800) } });
    const hourly = `${g}-hourly`;
    setRefreshThreshold(hourly, 3600);
    setSession(g, { token: 't', refresh_token: 'r' });
    setSession(hourly, { token: 't', refresh_token: 'r' });
    server.use(http.get(apiUrl(g, '/x'), inHalfAnHour), http.get(apiUrl(hourly, '/x'), inHalfAnHour));
    const defaultCalls = countRefreshes(g);
    const hourlyCalls = countRefreshes(hourly);

    await groupApi(g).get('/x', Ok);
    await groupApi(hourly).get('/x', Ok);

    expect(defaultCalls).toHaveLength(0);
    expect(hourlyCalls).toHaveLength(1);
  });

  it('a refused refresh logs out that group only', async () => {
    const cleared: string[] = [];
    const off = onGroupLogout((group) => cleared.push(group));
    setSession(g, { token: 'old', refresh_token: 'stale' });
    setSession('other', { token: 'to', refresh_token: 'ro' });
    server.use(http.get(apiUrl(g, '/x'), expiring));
    countRefreshes(g, () => fail(100401, 'refresh token refused', 401));

    await groupApi(g).get('/x', Ok);
    off();

    expect(tokens.value).toEqual({ other: 'to' });
    expect(refreshTokens.value).toEqual({ other: 'ro' });
    expect(cleared).toEqual([g]);
  });

  it('on 100401 refreshes once and replays the call, invisibly to the caller', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(
      http.get(apiUrl(g, '/things/me'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? ok() : fail(100401, 'expired', 401),
      ),
    );
    const calls = countRefreshes(g);

    await expect(groupApi(g).get('/things/me', Ok)).resolves.toEqual({ ok: 1 });

    expect(calls).toHaveLength(1);
    expect(tokens.value[g]).toBe('new');
    expect(toast).not.toHaveBeenCalled();
  });

  it('on 100401 replays with a token renewed meanwhile, without another refresh', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(
      http.get(apiUrl(g, '/things/me'), ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer new') return ok();
        // Another request's refresh lands while this one is on the way.
        setSession(g, { token: 'new', refresh_token: 'r2' });
        return fail(100401, 'expired', 401);
      }),
    );
    const calls = countRefreshes(g);

    await expect(groupApi(g).get('/things/me', Ok)).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(0);
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(http.get(apiUrl(g, '/x'), expiring));
    countRefreshes(g, () => HttpResponse.error());

    await groupApi(g).get('/x', Ok);

    expect(tokens.value[g]).toBe('old');
    expect(refreshTokens.value[g]).toBe('r1');
  });

  it('keeps the session when the refresh is rate-limited (429)', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    server.use(http.get(apiUrl(g, '/x'), expiring));
    countRefreshes(g, () => HttpResponse.json(
      { code: 100429, message: 'too many token refreshes: retry in 30 s' },
      { status: 429, headers: { 'Retry-After': '30' } },
    ));

    await groupApi(g).get('/x', Ok);

    expect(tokens.value[g]).toBe('old');
    expect(refreshTokens.value[g]).toBe('r1');
  });

  it('on 100401 with a refused refresh logs out and rejects with 100401', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    setSession('other', { token: 'to', refresh_token: 'ro' });
    let hits = 0;
    server.use(http.get(apiUrl(g, '/things/me'), () => (hits++, fail(100401, 'expired', 401))));
    countRefreshes(g, () => fail(100401, 'refused', 401));

    const err = await caught(groupApi(g).get('/things/me', Ok));

    expect(err.code).toBe(100401);
    expect(hits).toBe(1);
    expect(tokens.value).toEqual({ other: 'to' });
  });

  it('on 100401 replays only once when the new token is refused too', async () => {
    setSession(g, { token: 'old', refresh_token: 'r1' });
    let hits = 0;
    server.use(http.get(apiUrl(g, '/things/me'), () => (hits++, fail(100401, 'expired', 401))));
    const calls = countRefreshes(g);

    const err = await caught(groupApi(g).get('/things/me', Ok));

    expect(err.code).toBe(100401);
    expect(hits).toBe(2);
    expect(calls).toHaveLength(1);
    expect(tokens.value[g]).toBeUndefined();
  });
});

describe('queryString', () => {
  it('encodes the set values of a flat query and leaves out null and undefined', () => {
    expect(queryString({ q: 'a b&c', offset: 0, draft: false, tag: null, state: undefined })).toBe('?q=a%20b%26c&offset=0&draft=false');
  });

  it('is empty for no query or one with nothing set', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ tag: null })).toBe('');
  });
});
