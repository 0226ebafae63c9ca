import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ErrorBoundary, Route, Router } from 'preact-iso';
import { HttpResponse } from 'msw';
import { heldResponse, server, useMswServer, mockCall } from '../../test/msw';
import { logoutGroup, setSession } from '../lib/session';
import { closeAllModals, modals } from '../ui/modals';
import { account, type Me } from '../features/account';
import { meFixture } from '../../test/fixtures/account';
import { groupSettingsFixture } from '../../test/fixtures/group';
import { groupConfig, groupPublic, groupSettings, type GroupSettings } from '../features/group';
import { EntryGate, guardedScreen } from './guards';
import { HashLocationProvider } from '../lib/location';
import { groupHandlers, renderApp } from '../../test/app';
import { homeHandlers } from '../../test/fixtures/home';
import { pastEveryDeadline, useFakeClock } from '../../test/clock';
import { groupCalls } from '../../contract/api/group';
import { accountCalls } from '../../contract/api/account';

// The quiz, KYC and join screens are other features' (tested there); here they are
// stand-ins that say what they were given and call back the way the real ones do.
vi.mock('./entryGuardScreens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./entryGuardScreens')>();
  return {
    ...actual,
    EntryQuiz: ({ quizId, onPassed }: { quizId: string; onPassed: () => void }) => (
      <section>
        <h1>Quiz {quizId}</h1>
        <button onClick={onPassed}>Pass the quiz</button>
      </section>
    ),
    EntryKyc: ({ onApproved }: { onApproved: () => void }) => (
      <section>
        <h1>Identity verification</h1>
        <button onClick={onApproved}>Verified</button>
      </section>
    ),
    EntryJoin: ({ group, onJoined }: { group: string; onJoined: () => void }) => (
      <section>
        <h1>Join {group}</h1>
        <button onClick={onJoined}>Joined</button>
      </section>
    ),
  };
});

useMswServer();

let me: Me;
let meCalls = 0;

function serve(settings: Partial<GroupSettings> = {}) {
  server.use(
    ...groupHandlers('demo', { settings }),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => {
      meCalls++;
      return HttpResponse.json({ data: me });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  for (const r of [groupPublic, groupConfig, groupSettings, account]) r.clear('demo');
  me = meFixture({ state: 'pending', quiz_passed: false, kyc_status: 'unknown' });
  meCalls = 0;
});
afterEach(() => {
  vi.useRealTimers();
  act(() => closeAllModals());
  cleanup();
  logoutGroup('demo');
});

const login = () => setSession('demo', { token: 't', refresh_token: 'r' });

describe('the entry guard on a guarded route', () => {
  it('shows a guest the login screen', async () => {
    serve();
    renderApp('#/demo');
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with the wallet' })).toBeTruthy();
  });

  it('shows a loading state until the account has loaded', async () => {
    login();
    me = meFixture({ state: 'paid' });
    // The account's answer waits until the loading state has been seen, however slow the machine.
    const answer = heldResponse();
    server.use(
      ...groupHandlers(),
      mockCall('demo', accountCalls.me, async () => {
        await answer.wait();
        return HttpResponse.json({ data: me });
      }),
    );
    renderApp('#/demo');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Demo Group' })).toBeNull();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Demo Group' })).toBeTruthy();
  });

  it('takes a new person through the quiz, then KYC, then joining, to the content', async () => {
    login();
    serve({ group_entry_quiz_id: 'quiz-rules', group_entry_kyc_enabled: true });
    renderApp('#/demo');

    expect(await screen.findByRole('heading', { name: 'Quiz quiz-rules' })).toBeTruthy();
    me = { ...me, quiz_passed: true };
    fireEvent.click(screen.getByRole('button', { name: 'Pass the quiz' }));

    expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeTruthy();
    me = { ...me, kyc_status: 'approved' };
    fireEvent.click(screen.getByRole('button', { name: 'Verified' }));

    expect(await screen.findByRole('heading', { name: 'Join demo' })).toBeTruthy();
    me = { ...me, state: 'paid', expired_at: '2999-01-01T00:00:00Z' };
    fireEvent.click(screen.getByRole('button', { name: 'Joined' }));

    // The content: the group home behind the guard.
    expect(await screen.findByRole('heading', { name: 'Demo Group' })).toBeTruthy();
    expect(meCalls).toBe(4);
  });

  it('tells a non-member that entry is disabled, but lets a member in', async () => {
    login();
    serve({ group_entry_disabled: true, group_entry_quiz_id: 'q' });
    renderApp('#/demo');
    expect(await screen.findByRole('heading', { name: 'This group is not taking new members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About this group' }).getAttribute('href')).toBe('#/demo/home');
    cleanup();
    account.clear('demo');
    me = meFixture({ state: 'paid' });
    renderApp('#/demo');
    expect(await screen.findByRole('heading', { name: 'Demo Group' })).toBeTruthy();
  });

  it('shows a banned member the banned notice: title, forbidden icon, subtitle', async () => {
    login();
    me = meFixture({ state: 'paid', policies: [{ policy_type: 'USER_BAN' }] });
    serve();
    renderApp('#/demo');
    const title = await screen.findByRole('heading', { name: 'You are banned from this group' });
    const notice = title.closest('section')!;
    expect(notice.querySelector('[data-icon="forbidden"]')).toBeTruthy();
    expect(notice.textContent).toContain('the group\'s content is closed to you');
    // Switching account logs out of this group: back to login.
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
  });

  it('sends an expired member back to joining', async () => {
    login();
    me = meFixture({ state: 'paid', expired_at: '2000-01-01T00:00:00Z' });
    serve();
    renderApp('#/demo');
    expect(await screen.findByRole('heading', { name: 'Join demo' })).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    login();
    me = meFixture({ state: 'paid' });
    let fail = true;
    serve();
    // Added last, so tried first.
    server.use(
      mockCall('demo', groupCalls.settings, () =>
        fail
          ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: groupSettingsFixture() })),
    );
    renderApp('#/demo');
    expect(await screen.findByText('Something went wrong on the server. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Demo Group' })).toBeTruthy();
  });

  it('greets nobody with a dialog on the way in: the welcome sheet on the home is the only greeting', async () => {
    login();
    me = meFixture({ state: 'paid', full_name: 'Alice Member' });
    serve();
    // The clock moves only when the test says: a greeting would open from an effect, which runs
    // after the frame (or Preact's 35 ms fallback) that follows the content's paint.
    useFakeClock();
    renderApp('#/demo');
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Demo Group' })).toBeTruthy(), { timeout: 15_000 });
    await pastEveryDeadline();
    expect(modals.value).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is skipped on public routes', async () => {
    login();
    serve({ group_entry_disabled: true });
    renderApp('#/demo/home');
    expect(await screen.findByRole('heading', { name: 'Demo Group' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This group is not taking new members' })).toBeNull();
  });
});

describe('EntryGate embedded in a page', () => {
  function renderGate() {
    history.replaceState(null, '', '/#/demo/courses/1');
    return render(
      <HashLocationProvider>
        <ErrorBoundary>
          <p>Public part</p>
          <EntryGate group="demo">
            <p>Members-only part</p>
          </EntryGate>
        </ErrorBoundary>
      </HashLocationProvider>,
    );
  }

  it('guards only what it wraps', async () => {
    serve();
    renderGate();
    expect(screen.getByText('Public part')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
    expect(screen.queryByText('Members-only part')).toBeNull();
  });

  it('shows the wrapped part to a member', async () => {
    login();
    me = meFixture({ state: 'paid' });
    serve();
    renderGate();
    expect(await screen.findByText('Members-only part')).toBeTruthy();
  });
});

describe('the role guards (§6)', () => {
  const Screen = Object.assign(() => <p>Admin tools</p>, { preload: () => Promise.resolve() });

  function renderGuarded(access: 'lecturer' | 'admin' | 'owner') {
    const Guarded = guardedScreen({ screen: Screen, access });
    history.replaceState(null, '', '/#/demo/admin');
    return render(
      <HashLocationProvider>
        <Router>{[<Route key="admin" path="/:group/admin" component={Guarded} />]}</Router>
      </HashLocationProvider>,
    );
  }

  it('runs the entry checks first: a guest is asked to log in', async () => {
    serve();
    renderGuarded('admin');
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it('tells a lecturer an admin page is not for their role', async () => {
    login();
    me = meFixture({ state: 'paid', role: 'lecturer' });
    serve();
    renderGuarded('admin');
    expect(await screen.findByText('Only admins and the owner can open this page.')).toBeTruthy();
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it('lets an admin in to an admin page, and keeps them out of the owner’s', async () => {
    login();
    me = meFixture({ state: 'paid', role: 'admin' });
    serve();
    const first = renderGuarded('admin');
    expect(await screen.findByText('Admin tools')).toBeTruthy();
    first.unmount();
    renderGuarded('owner');
    expect(await screen.findByText('Only the owner of the group can open this page.')).toBeTruthy();
  });
});
