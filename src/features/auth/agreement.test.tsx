import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { server, useMswServer } from '../../../test/msw';
import { groupHandlers } from '../../../test/app';
import { groupFlags } from '../../lib/groupFlags';
import { ModalHost } from '../../ui/ModalHost';
import { closeAllModals } from '../../ui/modals';
import { groupPublic } from '../group';
import { AGREEMENT_COUNTDOWN_SECONDS } from './components/AuthAgreementDialog';
import { ensureAgreement, needsAgreement } from './agreement';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('auth'));

useMswServer();

const AGREEMENT = {
  group_agreement_enabled: true,
  group_agreement_modal: true,
  group_agreement_url: '/sandbox/legal/agreement?group=demo',
};

beforeEach(() => {
  localStorage.clear();
  groupFlags.value = {};
  groupPublic.clear('demo');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  act(() => closeAllModals());
  cleanup();
  vi.useRealTimers();
});

const agree = () => screen.getByRole('button', { name: /^Agree/ });
const frame = () => screen.getByTitle('Text of the group agreement');

function openPopup(publicInfo: Record<string, unknown> = AGREEMENT) {
  server.use(...groupHandlers('demo', { public: publicInfo }));
  render(<ModalHost />);
  return ensureAgreement('demo');
}

describe('needsAgreement', () => {
  it('asks only when enabled, of modal type and not agreed yet', () => {
    const on = { group_agreement_enabled: true, group_agreement_modal: true };
    expect(needsAgreement(on, undefined)).toBe(true);
    expect(needsAgreement(on, { agreement_agreed: false })).toBe(true);
    expect(needsAgreement(on, { agreement_agreed: true })).toBe(false);
    expect(needsAgreement({ ...on, group_agreement_enabled: false }, undefined)).toBe(false);
    expect(needsAgreement({ ...on, group_agreement_modal: false }, undefined)).toBe(false);
  });
});

describe('the agreement popup', () => {
  it('locks Agree until 5 s after the frame has loaded, then remembers the agreement', async () => {
    const answer = openPopup();
    expect(await screen.findByRole('dialog', { name: 'Group agreement' })).toBeTruthy();
    expect(frame().getAttribute('src')).toBe('/sandbox/legal/agreement?group=demo');

    // The wait starts with the frame, not with the popup.
    act(() => void vi.advanceTimersByTime(10_000));
    expect(agree().hasAttribute('disabled')).toBe(true);

    fireEvent.load(frame());
    expect(agree().textContent).toBe(`Agree (${AGREEMENT_COUNTDOWN_SECONDS} s)`);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(agree().hasAttribute('disabled')).toBe(true);
    expect(agree().textContent).toBe('Agree (1 s)');
    act(() => void vi.advanceTimersByTime(1));
    expect(agree().hasAttribute('disabled')).toBe(false);
    expect(agree().textContent).toBe('Agree');

    fireEvent.click(agree());
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(groupFlags.value.demo).toEqual({ agreement_agreed: true });
    // Agreed once: not asked again.
    await expect(ensureAgreement('demo')).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Disagree only closes it', async () => {
    const answer = openPopup();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(groupFlags.value.demo).toBeUndefined();
  });

  it('shows a frame error as a red alert, Agree staying locked until a reload loads it', async () => {
    openPopup();
    await screen.findByRole('dialog');
    fireEvent.error(frame());
    expect(screen.getByRole('alert').textContent).toContain('The agreement could not be loaded');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(agree().hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.load(frame());
    act(() => void vi.advanceTimersByTime(5_000));
    expect(agree().hasAttribute('disabled')).toBe(false);
  });

  it('shares one popup between concurrent callers', async () => {
    const first = openPopup();
    const second = ensureAgreement('demo');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });

  it('is not shown for a group without a modal agreement', async () => {
    await expect(openPopup({ ...AGREEMENT, group_agreement_modal: false })).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
