import { afterAll, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { createTestServer } from '../../test/helpers';
import { sandboxPartySecret } from '../signed-party';
import { captchaAdapter } from './captcha.adapter';

// The captcha vendor on our own signed protocol, at its boundary: the server's question verifies at
// the vendor's stand-in, which says a solved captcha was solved once, and spends it.

const server = createTestServer();
afterAll(() => server.close());

test('a solved captcha verifies once; an unsolved one does not; another key is refused', async () => {
  const { token, question } = (await server.get('/sandbox/captcha')).body.data as { token: string; question: string };
  const vendor = (secret: string) => captchaAdapter({
    url: () => `${appDeps(server.app).runtime.selfOrigin}/sandbox/captcha-api`, secret: () => secret, clock: () => server.clock.now,
  });
  const key = sandboxPartySecret(appDeps(server.app), 'captcha');
  expect(await vendor(key).verify(token)).toBe(false);
  const [a, b] = question.match(/\d+/g)!.map(Number);
  expect((await server.post('/sandbox/captcha/solve', { token, answer: String(a + b) })).body.data).toEqual({ solved: true });
  await expect(vendor('not-the-key-not-the-key-not-the-key').verify(token))
    .rejects.toThrow('the captcha service refused the request: signature does not verify');
  expect(await vendor(key).verify(token)).toBe(true);
  expect(await vendor(key).verify(token)).toBe(false);
});
