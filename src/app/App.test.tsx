import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { Route, Router } from 'preact-iso';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../test/msw';
import { currentGroup } from '../lib/session';
import { groupConfig, groupPublic, groupSettings } from '../features/group';
import { AppChunkError } from './AppChunkError';
import { AppErrorBoundary } from './AppErrorBoundary';
import { CHUNK_RELOAD_FLAG, chunkRecovery, lazyScreen } from './chunkReload';
import { screenLoadEvents, screenLoading } from './network';
import { HashLocationProvider, navigate } from '../lib/location';
import { groupHandlers, renderApp } from '../../test/app';
import { homeHandlers } from '../../test/fixtures/home';
import { groupCalls } from '../../contract/api/group';
import { memberCalls } from '../../contract/api/member';
import { callApi } from '../lib/call';
import { toast, toasts } from '../ui/toast';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const r of [groupPublic, groupConfig, groupSettings]) r.clear('demo');
  // Tests that land on the group home: its stream, shortcut and course calls stay here.
  server.use(...homeHandlers());
});
afterEach(cleanup);

describe('App shell', () => {
  it('shows the 404 screen for an unknown route', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('#/demo/home');
  });

  it('shows a group the server does not know as missing, on any of its paths, with the way to the start page', async () => {
    const missing = () => HttpResponse.json({ code: 404, message: 'cannot find resource' }, { status: 404 });
    server.use(
      mockCall('nosuch', groupCalls.public, missing),
      mockCall('nosuch', groupCalls.config, missing),
      mockCall('nosuch', groupCalls.settings, missing),
    );
    renderApp('#/nosuch/courses');
    expect(await screen.findByRole('heading', { name: 'There is no group here' })).toBeTruthy();
    expect(screen.getByText('No group is called “nosuch”. The link may be mistyped, or the group has closed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('#/');
    // No frame of a group that is not there: no tabs, no retry.
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sets the current group from the route', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/settings');
    await screen.findByRole('heading', { name: 'Currency' });
    expect(currentGroup.value).toBe('demo');
  });

  it('goes to the maintenance page when the API answers 100500', async () => {
    server.use(
      mockCall('demo', groupCalls.public, () => HttpResponse.json({ code: 100500, message: 'maintenance' }, { status: 503 })),
      mockCall('demo', groupCalls.config, () => HttpResponse.json({ code: 100500, message: 'maintenance' }, { status: 503 })),
      mockCall('demo', groupCalls.settings, () => HttpResponse.json({ code: 100500, message: 'maintenance' }, { status: 503 })),
    );
    renderApp('#/demo/home');
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
    expect(location.hash).toBe('#/demo/exception/maintenance');
  });

  it('goes to the permission page with the source on 100416', async () => {
    server.use(
      ...groupHandlers(),
      mockCall('demo', memberCalls.ops, () => HttpResponse.json({ code: 100416, message: 'perm' }, { status: 403 })),
    );
    renderApp('#/demo/settings');
    await screen.findByRole('heading', { name: 'Currency' });
    await callApi('demo', memberCalls.ops, {}).catch(() => {});
    expect(await screen.findByRole('heading', { name: 'Permissions required' })).toBeTruthy();
    expect(location.hash.indexOf('#/demo/exception/permission?source=')).toBe(0);
    expect(decodeURIComponent(location.hash.split('source=')[1])).toBe(location.origin + '/#/demo/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Currency' })).toBeTruthy();
  });

  it('shows a malformed response as a load failure, not a crash', async () => {
    // msw tries the handlers in the order given: the broken one first.
    server.use(
      mockCall('demo', groupCalls.public, () => HttpResponse.json({ data: { name: 'no other fields' } })),
      ...groupHandlers(),
    );
    renderApp('#/demo/home');
    expect(await screen.findByText('The group could not be loaded')).toBeTruthy();
  });

  it('has a back button that goes to the group home when there is no history', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/home'));
  });

  it('goes back in history when there is some', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/home');
    await screen.findByText('Demo Group');
    navigate('/demo/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/home'));
  });

  it('takes what went wrong on a screen away with it, and lets a confirmation lead to the next screen', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/home');
    await screen.findByText('Demo Group');
    act(() => {
      toast('Invitation code incorrect or unavailable', 'error');
      toast('Check your amount', 'warning');
    });
    expect(toasts.value).toHaveLength(2);
    act(() => {
      toast('Saved', 'success');
      navigate('/demo/settings');
    });
    await screen.findByRole('button', { name: 'Back' });
    await waitFor(() => expect(toasts.value.map((item) => item.message)).toEqual(['Saved']));
  });

  it('shows the bottom bar only when more than one enabled tab has a screen', async () => {
    server.use(...groupHandlers('demo', {
      settings: { home_enabled: true, 'course-enabled': true, discussion_enabled: false, profile_enabled: false },
    }));
    renderApp('#/demo/home');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Courses']);
  });

  it('hides the bottom bar when only one tab is enabled', async () => {
    server.use(...groupHandlers('demo', {
      settings: { home_enabled: true, custom_enabled: false, 'course-enabled': false, discussion_enabled: false, profile_enabled: false },
    }));
    renderApp('#/demo/home');
    await screen.findByText('Demo Group');
    // The layout draws the bar from the settings as it renders: once they are in, the render
    // they cause (queued the moment they arrived, ahead of this test going on) has drawn it or not.
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    await act(async () => {});
    expect(document.querySelector('.app-layout')!.className).toBe('app-layout app-layout--bar');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });
});

function Thrower(): never {
  throw new TypeError('cannot read properties of undefined');
}

describe('AppErrorBoundary', () => {
  it('shows the error page with the path, code and message of an unexpected error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary url="/demo/broken?x=1" homeHref="#/demo/home">
        <Thrower />
      </AppErrorBoundary>,
    );
    expect(screen.getByTestId('error-path').textContent).toBe('/demo/broken?x=1');
    expect(screen.getByTestId('error-code').textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('cannot read properties of undefined');
    spy.mockRestore();
  });
});

describe('failed chunk load', () => {
  const saved = { ...chunkRecovery };
  afterEach(() => Object.assign(chunkRecovery, saved));

  function renderBroken() {
    const Broken = lazyScreen(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), AppChunkError);
    history.replaceState(null, '', '/#/demo/courses');
    return render(
      <HashLocationProvider>
        <Router>{[<Route key="courses" path="/:group/courses" component={Broken} />]}</Router>
      </HashLocationProvider>,
    );
  }

  it('reloads the page once', async () => {
    const reload = vi.fn();
    Object.assign(chunkRecovery, { storage: sessionStorage, reload });
    renderBroken();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
  });

  it('offline, never reloads: the screen shown stays, and the chunk is asked for again when the network is back', async () => {
    const reload = vi.fn();
    let online!: () => void;
    let offline = true;
    Object.assign(chunkRecovery, {
      storage: sessionStorage, reload, offline: () => offline, backOnline: () => new Promise<void>((resolve) => (online = resolve)),
    });
    let tries = 0;
    const Flaky = lazyScreen(() => (++tries === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: () => <h1>Courses</h1> })), AppChunkError);
    history.replaceState(null, '', '/#/demo/home');
    render(
      <HashLocationProvider>
        <Router {...screenLoadEvents}>{[<Route key="home" path="/:group/home" component={() => <h1>Home</h1>} />, <Route key="courses" path="/:group/courses" component={Flaky} />]}</Router>
      </HashLocationProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    act(() => navigate('/demo/courses'));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(online).toBeTypeOf('function'));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    // The frame's progress bar is up from the tap (issue 26 point 2) until the screen comes.
    expect(screenLoading.value).toBe(true);
    offline = false;
    act(() => online());
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeTruthy();
    await waitFor(() => expect(screenLoading.value).toBe(false));
    expect(tries).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error page when it fails again after that reload', async () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    Object.assign(chunkRecovery, { storage: sessionStorage, reload });
    renderBroken();
    expect(await screen.findByTestId('error-path')).toBeTruthy();
    expect(screen.getByTestId('error-path').textContent).toBe('/demo/courses');
    expect(screen.getByTestId('error-message').textContent).toContain('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });
});
