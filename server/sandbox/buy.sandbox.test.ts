import { afterAll, describe, expect, test } from 'vitest';
import { createTestServer, expectError } from '../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

describe('the buy-crypto pages (issue 13 point 7)', () => {
  test('say what would be bought, 0.1 BTC by default, in the person’s language', async () => {
    const c2c = await server.get('/sandbox/buy/c2c?symbol=usdt&amount=19.50000000');
    expect(c2c.status).toBe(200);
    expect(c2c.text).toContain('Buy 19.50000000 USDT with money from other people');
    expect((await server.get('/sandbox/buy/atm')).text).toContain('Swap USDT for 0.1 BTC');
    const rc = await server.call('GET', '/sandbox/buy/rc?amount=56.00', { headers: { 'accept-language': 'zh-CN' } });
    expect(rc.text).toContain('充值 56.00 Reborn 币');
  });

  test('refuse what is not a purchase', async () => {
    expectError(await server.get('/sandbox/buy/c2c?amount=1e9'), 400, 100400);
    expectError(await server.get('/sandbox/buy/c2c?symbol=%3Cscript%3E'), 400, 100400);
    expectError(await server.get('/sandbox/buy/otc'), 404, 404);
  });
});
