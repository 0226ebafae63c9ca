import { describe, expect, test } from 'vitest';
import { Hono } from 'hono';
import { enums, object, string } from 'superstruct';
import { call } from '../../contract/api/call';
import { mountCalls, type Handlers } from './mount';

// The router made from declarations (issue 25). What each mounted call does, and who may call it,
// is tested with its resource (favorite.test.ts: a non-member is refused GET /favorites).
describe('mountCalls', () => {
  const calls = {
    read: call({ method: 'GET', path: '/things/:id', access: 'member', summary: 'A thing', response: object({ id: string() }) }),
    write: call({ method: 'POST', path: '/things', access: 'admin', summary: 'A new thing', body: object({ name: string() }), response: object({ id: string() }) }),
  };

  test('refuses a declared call without a handler, naming it', () => {
    const some: Partial<Handlers<typeof calls>> = { read: (c, { params }) => c.json({ data: { id: params.id } }) };
    expect(() => mountCalls(calls, some as Handlers<typeof calls>))
      .toThrow('POST /things (write) is declared without a handler');
  });

  test('mounts each declared call on its method and path', () => {
    const router = mountCalls(calls, {
      read: (c, { params }) => c.json({ data: { id: params.id } }),
      write: (c, { body }) => c.json({ data: { id: body.name } }),
    });
    const mounted = router.routes.map((r) => `${r.method} ${r.path}`);
    expect(mounted).toContain('GET /things/:id');
    expect(mounted).toContain('POST /things');
  });

  test('serves a path declared with a trailing slash without it too', () => {
    const listed = { list: call({ method: 'GET', path: '/things/', access: 'member', summary: 'Every thing', response: object({ id: string() }) }) };
    const router = mountCalls(listed, { list: (c) => c.json({ data: { id: 'x' } }) });
    expect([...new Set(router.routes.map((r) => `${r.method} ${r.path}`))]).toEqual(['GET /things/', 'GET /things']);
  });

  test('checks path parameters against their declared struct, refusing others before the handler', async () => {
    const acting = { act: call({ method: 'POST', path: '/things/:id/:action', params: object({ id: string(), action: enums(['open', 'close']) }), access: 'guest', summary: 'Acts on a thing', response: object({ id: string() }) }) };
    const seen: string[] = [];
    const router = mountCalls(acting, { act: (c, { params }) => { seen.push(params.action); return c.json({ data: { id: params.id } }); } });
    const app = new Hono().onError((err, c) => c.json({ message: err.message }, 400)).route('/', router);
    expect((await app.request('/things/t/open', { method: 'POST' })).status).toBe(200);
    const refused = await app.request('/things/t/burn', { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: expect.stringContaining('invalid action') });
    expect(seen).toEqual(['open']);
  });

  test("under the server's tests, an answer its declaration does not describe fails the request", async () => {
    const lying = { read: call({ method: 'GET', path: '/things/:id', access: 'guest', summary: 'A thing', response: object({ id: string() }) }) };
    const router = mountCalls(lying, { read: (c) => c.json({ data: { id: 7 } }) });
    const app = new Hono().onError((err, c) => c.json({ message: err.message }, 500)).route('/', router);
    const res = await app.request('/things/t');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: expect.stringContaining('GET /things/:id answered what its declaration does not say') });
  });
});
