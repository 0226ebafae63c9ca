import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { SharedBadge } from '../../../../contract/badge';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { POSTER_HEIGHT, POSTER_WIDTH, drawBadgePoster } from '../poster';
import { badgeName } from '../model';
import { badgeLook } from './BadgeIcon';
import './BadgePoster.css';

type PosterState = 'drawing' | 'ready' | 'error';

/**
 * The share poster, drawn here on a canvas (badge, name, holder, group, QR of the share link), with
 * "Save image" (the canvas as a PNG) and "Copy link". The QR encoder loads only when a poster shows.
 */
export function BadgePoster({ badge, url }: { badge: SharedBadge; url: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const state = useSignal<PosterState>('drawing');
  const name = badgeName(badge.key);

  useEffect(() => {
    let live = true;
    state.value = 'drawing';
    import('qrcode')
      .then((qr) => {
        const ctx = canvas.current && canvas.current.getContext('2d');
        if (!live || !ctx) throw new Error('no canvas');
        drawBadgePoster(ctx, {
          look: badgeLook(badge.key),
          name,
          holder: t('badge:share.holder', { name: badge.full_name }),
          group: t('badge:share.group', { group: badge.group_name }),
          hint: t('badge:share.scan'),
          qr: qr.create(url, { errorCorrectionLevel: 'M' }).modules,
          path: typeof Path2D === 'function' ? (d) => new Path2D(d) : undefined,
        });
        state.value = 'ready';
      })
      .catch(() => {
        if (live) state.value = 'error';
      });
    return () => {
      live = false;
    };
  }, [badge.key, badge.full_name, badge.group_name, url, name, state]);

  const save = () => {
    if (!canvas.current) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = `badge-${badge.key}.png`;
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
  };

  return (
    <section class="badge-poster" aria-labelledby="badge-poster-title">
      <h2 id="badge-poster-title" class="badge-poster__title">{t('badge:share.poster')}</h2>
      <canvas
        ref={canvas}
        class="badge-poster__canvas"
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        role="img"
        aria-label={t('badge:share.poster_label', { name, holder: badge.full_name })}
        data-state={state.value}
      />
      {state.value === 'error' && <p role="alert">{t('badge:share.poster_error')}</p>}
      <div class="badge-poster__actions">
        <Button block disabled={state.value !== 'ready'} onClick={save}>{t('badge:share.save')}</Button>
        <CopyButton text={url} class="ui-btn ui-btn--secondary ui-btn--block">{t('badge:share.copy')}</CopyButton>
      </div>
    </section>
  );
}
