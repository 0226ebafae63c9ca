import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { BottomSheet } from './BottomSheet';
import { clearToasts, toast } from './toast';

describe('BottomSheet', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title with focus inside', () => {
    render(
      <BottomSheet open onClose={() => {}} title="Pay">
        <button>Alipay</button>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Pay' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('closes on the backdrop, the close button and Escape, not on a press inside', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open onClose={onClose} title="Pay">
        <p>body</p>
      </BottomSheet>,
    );
    fireEvent.click(screen.getByText('body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('can keep the backdrop inert', () => {
    const onClose = vi.fn();
    render(<BottomSheet open onClose={onClose} title="Pay" closeOnBackdrop={false} />);
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows an open signal', () => {
    const open = signal(false);
    render(<BottomSheet open={open} onClose={() => (open.value = false)} label="Choices" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      open.value = true;
    });
    expect(screen.getByRole('dialog', { name: 'Choices' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while open, puts the toasts below its head (--ui-toasts-top), not over its title and close button', () => {
    const top = () => document.documentElement.style.getPropertyValue('--ui-toasts-top');
    const open = signal(true);
    render(
      <BottomSheet open={open} onClose={() => {}} title="Checkout">
        <p>body</p>
      </BottomSheet>,
    );
    const head = screen.getByRole('dialog').querySelector('.ui-sheet__head')!;
    vi.spyOn(head, 'getBoundingClientRect').mockReturnValue({ top: 96, bottom: 144 } as DOMRect);
    act(() => {
      toast('Incorrect code', 'error');
    });
    expect(top()).toBe('152px');
    act(() => {
      open.value = false;
    });
    expect(top()).toBe('');
    act(() => clearToasts());
  });

  it('with toastsAbove, keeps the toasts at the top of the screen, off what the sheet shows first', () => {
    const top = () => document.documentElement.style.getPropertyValue('--ui-toasts-top');
    const open = signal(true);
    render(
      <BottomSheet open={open} onClose={() => {}} title="Checkout" toastsAbove>
        <p>price</p>
      </BottomSheet>,
    );
    act(() => {
      toast('Pay fail', 'error');
    });
    expect(top()).toBe('calc(8px + env(safe-area-inset-top, 0px))');
    act(() => {
      open.value = false;
    });
    expect(top()).toBe('');
    act(() => clearToasts());
  });
});
