import { useSignal } from '@preact/signals';
import { createPortal } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { openModal } from './modals';
import { useOverlay } from './overlay';
import './ImageViewer.css';

/** A second tap within this window is a double tap; a single tap closes only after it passes. */
export const DOUBLE_TAP_MS = 250;
const SWIPE_PX = 50;
/** §2: the backdrop is black at 0.9 opacity in both themes (inline so it cannot be themed away). */
export const VIEWER_BACKDROP = 'rgba(0, 0, 0, 0.9)';

export interface ImageViewerProps {
  images: string[];
  /** The image shown first. */
  index?: number;
  open: boolean;
  onClose: () => void;
  /** Double-tap zoom factor (§2: 1.5 or 2). */
  zoom?: number;
}

/** Full-screen viewer: 0.9 black backdrop, no wrap-around, tap closes, double-tap zooms. */
export function ImageViewer({ images, index = 0, open, onClose, zoom = 2 }: ImageViewerProps) {
  const last = images.length - 1;
  const current = useSignal(Math.max(0, Math.min(index, last)));
  const zoomed = useSignal(false);
  const origin = useSignal('50% 50%');
  const tapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  const go = (to: number) => {
    if (to < 0 || to > last) return;
    current.value = to;
    zoomed.value = false;
  };

  useOverlay(ref, open, {
    onClose,
    onKey: (e) => {
      if (e.key === 'ArrowLeft') go(current.value - 1);
      else if (e.key === 'ArrowRight') go(current.value + 1);
    },
  });

  useEffect(
    () => () => {
      if (tapTimer.current) clearTimeout(tapTimer.current);
    },
    [],
  );

  if (!open || images.length === 0 || typeof document === 'undefined') return null;

  const onTap = (e: MouseEvent) => {
    if (tapTimer.current) {
      clearTimeout(tapTimer.current);
      tapTimer.current = null;
      const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        origin.value = `${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`;
      }
      zoomed.value = !zoomed.value;
      return;
    }
    tapTimer.current = setTimeout(() => {
      tapTimer.current = null;
      onClose();
    }, DOUBLE_TAP_MS);
  };

  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const touch = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || zoomed.value) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      // A swipe is not a tap: keep the synthetic click that may follow from closing the viewer.
      e.preventDefault();
      go(dx < 0 ? current.value + 1 : current.value - 1);
    }
  };

  const position = t('widgets:viewer.position', { current: current.value + 1, total: images.length });
  return createPortal(
    <div ref={ref} class="ui-viewer" role="dialog" aria-modal="true" aria-label={t('widgets:viewer.title')} tabIndex={-1} style={{ background: VIEWER_BACKDROP }}>
      <div class="ui-viewer__stage" onClick={onTap} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          class="ui-viewer__img"
          src={images[current.value]}
          alt={position}
          draggable={false}
          style={{ transform: zoomed.value ? `scale(${zoom})` : '', transformOrigin: origin.value }}
        />
      </div>
      <button type="button" class="ui-icon-btn ui-viewer__close" aria-label={t('ui:close')} onClick={onClose}>
        <Icon name="close" size={24} />
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            class="ui-icon-btn ui-viewer__prev"
            aria-label={t('widgets:viewer.prev')}
            disabled={current.value === 0}
            onClick={() => go(current.value - 1)}
          >
            <Icon name="back" size={28} />
          </button>
          <button
            type="button"
            class="ui-icon-btn ui-viewer__next"
            aria-label={t('widgets:viewer.next')}
            disabled={current.value === last}
            onClick={() => go(current.value + 1)}
          >
            <Icon name="chevron" size={28} />
          </button>
          <div class="ui-viewer__count" aria-live="polite">
            {position}
          </div>
        </>
      )}
    </div>,
    document.body,
  );
}

/** Opens the viewer from plain code (a tap on a message image). Needs `<ModalHost/>`. */
export function showImageViewer(images: string[], index = 0, zoom?: number): Promise<void> {
  return openModal<void>(
    (close) => <ImageViewer images={images} index={index} zoom={zoom} open onClose={() => close()} />,
    undefined,
  );
}
