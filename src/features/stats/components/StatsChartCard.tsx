import type { ComponentChildren } from 'preact';
import { StatsChart, type StatsChartProps } from './StatsChart';
import './Stats.css';

export interface StatsChartCardProps extends StatsChartProps {
  id: string;
  title: string;
  /** What the chart shows, in words: written under it (the canvas is hidden from assistive technology). */
  summary: string;
  /** Controls over the chart (series toggles, an asset filter). */
  controls?: ComponentChildren;
}

/** A chart with its heading, its controls and what it shows in words. */
export function StatsChartCard({ id, title, summary, controls, data, series }: StatsChartCardProps) {
  return (
    <section class="stats-card" aria-labelledby={id}>
      <h2 id={id} class="stats-card__title">
        {title}
      </h2>
      {controls}
      <StatsChart data={data} series={series} />
      <p class="stats-card__summary">{summary}</p>
    </section>
  );
}
