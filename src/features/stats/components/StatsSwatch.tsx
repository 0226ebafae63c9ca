import { seriesColourVar, seriesDash } from '../palette';

/** A short stretch of a series' line, in its colour and dash pattern: the chart's key, beside its name. */
export function StatsSwatch({ slot }: { slot: number }) {
  const dash = seriesDash(slot);
  return (
    <svg class="stats-swatch" width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke={`var(${seriesColourVar(slot)})`}
        stroke-width="2.5"
        stroke-dasharray={dash.length > 0 ? dash.join(' ') : undefined}
      />
    </svg>
  );
}
