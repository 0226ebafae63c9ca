import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { groupFlags } from '../../lib/groupFlags';
import { ModalHost } from '../../ui/ModalHost';
import { closeAllModals } from '../../ui/modals';
import { helloDue } from '../../lib/groupFlags';
import { greetOnce } from './hello';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('access'));

const ALICE = { full_name: 'Alice Member', avatar_url: '' };

beforeEach(() => {
  groupFlags.value = {};
  render(<ModalHost />);
});
afterEach(() => {
  act(() => closeAllModals());
  cleanup();
});

describe('the hello modal', () => {
  it('greets with the avatar, the name and the group, and one action', async () => {
    let closed = false;
    act(() => {
      void greetOnce('demo', ALICE, 'Demo Group').then(() => (closed = true));
    });
    const dialog = screen.getByRole('dialog', { name: 'Hello, Alice Member' });
    expect(screen.getByRole('img', { name: 'Alice Member avatar' }).textContent).toBe('A');
    expect(dialog.textContent).toContain('Welcome to Demo Group');
    expect(dialog.querySelectorAll('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await Promise.resolve();
    expect(closed).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown once per group, whatever calls it again', () => {
    expect(helloDue('demo')).toBe(true);
    act(() => {
      void greetOnce('demo', ALICE, 'Demo Group');
      void greetOnce('demo', ALICE, 'Demo Group');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(helloDue('demo')).toBe(false);
    // Another group has its own greeting.
    expect(helloDue('other')).toBe(true);
    // The welcome sheet's flag is not touched.
    expect(groupFlags.value.demo).toEqual({ helloShown: true });
  });
});
