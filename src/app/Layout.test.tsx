import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { groupConfigFixture, groupPublicFixture, groupSettingsFixture } from '../../test/fixtures/group';
import { useMswServer } from '../../test/msw';
import { groupConfig, groupPublic, groupSettings } from '../features/group';
import { loadNamespaces } from '../lib/i18n';
import { themeChoice } from '../lib/settings';
import { Layout } from './Layout';
import { offline, screenLoading } from './network';
import { screenFor } from './screens';

useMswServer();
afterEach(cleanup);

describe('Layout', () => {
  it('shows the screen’s title when its texts arrive, with nothing else changing', async () => {
    // The group is already loaded, so nothing but the texts arriving can render the bar again.
    groupPublic.put('demo', groupPublicFixture());
    groupConfig.put('demo', groupConfigFixture());
    groupSettings.put('demo', groupSettingsFixture());
    // The members screen's namespace is not loaded yet (only the shell's are, as at boot).
    const match = { def: screenFor('group-members')!, params: { group: 'demo' } };
    render(
      <Layout match={match}>
        <p>content</p>
      </Layout>,
    );
    const heading = () => document.querySelector('.app-top-bar h1')!.textContent;
    expect(heading()).not.toMatch(/routes\./);
    expect(heading()).not.toMatch(/Members/);
    // Never an empty h1 meanwhile: the group's name stands in for the title.
    expect(heading()).toBe(groupPublicFixture().name);
    await act(() => loadNamespaces(['member']));
    expect(await screen.findByText('Members')).toBeTruthy();
  });

  it('says when the network is gone and when a screen is on its way, and stops saying it when it is back', async () => {
    groupPublic.put('demo', groupPublicFixture());
    groupSettings.put('demo', groupSettingsFixture());
    render(
      <Layout match={{ def: screenFor('group-home')!, params: { group: 'demo' } }}>
        <p>content</p>
      </Layout>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe("You're offline. What was loaded stays; the rest comes when you're back.");
    // A screen whose chunk is on its way: the bar says it is coming.
    act(() => void (screenLoading.value = true));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => void dispatchEvent(new Event('online')));
    expect(offline.value).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void (screenLoading.value = false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('paints the group’s custom theme once its settings name one, and takes it off for a group without', async () => {
    groupPublic.put('demo', groupPublicFixture());
    groupConfig.put('demo', groupConfigFixture());
    groupSettings.put('demo', groupSettingsFixture({ custom_theme: '{"primary":"#1a237e"}' }));
    const match = { def: screenFor('group-settings')!, params: { group: 'demo' } };
    const view = render(
      <Layout match={match}>
        <p>content</p>
      </Layout>,
    );
    const style = document.documentElement.style;
    await waitFor(() => expect(style.getPropertyValue('--primary')).toBe('#1a237e'));
    expect(style.getPropertyValue('--on-primary')).toBe('#ffffff');

    groupSettings.put('plain', groupSettingsFixture());
    groupPublic.put('plain', groupPublicFixture());
    groupConfig.put('plain', groupConfigFixture());
    view.rerender(
      <Layout match={{ ...match, params: { group: 'plain' } }}>
        <p>content</p>
      </Layout>,
    );
    await waitFor(() => expect(style.getPropertyValue('--primary')).toBe(''));
  });

  it('paints a custom theme’s dark colour in the dark theme, and follows a switch of theme', async () => {
    themeChoice.value = 'light';
    groupPublic.put('demo', groupPublicFixture());
    groupConfig.put('demo', groupConfigFixture());
    groupSettings.put('demo', groupSettingsFixture({ custom_theme: '{"primary":"#1a237e","primary_dark":"#ffeb3b"}' }));
    render(
      <Layout match={{ def: screenFor('group-settings')!, params: { group: 'demo' } }}>
        <p>content</p>
      </Layout>,
    );
    const style = document.documentElement.style;
    try {
      await waitFor(() => expect(style.getPropertyValue('--primary')).toBe('#1a237e'));
      act(() => {
        themeChoice.value = 'dark';
      });
      await waitFor(() => expect(style.getPropertyValue('--primary')).toBe('#ffeb3b'));
      expect(style.getPropertyValue('--on-primary')).toBe('#04201d');
    } finally {
      themeChoice.value = 'system';
    }
  });
});
