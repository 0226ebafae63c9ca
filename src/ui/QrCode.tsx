import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../lib/i18n';
import { Skeleton } from './Skeleton';
import './QrCode.css';

export interface QrCodeProps {
  value: string;
  /** Side in px. */
  size?: number;
  /** Accessible name of the image. */
  label?: string;
}

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * A QR code as an SVG image. The encoder is fetched with a dynamic import the
 * first time one is shown, so it never weighs on the routes that do not need it.
 * SVG rather than canvas: it is sharp at any pixel ratio and needs no canvas support.
 */
export function QrCode({ value, size = 200, label }: QrCodeProps) {
  const state = useSignal<QrState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    state.value = { status: 'loading' };
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (live) state.value = { status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
        },
        () => {
          if (live) state.value = { status: 'error' };
        },
      );
    return () => {
      live = false;
    };
  }, [value, size, state]);

  const side = `${size}px`;
  const qr = state.value;
  return (
    <div class="ui-qr" style={{ width: side, height: side }}>
      {qr.status === 'loading' && <Skeleton block={side} />}
      {qr.status === 'ready' && <img src={qr.src} width={size} height={size} alt={label || t('widgets:qr.label')} />}
      {qr.status === 'error' && (
        <p class="ui-qr__error" role="alert">
          {t('widgets:qr.error')}
        </p>
      )}
    </div>
  );
}
