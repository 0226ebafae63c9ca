import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { homeHandlers } from '../../../../test/fixtures/home';
import { firstLogin, setFirstLogin } from '../../../lib/prefs';
import { logoutGroup, setSession } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import type { Me } from '../../account';
import { groupPublic, groupSettings, type GroupSettings } from '../../group';
import { openModal } from '../../../ui/modals';
import { WELCOME_EMOJIS } from '../model';

useMswServer();

// Loaded up front, so the checks that no sheet appears are not merely racing its chunk.
await import('./OnboardingWelcomeSheet');

beforeEach(() => {
  localStorage.clear();
  groupPublic.clear('demo');
  groupSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  firstLogin.value = {};
});

function handlers(me: Partial<Me>, settings: Partial<GroupSettings> = {}) {
  return [
    ...groupHandlers('demo', { public: { name: 'Night Owls' }, settings }),
    ...homeHandlers(),
    http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ full_name: 'Alice', ...me }) })),
  ];
}

// Generous: the first showing loads the home and sheet chunks.
const sheet = () => screen.findByRole('dialog', { name: 'Welcome to Night Owls!' }, { timeout: 5000 });

describe('the welcome sheet on the group home', () => {
  it('greets a joined member after their first login with one of seven emoji and the group status', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'paid' }, { 'group-mode': 'mute' }));
    renderApp('#/demo/home');
    const dialog = await sheet();
    expect(dialog.textContent).toContain('You are a member now.');
    expect(await screen.findByText(/only kudos and lucky coins can be sent/)).toBeTruthy();
    const emoji = dialog.querySelector('.onboarding-sheet__emoji')!.textContent;
    expect(WELCOME_EMOJIS).toContain(emoji);
  });

  it('waits for an open dialog (the hello modal after a first login) to close before greeting', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'paid' }));
    renderApp('#/demo/home');
    // After the app's first effects, which close any dialog left from another screen.
    await act(async () => {});
    let closeHello: (v: boolean) => void = () => {};
    act(() => {
      void openModal<boolean>((close) => {
        closeHello = close;
        return <p>hello</p>;
      }, false);
    });
    expect(await screen.findByText('Alice')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeHello(true));
    expect(await sheet()).toBeTruthy();
  });

  it('says when a lecture is on', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'paid' }, { 'group-mode': 'lecture', lecturing_or_streaming_started_at: '2024-05-01T10:00:00Z' }));
    renderApp('#/demo/home');
    await sheet();
    expect(await screen.findByText('A lecture is on right now.')).toBeTruthy();
  });

  it('closing it clears the first-login flag of that group only, and it does not come back', async () => {
    setFirstLogin('demo', true);
    setFirstLogin('other', true);
    server.use(...handlers({ state: 'paid' }));
    renderApp('#/demo/home');
    await sheet();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(firstLogin.value).toEqual({ other: true });

    cleanup();
    renderApp('#/demo/home');
    expect(await screen.findByText('Alice')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button also clears the flag', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'paid' }));
    renderApp('#/demo/home');
    await sheet();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(firstLogin.value.demo).toBeUndefined();
  });

  it('choosing the tour clears the flag and leads to the welcome screen', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'paid' }));
    renderApp('#/demo/home');
    await sheet();
    const tour = screen.getByRole('link', { name: 'Show me around' });
    expect(tour.getAttribute('href')).toBe('#/demo/onboarding/welcome');
    // Stay on this screen: the welcome screen behind the entry guard is not what this test is about.
    tour.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(tour);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(firstLogin.value.demo).toBeUndefined();
  });

  it('waits until the person has joined: a pending user keeps the flag and sees no sheet', async () => {
    setFirstLogin('demo', true);
    server.use(...handlers({ state: 'pending' }));
    renderApp('#/demo/home');
    expect(await screen.findByText('Alice')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(firstLogin.value.demo).toBe(true);
  });

  it('is not shown without a first login', async () => {
    server.use(...handlers({ state: 'paid' }));
    renderApp('#/demo/home');
    expect(await screen.findByText('Alice')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
