import { afterAll, describe, expect, test } from 'vitest';
import { PERSONAS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

const events = () => server.sql.all('SELECT group_id, user_id, event, method, props FROM track_events ORDER BY event_id');

describe('POST /track/create', () => {
  test('stores events, attributed when signed in, anonymous otherwise (a bad token too)', async () => {
    const { token } = await server.login('member');
    expect((await server.post('/api/groups/demo/track/create', { event: 'login', method: 'mixin' }, token)).body.data).toEqual({ tracked: true });
    expect((await server.post('/api/groups/demo/track/create', { event: 'logged', props: { from: 'home' } })).status).toBe(200);
    expect((await server.post('/api/groups/demo/track/create', { event: 'login', method: 'wx-oauth' }, 'bad-token')).status).toBe(200);
    expect(await events()).toEqual([
      { group_id: 'demo', user_id: PERSONAS.member.user_id, event: 'login', method: 'mixin', props: '{}' },
      { group_id: 'demo', user_id: null, event: 'logged', method: null, props: '{"from":"home"}' },
      { group_id: 'demo', user_id: null, event: 'login', method: 'wx-oauth', props: '{}' },
    ]);
  });

  test.each([
    [{}, /event is required/],
    [{ event: '' }, /event/],
    [{ event: 'has spaces' }, /event/],
    [{ event: 'x'.repeat(65) }, /event/],
    [{ event: 'login', props: 'text' }, /props/],
    [{ event: 'login', props: { big: 'x'.repeat(3000) } }, /props: at most 2000/],
    [{ event: 'login', other: 1 }, /unknown field other/],
  ])('%j is 100400', async (body, message) => {
    const res = await server.post('/api/groups/demo/track/create', body);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });
});
