import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { Toasts } from './Toasts';
import { clearToasts, toast, TOAST_LIMIT } from './toast';

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast and hides it after its duration', () => {
    render(<Toasts />);
    act(() => {
      toast('Saved', 'success');
    });
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stacks toasts in order and hides each on its own timer', () => {
    render(<Toasts />);
    act(() => {
      toast('first');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
      toast('second');
    });
    expect(screen.getByRole('status').textContent).toBe('firstsecond');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.queryByText('second')).not.toBeNull();
  });

  it('announces errors in an alert region and keeps them longer', () => {
    render(<Toasts />);
    act(() => {
      toast('Copy failed', 'error');
    });
    expect(screen.getByRole('alert').textContent).toBe('Copy failed');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Copy failed')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Copy failed')).toBeNull();
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    render(<Toasts />);
    act(() => {
      ['a', 'b', 'c', 'd'].forEach((m) => toast(m));
    });
    expect(screen.getByRole('status').textContent).toBe('bcd');
  });
});
