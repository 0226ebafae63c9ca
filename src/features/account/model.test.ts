// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { logoutGroup, setSession } from '../../lib/session';
import { meFixture } from '../../../test/fixtures/account';
import { account } from './model';
import { accountCalls } from '../../../contract/api/account';

useMswServer();

describe('account', () => {
  it('loads /users/me once per group and forgets it on that group logout only', async () => {
    let calls = 0;
    server.use(
      mockCall('a', accountCalls.me, () => {
        calls++;
        return HttpResponse.json({ data: meFixture({ full_name: 'In A' }) });
      }),
      mockCall('b', accountCalls.me, () => HttpResponse.json({ data: meFixture({ full_name: 'In B' }) })),
    );
    setSession('a', { token: 'ta', refresh_token: 'ra' });
    setSession('b', { token: 'tb', refresh_token: 'rb' });
    await Promise.all([account.load('a'), account.load('a'), account.load('b')]);
    expect(calls).toBe(1);
    expect(account.of('a').data!.full_name).toBe('In A');
    logoutGroup('a');
    expect(account.of('a').data).toBeUndefined();
    expect(account.of('b').data!.full_name).toBe('In B');
    logoutGroup('b');
  });
});
