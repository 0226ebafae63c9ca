import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Gallery, showGallery } from './Gallery';
import { ModalHost } from './ModalHost';
import { closeAllModals } from './modals';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

const IMAGES = ['/1.jpg', '/2.jpg', '/3.jpg'];
const strip = () => screen.getByRole('dialog').querySelector('.ui-gallery__strip') as HTMLDivElement;

describe('Gallery', () => {
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
  });

  it('is a full-screen dialog whose strip is 80% of the window tall by default', () => {
    const { rerender } = render(<Gallery images={IMAGES} open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Gallery' }).getAttribute('aria-modal')).toBe('true');
    expect(strip().style.height).toBe('80vh');
    expect(screen.getAllByRole('img')).toHaveLength(3);
    rerender(<Gallery images={IMAGES} open onClose={() => {}} height="60vh" />);
    expect(strip().style.height).toBe('60vh');
  });

  it('tracks the image in view while scrolling', () => {
    render(<Gallery images={IMAGES} open onClose={() => {}} />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    Object.defineProperty(strip(), 'clientWidth', { value: 360 });
    strip().scrollLeft = 720;
    fireEvent.scroll(strip());
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('closes with the close button and with Escape', () => {
    const onClose = vi.fn();
    render(<Gallery images={IMAGES} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens from code and closes through the modal host', async () => {
    render(<ModalHost />);
    act(() => {
      void showGallery(IMAGES, 1);
    });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
