import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { courseSpeed } from '../../../lib/prefs';
import { isSpeed, QUALITIES, SPEEDS, startPlaying, type Quality } from '../playback';
import type { PlayerKind } from '../messages';
import type { PlayerReport } from '../progress';
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
  label: string;
  /** Seconds to start at, once the media's length is known (resuming a lesson). */
  startAt?: number;
  /** Starts playing once loaded (a lesson picked from the list). */
  autoPlay?: boolean;
  /**
   * Where the player is: while playing (often: the receiver throttles), on pause, at the end, and
   * when it is left (unmounted, or the page hidden). `duration` is null while unknown.
   */
  onReport?: (how: PlayerReport, position: number, duration: number | null) => void;
}

const durationOf = (el: HTMLMediaElement) => (isFinite(el.duration) && el.duration > 0 ? el.duration : null);

/**
 * A native audio or video element with the persisted playback speed (§7) and a quality choice when
 * offered. One lesson per player: the course page gives each lesson a fresh one (keyed by lesson).
 */
export function CoursePlayer({ kind, src, sources, label, startAt = 0, autoPlay = false, onReport }: CoursePlayerProps) {
  const media = useRef<HTMLMediaElement>(null);
  // A quality switch reloads the element: carry the position across it.
  const carry = useRef<number | null>(null);
  const started = useRef(false);
  const ended = useRef(false);
  const report = useRef(onReport);
  report.current = onReport;
  const offered = (sources || []).filter((s) => QUALITIES.indexOf(s.quality) >= 0);
  const quality = useSignal<Quality | ''>('');
  const chosen = offered.filter((s) => s.quality === quality.value)[0];
  const url = chosen ? chosen.url : src;
  const speed = isSpeed(courseSpeed.value) ? courseSpeed.value : 1;

  useEffect(() => {
    if (media.current) media.current.playbackRate = speed;
  }, [speed, url]);

  // Leaving the page (or the lesson) says where the member was; the element outlives the ref. A layout
  // effect: its cleanup runs as the player goes, while the element still holds its position.
  useLayoutEffect(() => {
    const el = media.current;
    if (!el) return;
    const leave = () => {
      if (started.current && !ended.current && report.current) report.current('leave', el.currentTime, durationOf(el));
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const onLoaded = () => {
    const el = media.current;
    if (!el) return;
    el.playbackRate = speed;
    const start = carry.current != null ? carry.current : started.current ? 0 : startAt;
    carry.current = null;
    if (start > 0) el.currentTime = start;
    if (autoPlay && !started.current) startPlaying(el);
  };

  const onTime = () => {
    const el = media.current;
    if (!el || el.paused || !report.current) return;
    started.current = true;
    ended.current = false;
    report.current('tick', el.currentTime, durationOf(el));
  };

  const onPause = () => {
    const el = media.current;
    if (el && !el.ended && started.current && report.current) report.current('pause', el.currentTime, durationOf(el));
  };

  const onEnded = () => {
    const el = media.current;
    ended.current = true;
    if (el && report.current) report.current('ended', durationOf(el) ?? el.currentTime, durationOf(el));
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
    onPlay: () => {
      started.current = true;
    },
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
