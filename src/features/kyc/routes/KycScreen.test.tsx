import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { kycHandlers, kycStatusFixture } from '../../../../test/fixtures/kyc';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('KycScreen (group-kyc)', () => {
  it('sends an approved person on to the group home', async () => {
    server.use(
      ...groupHandlers('demo'),
      ...kycHandlers('demo', () => kycStatusFixture({ kyc_status: 'approved', name: 'Alice Member' })),
      mockCall('demo', accountCalls.me, () =>
        HttpResponse.json({ data: meFixture({ state: 'paid', kyc_status: 'approved', quiz_passed: true }) }),
      ),
    );
    renderApp('#/demo/kyc');
    // The first render loads the route's chunk and the guard's data: allow more than the default second.
    expect(await screen.findByText('You are verified as Alice Member.', {}, { timeout: 15_000 })).toBeTruthy();
    // Within the page: the guard may greet the person in a modal of its own.
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/home'));
  });
});
