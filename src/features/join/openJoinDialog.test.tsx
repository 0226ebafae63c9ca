import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../test/msw';
import { invitationHandlers, invitationServer, relationFixture } from '../../../test/fixtures/invitation';
import { productHandlers } from '../../../test/fixtures/join';
import { HashLocationProvider, navigate } from '../../lib/location';
import { groupHandlers } from '../../../test/app';
import { logoutGroup, setSession } from '../../lib/session';
import { ModalHost } from '../../ui/ModalHost';
import { closeAllModals } from '../../ui/modals';
import { meFixture } from '../../../test/fixtures/account';
import { groupConfig } from '../group';
import { openJoinDialog } from './openJoinDialog';
import { accountCalls } from '../../../contract/api/account';

useMswServer();

let state: 'pending' | 'paid';

beforeEach(() => {
  state = 'pending';
  groupConfig.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  server.use(
    ...groupHandlers('demo', { config: { pay_to_join: false, invite_to_join: true } }),
    ...productHandlers('demo'),
    ...invitationHandlers('demo', invitationServer({ relation: relationFixture() })),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state, expired_at: null }) })),
  );
  history.replaceState(null, '', '/#/demo/courses');
  render(
    <HashLocationProvider>
      <ModalHost />
    </HashLocationProvider>,
  );
});
afterEach(() => {
  closeAllModals();
  cleanup();
  logoutGroup('demo');
});

describe('openJoinDialog', () => {
  it("shows the join screen full screen and resolves true once the person joined ('joined')", async () => {
    let result: boolean | undefined;
    void openJoinDialog('demo').then((joined) => (result = joined));
    const dialog = await screen.findByRole('dialog', { name: 'Join the group' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toBe('join-dialog');
    await within(dialog).findByText('Mia Member');
    state = 'paid';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and join' }));
    await waitFor(() => expect(result).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false when closed', async () => {
    let result: boolean | undefined;
    void openJoinDialog('demo').then((joined) => (result = joined));
    const dialog = await screen.findByRole('dialog', { name: 'Join the group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(result).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false when a route change dismisses it', async () => {
    let result: boolean | undefined;
    void openJoinDialog('demo').then((joined) => (result = joined));
    await screen.findByRole('dialog', { name: 'Join the group' });
    await act(() => {
      navigate('/demo/home');
      closeAllModals();
    });
    await waitFor(() => expect(result).toBe(false));
  });
});
