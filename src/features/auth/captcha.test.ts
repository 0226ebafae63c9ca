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
  it('does not send an empty answer, and hands back the token of a right one', async () => {
    const s = authServer();
    server.use(...authHandlers(s));
    const flow = createCaptchaFlow();
    flow.next();
    await settled(() => flow.captcha.value !== null);

    expect(await flow.solve()).toBeNull();
    expect(flow.error.value).toBe('Enter the answer');

    flow.answer.value = '7';
    expect(await flow.solve()).toBe(s.captchas[0]);
    expect(flow.error.value).toBeNull();
  });
});
