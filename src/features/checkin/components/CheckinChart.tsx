import { useEffect, useRef } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { CheckinDayCount, CheckinType } from '../../../../contract/checkin';
import { chartBars, chartSummary } from '../chart';
import './CheckinStatistics.css';

const BAR = 10;
const GAP = 3;
const HEIGHT = 120;

/**
 * Check-ins per period as bars (inline SVG). Assistive technology reads the summary on the image and
 * the same numbers as a table, hidden from sight. A long task scrolls sideways, latest periods in view.
 */
export function CheckinChart({ days, type }: { days: readonly CheckinDayCount[]; type: CheckinType }) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [days]);
  const summary = chartSummary(days);
  const heading = t(`checkin:stats.chart_heading.${type}`);
  if (!summary) {
    return (
      <section class="checkin-chart" aria-labelledby="checkin-chart-heading">
        <h2 id="checkin-chart-heading" class="checkin-stats__heading">
          {heading}
        </h2>
        <p class="checkin-stats__note">{t('checkin:stats.chart_none')}</p>
      </section>
    );
  }
  const bars = chartBars(days, BAR, GAP, HEIGHT);
  const width = Math.max(bars.length * (BAR + GAP) - GAP, BAR);
  const label = t('checkin:stats.chart_summary', {
    count: summary.periods,
    from: formatDate(summary.from),
    to: formatDate(summary.to),
    total: summary.total,
    max: summary.max,
    at: formatDate(summary.at),
  });
  return (
    <section class="checkin-chart" aria-labelledby="checkin-chart-heading">
      <h2 id="checkin-chart-heading" class="checkin-stats__heading">
        {heading}
      </h2>
      <div class="checkin-chart__frame">
        <span class="checkin-chart__max" aria-hidden="true">
          {summary.max}
        </span>
        <div class="checkin-chart__scroll" ref={scroller} tabIndex={0} role="group" aria-label={heading}>
          <svg
            class="checkin-chart__svg"
            role="img"
            aria-label={label}
            width={width}
            height={HEIGHT + 1}
            viewBox={`0 0 ${width} ${HEIGHT + 1}`}
            focusable="false"
          >
            <line x1="0" y1={HEIGHT + 0.5} x2={width} y2={HEIGHT + 0.5} class="checkin-chart__axis" />
            {bars.map((bar) => (
              <rect key={bar.period} x={bar.x} y={bar.y} width={BAR} height={bar.height} rx="2" class="checkin-chart__bar" />
            ))}
          </svg>
        </div>
      </div>
      <p class="checkin-chart__range" aria-hidden="true">
        <span>{formatDate(summary.from)}</span>
        <span>{formatDate(summary.to)}</span>
      </p>
      <table class="visually-hidden">
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checkin:stats.period')}</th>
            <th scope="col">{t('checkin:stats.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.period}>
              <th scope="row">{formatDate(d.period)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
