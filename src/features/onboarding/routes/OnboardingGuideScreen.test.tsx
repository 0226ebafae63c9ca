import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { isBuilt } from '../../../lib/paths';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { groupSettingsFixture } from '../../../../test/fixtures/group';
import { groupCalls } from '../../../../contract/api/group';

useMswServer();

beforeEach(() => {
  for (const r of [groupPublic, groupConfig, groupSettings]) r.clear('demo');
});
afterEach(cleanup);

describe('OnboardingGuideScreen', () => {
  it('explains rules, invitation code and payment of an invite-only paid group, then leads to joining', async () => {
    server.use(
      ...groupHandlers('demo', {
        public: {
          name: 'Night Owls',
          terms_of_use_url: 'https://legal.test/terms',
          privacy_policies_url: 'https://legal.test/privacy',
          provide_public_random_invitation_codes: true,
        },
        config: { invite_to_join: true, pay_to_join: true },
      }),
    );
    renderApp('#/demo/onboarding/guide');
    expect(await screen.findByRole('heading', { level: 2, name: 'How to join Night Owls' })).toBeTruthy();

    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(['Read the rules', 'Invitation code', 'Pay to join']);
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('https://legal.test/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://legal.test/privacy');
    expect(screen.queryByRole('link', { name: 'Group agreement' })).toBeNull();
    expect(screen.getByText(/You need an invitation code to join/)).toBeTruthy();
    expect(screen.getByText(/Membership is paid by the year/)).toBeTruthy();
    // The public codes page is linked only when this build has it.
    const publicCodes = screen.queryByRole('link', { name: 'Get a public invitation code' });
    expect(publicCodes && publicCodes.getAttribute('href')).toBe(
      isBuilt('group-invitations-public') ? '#/demo/invitations/public' : null,
    );

    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('#/demo');
    expect(screen.getByRole('link', { name: 'Use the app instead' }).getAttribute('href')).toBe('#/demo/onboarding/install');
  });

  it('says a free group needs no code and no payment, and has no rules of its own', async () => {
    server.use(
      ...groupHandlers('demo', {
        config: { invite_to_join: false, pay_to_join: false },
        settings: { system_invite_code_required: false },
      }),
    );
    renderApp('#/demo/onboarding/guide');
    expect(await screen.findByText(/No invitation code is needed/)).toBeTruthy();
    expect(screen.getByText('Joining this group is free.')).toBeTruthy();
    expect(screen.getByText(/no written rules of its own/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get a public invitation code' })).toBeNull();
  });

  it('asks for a code when the system requires one even if the group is not invite-to-join', async () => {
    server.use(...groupHandlers('demo', { config: { invite_to_join: false }, settings: { system_invite_code_required: true } }));
    renderApp('#/demo/onboarding/guide');
    expect(await screen.findByText(/You need an invitation code to join/)).toBeTruthy();
  });

  it('shows a failure to load with a retry that works', async () => {
    let calls = 0;
    server.use(
      mockCall('demo', groupCalls.settings, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: groupSettingsFixture() });
      }),
      ...groupHandlers(),
    );
    renderApp('#/demo/onboarding/guide');
    expect(await screen.findByRole('heading', { name: 'The group could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'How to join Demo Group' })).toBeTruthy();
  });
});
