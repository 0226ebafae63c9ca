import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { attachHls } from '../hlsPlayer';
import type { StreamOrientation } from '../../../../contract/group';
import './StreamPlayer.css';

/**
 * The live video. Native HLS in Apple's browsers (hlsPlayer.ts says why only there); otherwise hls.js,
 * fetched only when this component mounts (the stream page). A portrait stream (a phone held
 * upright, set by the admins when preparing it) gets a tall frame. A stream that cannot be played
 * (opened before the lecturer's push began, a dropped network) says so with Retry (`onRetry`).
 */
export function StreamPlayer({ src, orientation = 'landscape', onRetry }: { src: string; orientation?: StreamOrientation; onRetry?: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const failed = useSignal(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    let detach: (() => void) | null = null;
    let gone = false;
    failed.value = false;
    attachHls(video, src, () => (failed.value = true)).then(
      (attached) => {
        if (gone) attached.detach();
        else if (attached.how === 'unsupported') failed.value = true;
        else detach = attached.detach;
      },
      () => {
        if (!gone) failed.value = true;
      },
    );
    return () => {
      gone = true;
      if (detach) detach();
    };
  }, [src, failed]);
  return (
    <div class="stream-player">
      {/* The frame keeps the picture's shape before the video knows its size, on engines without aspect-ratio (Chrome 73). */}
      <div class={`stream-player__frame stream-player__frame--${orientation}`}>
        <video ref={ref} class={`stream-player__video stream-player__video--${orientation}`} controls playsInline autoPlay muted aria-label={t('stream:page.video_label')} />
      </div>
      {failed.value && (
        <div class="stream-player__error">
          <p role="alert">{t('stream:page.player_failed')}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
