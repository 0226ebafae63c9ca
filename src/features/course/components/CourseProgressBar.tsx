import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import type { ProgressSummary } from '../lessons';
import './CourseProgressBar.css';

/** "3 of 8 lessons · 38 %", and the bar that shows it. */
export function CourseProgressBar({ summary, compact = false }: { summary: ProgressSummary; compact?: boolean }) {
  const id = useId();
  return (
    <div class={`course-progress${compact ? ' course-progress--compact' : ''}`}>
      <span id={id} class="course-progress__text">
        {t('course:progress.summary', { count: summary.total, done: summary.done, percent: summary.percent })}
      </span>
      <div class="course-progress__bar" role="progressbar" aria-labelledby={id} aria-valuemin={0} aria-valuemax={100} aria-valuenow={summary.percent}>
        <span class="course-progress__fill" style={{ width: `${summary.percent}%` }} />
      </div>
    </div>
  );
}
