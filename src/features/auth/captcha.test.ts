// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { server, useMswServer } from '../../../test/msw';
import { authHandlers, authServer } from '../../../test/fixtures/auth';
import { createCaptchaFlow } from './captcha';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('auth'));

useMswServer();

const settled = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 5));
    poll();
  });

describe('createCaptchaFlow', () => {
  it('hands back the token of a right answer', async () => {
    const s = authServer();
    server.use(...authHandlers(s));
    const flow = createCaptchaFlow();
    flow.next();
    await settled(() => flow.captcha.value !== null);
    expect(await flow.solve('7')).toBe(s.captchas[0]);
    expect(flow.loadError.value).toBeNull();
  });

  it('rejects a wrong answer and asks a new question', async () => {
    const s = authServer();
    server.use(...authHandlers(s));
    const flow = createCaptchaFlow();
    flow.next();
    await settled(() => flow.captcha.value !== null);
    await expect(flow.solve('5')).rejects.toBeTruthy();
    await settled(() => flow.captcha.value !== null);
    expect(s.captchas).toEqual(['captcha-1', 'captcha-2']);
  });
});
