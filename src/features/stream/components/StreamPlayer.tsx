import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { attachHls } from '../hlsPlayer';
import './StreamPlayer.css';

/**
 * The live video. Native HLS where the browser has it; otherwise hls.js,
 * fetched only when this component mounts (the stream page).
 */
export function StreamPlayer({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    let detach: (() => void) | null = null;
    let gone = false;
    setFailed(false);
    attachHls(video, src, () => setFailed(true)).then(
      (attached) => {
        if (gone) attached.detach();
        else if (attached.how === 'unsupported') setFailed(true);
        else detach = attached.detach;
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      if (detach) detach();
    };
  }, [src]);
  return (
    <div class="stream-player">
      <video ref={ref} class="stream-player__video" controls playsInline autoPlay muted aria-label={t('stream:page.video_label')} />
      {failed && (
        <p class="stream-player__error" role="alert">
          {t('stream:page.player_failed')}
        </p>
      )}
    </div>
  );
}
