import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { courseSpeed } from '../../../lib/prefs';
import { forgetPosition, isSpeed, QUALITIES, resumeAt, savePosition, SPEEDS, type Quality } from '../playback';
import type { PlayerKind } from '../messages';
import './CoursePlayer.css';

export interface CoursePlayerSource {
  quality: Quality;
  url: string;
}

export interface CoursePlayerProps {
  kind: PlayerKind;
  src: string;
  /** Per-quality sources when the media offers them (§9 480p/720p/HD). */
  sources?: CoursePlayerSource[];
  /** Where the position is kept for resuming; none for guests. */
  positionKey?: string | null;
  label: string;
}

// Saving on every timeupdate (4×/s) would write storage constantly; every few seconds is enough to resume.
const SAVE_EVERY_S = 5;

/**
 * A native audio or video element with the persisted playback speed (§7), a
 * quality choice when offered, and resuming where a member left off.
 */
export function CoursePlayer({ kind, src, sources, positionKey, label }: CoursePlayerProps) {
  const media = useRef<HTMLMediaElement>(null);
  const lastSaved = useRef(0);
  // A quality switch reloads the element: carry the position across it.
  const carry = useRef<number | null>(null);
  const offered = (sources || []).filter((s) => QUALITIES.indexOf(s.quality) >= 0);
  const quality = useSignal<Quality | ''>('');
  const chosen = offered.filter((s) => s.quality === quality.value)[0];
  const url = chosen ? chosen.url : src;
  const speed = isSpeed(courseSpeed.value) ? courseSpeed.value : 1;

  useEffect(() => {
    if (media.current) media.current.playbackRate = speed;
  }, [speed, url]);

  const onLoaded = () => {
    const el = media.current;
    if (!el) return;
    el.playbackRate = speed;
    const start = carry.current != null ? carry.current : positionKey ? resumeAt(positionKey, el.duration) : 0;
    carry.current = null;
    if (start > 0) el.currentTime = start;
  };

  const onTime = () => {
    const el = media.current;
    if (!el || !positionKey) return;
    if (Math.abs(el.currentTime - lastSaved.current) < SAVE_EVERY_S) return;
    lastSaved.current = el.currentTime;
    savePosition(positionKey, el.currentTime);
  };

  const onPause = () => {
    const el = media.current;
    if (el && positionKey && !el.ended) savePosition(positionKey, el.currentTime);
  };

  const onEnded = () => {
    if (positionKey) forgetPosition(positionKey);
  };

  const pickQuality = (next: Quality | '') => {
    if (media.current) carry.current = media.current.currentTime;
    quality.value = next;
  };

  const common = {
    ref: media as any,
    src: url,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': label,
    onLoadedMetadata: onLoaded,
    onTimeUpdate: onTime,
    onPause,
    onEnded,
  };

  return (
    <div class={`course-player course-player--${kind}`}>
      {kind === 'video' ? <video {...common} playsInline class="course-player__media" /> : <audio {...common} class="course-player__media" />}
      <div class="course-player__bar">
        <label class="course-player__field">
          <span>{t('course:player.speed')}</span>
          <select
            value={String(speed)}
            onChange={(e) => {
              courseSpeed.value = Number((e.currentTarget as HTMLSelectElement).value);
            }}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {t('course:player.speed_value', { speed: s })}
              </option>
            ))}
          </select>
        </label>
        {offered.length > 0 && (
          <label class="course-player__field">
            <span>{t('course:player.quality')}</span>
            <select value={quality.value} onChange={(e) => pickQuality((e.currentTarget as HTMLSelectElement).value as Quality | '')}>
              <option value="">{t('course:player.quality_auto')}</option>
              {QUALITIES.filter((q) => offered.some((s) => s.quality === q)).map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  );
}
