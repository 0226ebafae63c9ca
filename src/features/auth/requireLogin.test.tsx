import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { server, useMswServer } from '../../../test/msw';
import { groupHandlers } from '../../../test/app';
import { ApiError } from '../../lib/http';
import { groupFlags } from '../../lib/groupFlags';
import { logoutGroup, setSession } from '../../lib/session';
import { ModalHost } from '../../ui/ModalHost';
import { closeAllModals } from '../../ui/modals';
import { groupPublic } from '../group';
import { authWindow } from './model';
import { requireLogin } from './requireLogin';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('auth'));

useMswServer();

beforeEach(() => {
  localStorage.clear();
  groupFlags.value = {};
  groupPublic.clear('demo');
  server.use(...groupHandlers());
  render(<ModalHost />);
});
afterEach(() => {
  act(() => closeAllModals());
  cleanup();
  logoutGroup('demo');
});

describe('requireLogin', () => {
  it('lets a logged-in person through without asking', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    await expect(requireLogin('demo')).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks a guest to log in; Cancel resolves false", async () => {
    const answer = requireLogin('demo');
    const dialog = await screen.findByRole('dialog', { name: 'Login required' });
    expect(dialog.textContent).toContain('Please log in to continue.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it("shows the description of the error that made login necessary, and its login action leaves for the authorisation", async () => {
    const assign = vi.spyOn(authWindow, 'assign').mockImplementation(() => {});
    void requireLogin('demo', new ApiError(100401, 'token expired', 401));
    const dialog = await screen.findByRole('dialog', { name: 'Login required' });
    expect(dialog.textContent).toContain('Please log in again');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0][0], location.origin).pathname).toBe('/sandbox/mixin/authorize');
  });
});
