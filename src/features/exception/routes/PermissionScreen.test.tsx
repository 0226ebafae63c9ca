import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { redirects } from '../../../lib/prefs';
import { authWindow } from '../../auth';

useMswServer();
afterEach(cleanup);

const source = () => encodeURIComponent(`${location.origin}/#/demo/settings`);

describe('PermissionScreen', () => {
  it('lists the message, phone and profile authorisations', async () => {
    server.use(...groupHandlers());
    renderApp(`#/demo/exception/permission?source=${source()}`);
    expect(await screen.findByRole('heading', { name: 'Permissions required' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Send you messages', 'Read your phone number', 'Read your basic profile']);
  });

  it('retries by going back to the source', async () => {
    server.use(...groupHandlers());
    renderApp(`#/demo/exception/permission?source=${source()}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/settings'));
  });

  it('authorises through the wallet and comes back to the source', async () => {
    const assign = vi.spyOn(authWindow, 'assign').mockImplementation(() => {});
    server.use(...groupHandlers());
    renderApp(`#/demo/exception/permission?source=${source()}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Authorise' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(redirects.value.demo).toEqual({ path: '/demo/settings' });
  });

  it('falls back to the group home for a foreign source', async () => {
    server.use(...groupHandlers());
    renderApp(`#/demo/exception/permission?source=${encodeURIComponent('https://evil.test/#/x')}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/home'));
  });
});
