import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { attachHls } from '../hlsPlayer';
import type { StreamOrientation } from '../../../../contract/group';
import './StreamPlayer.css';

export interface StreamPlayerProps {
  src: string;
  orientation?: StreamOrientation;
  onRetry?: () => void;
  /** The video ended or failed for good: perhaps the lecturer stopped, so the stream's state is read again. */
  onInterrupted?: () => void;
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full screen for the frame where the engine has it (Chrome 71+), else the video's own (iOS Safari). */
function enterFullscreen(frame: HTMLElement | null, video: FullscreenVideo | null): void {
  if (frame && typeof frame.requestFullscreen === 'function') {
    frame.requestFullscreen().then(undefined, () => {
      if (video && video.webkitEnterFullscreen) video.webkitEnterFullscreen();
    });
  } else if (video && video.webkitEnterFullscreen) video.webkitEnterFullscreen();
}

/**
 * The live video. Native HLS in Apple's browsers (hlsPlayer.ts says why only there); otherwise hls.js,
 * fetched only when this component mounts (the stream page). A portrait stream (a phone held
 * upright, set by the admins when preparing it) gets a tall frame. A stream that cannot be played
 * (opened before the lecturer's push began, a dropped network) says so with Retry (`onRetry`).
 *
 * Live has no timeline to seek (issue 26 point 7): no native controls (their seek bar would show the
 * buffered window), but a LIVE mark and our own play/pause, mute and full screen, the same on every engine.
 */
export function StreamPlayer({ src, orientation = 'landscape', onRetry, onInterrupted }: StreamPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const failed = useSignal(false);
  const paused = useSignal(false);
  const muted = useSignal(true);
  const interrupted = useRef(onInterrupted);
  interrupted.current = onInterrupted;
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    let detach: (() => void) | null = null;
    let gone = false;
    failed.value = false;
    const check = () => {
      if (!gone && interrupted.current) interrupted.current();
    };
    const sync = () => {
      paused.value = video.paused;
      muted.value = video.muted;
    };
    video.addEventListener('ended', check);
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    video.addEventListener('volumechange', sync);
    attachHls(video, src, () => {
      failed.value = true;
      check();
    }).then(
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
      video.removeEventListener('ended', check);
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
      video.removeEventListener('volumechange', sync);
      if (detach) detach();
    };
  }, [src, failed, paused, muted]);

  const togglePlay = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      const started = video.play();
      if (started) started.then(undefined, () => (paused.value = video.paused));
    } else video.pause();
  };
  const toggleMute = () => {
    const video = ref.current;
    if (video) video.muted = !video.muted;
  };
  return (
    <div class="stream-player">
      {/* The frame keeps the picture's shape before the video knows its size, on engines without aspect-ratio (Chrome 73). */}
      <div ref={frame} class={`stream-player__frame stream-player__frame--${orientation}`}>
        <video ref={ref} class={`stream-player__video stream-player__video--${orientation}`} playsInline autoPlay muted aria-label={t('stream:page.video_label')} />
        <span class="stream-player__live">{t('stream:player.live')}</span>
      </div>
      <div class="stream-player__bar" role="group" aria-label={t('stream:player.controls')}>
        <button type="button" class="stream-player__control" onClick={togglePlay}>
          {t(paused.value ? 'stream:player.play' : 'stream:player.pause')}
        </button>
        <button type="button" class="stream-player__control" onClick={toggleMute}>
          {t(muted.value ? 'stream:player.unmute' : 'stream:player.mute')}
        </button>
        <button type="button" class="stream-player__control" onClick={() => enterFullscreen(frame.current, ref.current)}>
          {t('stream:player.fullscreen')}
        </button>
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
