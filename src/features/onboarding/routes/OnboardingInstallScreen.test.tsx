import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { host, type HostInfo } from '../../../lib/host';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { groupPublicFixture, groupSettingsFixture } from '../../../../test/fixtures/group';
import { groupCalls } from '../../../../contract/api/group';

useMswServer();

const writableHost = host as Signal<HostInfo>;
const browser = host.value;

beforeEach(() => {
  for (const r of [groupPublic, groupConfig, groupSettings]) r.clear('demo');
});
afterEach(() => {
  cleanup();
  writableHost.value = browser;
});

describe('OnboardingInstallScreen', () => {
  it('gives the two steps: download the app (keeping the login tracking), then add the group by its number', async () => {
    server.use(...groupHandlers('demo', { public: { name: 'Night Owls', identity_number: '7000100001' } }));
    renderApp('#/demo/onboarding/install?utm_source=demo&utm_medium=group&utm_campaign=login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Join Night Owls in the app' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Download the app', 'Add the group']);

    const download = new URL(screen.getByRole('link', { name: 'Download the app' }).getAttribute('href')!);
    expect(download.searchParams.get('utm_source')).toBe('demo');
    expect(download.searchParams.get('utm_medium')).toBe('group');
    expect(download.searchParams.get('utm_campaign')).toBe('login');

    expect(screen.getByText('7000100001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the group number' })).toBeTruthy();
    expect(screen.queryByText('Your invitation code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the group' }).getAttribute('href')).toBe('#/demo');
  });

  it('shows the invitation code from the link, ready to copy', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/onboarding/install?invitation_code=%20OWL-42%20');
    expect(await screen.findByText('OWL-42')).toBeTruthy();
    expect(screen.getByText('Your invitation code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the invitation code' })).toBeTruthy();
  });

  it('inside the wallet app marks the download step done instead of offering a download', async () => {
    writableHost.value = { kind: 'wallet', platform: 'ios', appVersion: '3.11.0' };
    server.use(...groupHandlers());
    renderApp('#/demo/onboarding/install');
    expect(await screen.findByText(/You are already in the app/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
  });

  it('is where an API error 100110 sends the person (§8)', async () => {
    server.use(
      mockCall('demo', groupCalls.public, () => HttpResponse.json({ data: groupPublicFixture({ name: 'Night Owls' }) })),
      mockCall('demo', groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture() })),
      mockCall('demo', groupCalls.config, () => HttpResponse.json({ code: 100110, message: 'use the app' }, { status: 403 })),
    );
    renderApp('#/demo/settings');
    await waitFor(() => expect(location.hash).toBe('#/demo/onboarding/install'));
    expect(await screen.findByRole('heading', { name: 'Join Night Owls in the app' })).toBeTruthy();
  });
});
