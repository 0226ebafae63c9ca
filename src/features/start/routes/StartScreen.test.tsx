import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { visitedGroups } from '../../group';

useMswServer();

beforeEach(() => {
  visitedGroups.value = [];
});
afterEach(cleanup);

describe('StartScreen (index)', () => {
  it('explains what a group link looks like when no group was opened', async () => {
    renderApp('#/');
    expect(await screen.findByRole('heading', { name: 'No group opened yet' })).toBeTruthy();
    expect(screen.getByText(`${location.origin}/#/<Group id>`)).toBeTruthy();
  });

  it('opens the group typed in, or the group of a pasted link', async () => {
    server.use(...groupHandlers('free'));
    renderApp('#/');
    const input = await screen.findByLabelText('Group id');
    fireEvent.input(input, { target: { value: 'not a group!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open group' }));
    const alert = within(input.closest('form')!).getByRole('alert');
    expect(alert.textContent).toBe('A group id has only letters, digits, - and _');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect((input as HTMLInputElement).value).toBe('not a group!');
    fireEvent.input(input, { target: { value: 'https://elsewhere.test/#/free/home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open group' }));
    await waitFor(() => expect(location.hash).toBe('#/free'));
  });

  it('lists the groups opened before, most recent first, and can forget one', async () => {
    visitedGroups.value = [
      { group_id: 'demo', name: 'Demo Group', avatar_url: '' },
      { group_id: 'free', name: 'Free Group', avatar_url: '' },
    ];
    renderApp('#/');
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/demo', '#/free']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Demo Group from this list' }));
    await waitFor(() => expect(screen.queryByText('Demo Group')).toBeNull());
    expect(visitedGroups.value.map((g) => g.group_id)).toEqual(['free']);
  });
});
