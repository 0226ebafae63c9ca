import { useSignal } from '@preact/signals';
import { createPortal } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { openModal } from './modals';
import { useOverlay } from './overlay';
import './Gallery.css';

/** §2 Layout: the gallery's default height is 80% of the window. */
export const GALLERY_HEIGHT = '80vh';

export interface GalleryProps {
  images: string[];
  index?: number;
  open: boolean;
  onClose: () => void;
  /** CSS height of the image strip. */
  height?: string;
}

/** Full-screen gallery: a native, snap-scrolling strip so swiping feels like the platform's own. */
export function Gallery({ images, index = 0, open, onClose, height = GALLERY_HEIGHT }: GalleryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const current = useSignal(index);

  const scrollTo = (to: number) => {
    const el = strip.current;
    if (!el || to < 0 || to >= images.length) return;
    el.scrollLeft = to * el.clientWidth;
    current.value = to;
  };

  useOverlay(ref, open, {
    onClose,
    onKey: (e) => {
      if (e.key === 'ArrowLeft') scrollTo(current.value - 1);
      else if (e.key === 'ArrowRight') scrollTo(current.value + 1);
    },
  });

  useEffect(() => {
    const el = strip.current;
    if (!open || !el) return;
    el.scrollLeft = index * el.clientWidth;
    current.value = index;
  }, [open, index, current]);

  if (!open || typeof document === 'undefined') return null;

  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) current.value = Math.round(el.scrollLeft / el.clientWidth);
  };

  return createPortal(
    <div ref={ref} class="ui-gallery" role="dialog" aria-modal="true" aria-label={t('widgets:gallery.title')} tabIndex={-1}>
      <button type="button" class="ui-icon-btn ui-gallery__close" aria-label={t('ui:close')} onClick={onClose}>
        <Icon name="close" size={24} />
      </button>
      <div ref={strip} class="ui-gallery__strip" style={{ height }} onScroll={onScroll}>
        {images.map((src, i) => (
          <div key={src + i} class="ui-gallery__slide">
            <img src={src} alt={t('widgets:viewer.position', { current: i + 1, total: images.length })} loading="lazy" />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <div class="ui-gallery__count" aria-live="polite">
          {t('widgets:viewer.position', { current: current.value + 1, total: images.length })}
        </div>
      )}
    </div>,
    document.body,
  );
}

/** Opens the gallery from plain code. Needs `<ModalHost/>`. */
export function showGallery(images: string[], index = 0, height?: string): Promise<void> {
  return openModal<void>(
    (close) => <Gallery images={images} index={index} height={height} open onClose={() => close()} />,
    undefined,
  );
}
