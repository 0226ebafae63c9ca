import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { DOUBLE_TAP_MS, ImageViewer, showImageViewer } from './ImageViewer';
import { ModalHost } from './ModalHost';
import { closeAllModals } from './modals';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

const IMAGES = ['/a.png', '/b.png', '/c.png'];
const img = () => screen.getByRole('dialog').querySelector('img')!;
const stage = () => img().parentElement!;
const prev = () => screen.getByRole('button', { name: 'Previous image' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement;

describe('ImageViewer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
    vi.useRealTimers();
  });

  it('is a modal dialog on a 0.9 black backdrop, showing the starting image', () => {
    render(<ImageViewer images={IMAGES} index={1} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.background).toBe('rgba(0, 0, 0, 0.9)');
    expect(img().getAttribute('src')).toBe('/b.png');
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('does not loop: previous is disabled on the first image, next on the last', () => {
    render(<ImageViewer images={IMAGES} open onClose={() => {}} />);
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    fireEvent.click(next());
    expect(img().getAttribute('src')).toBe('/c.png');
    expect(next().disabled).toBe(true);
    expect(prev().disabled).toBe(false);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(img().getAttribute('src')).toBe('/c.png');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(img().getAttribute('src')).toBe('/b.png');
  });

  it('closes on a single tap once the double-tap window has passed', () => {
    const onClose = vi.fn();
    render(<ImageViewer images={IMAGES} open onClose={onClose} />);
    fireEvent.click(stage());
    act(() => {
      vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toggles zoom on double tap without closing, by the zoom prop', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ImageViewer images={IMAGES} open onClose={onClose} />);
    fireEvent.click(stage());
    fireEvent.click(stage());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(img().style.transform).toBe('scale(2)');
    fireEvent.click(stage());
    fireEvent.click(stage());
    expect(img().style.transform).toBe('');

    rerender(<ImageViewer images={IMAGES} open onClose={onClose} zoom={1.5} />);
    fireEvent.click(stage());
    fireEvent.click(stage());
    expect(img().style.transform).toBe('scale(1.5)');
  });

  it('navigates by swipe and stops at the ends', () => {
    render(<ImageViewer images={IMAGES} open onClose={() => {}} />);
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stage(), { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(stage(), { changedTouches: [{ clientX: to, clientY: 100 }] });
    };
    swipe(300, 100);
    expect(img().getAttribute('src')).toBe('/b.png');
    swipe(100, 300);
    swipe(100, 300);
    expect(img().getAttribute('src')).toBe('/a.png');
    swipe(300, 280);
    expect(img().getAttribute('src')).toBe('/a.png');
  });

  it('closes with Escape and the close button', () => {
    const onClose = vi.fn();
    render(<ImageViewer images={IMAGES} open onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens from code through the modal host', async () => {
    render(<ModalHost />);
    let done = false;
    act(() => {
      void showImageViewer(IMAGES, 2).then(() => (done = true));
    });
    expect(img().getAttribute('src')).toBe('/c.png');
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => {});
    expect(done).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
