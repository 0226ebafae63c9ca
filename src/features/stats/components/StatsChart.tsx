import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { rootElement } from '../../../lib/theme';
import type { ChartColumns } from '../chart';
import { seriesColourVar, seriesDash } from '../palette';
import './Stats.css';

export interface StatsChartSeries {
  label: string;
  /** Its place in the palette (colour and dash pattern), so a series keeps its look when others hide. */
  slot: number;
  /** On a scale of its own, with its axis on the right, named by the label (far larger figures than the others'). */
  right?: boolean;
}

export interface StatsChartProps {
  data: ChartColumns;
  series: readonly StatsChartSeries[];
}

const HEIGHT = 240;

/** The theme's value of a CSS variable as this element sees it (light or dark, a custom theme). */
function cssValue(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

function options(host: HTMLElement, series: readonly StatsChartSeries[], width: number, points: number): uPlot.Options {
  const axis = cssValue(host, '--fg-muted');
  const grid = cssValue(host, '--border');
  const axisStyle = { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const fromZero: uPlot.Scale = { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] };
  const right = series.filter((s) => s.right)[0];
  const axes: uPlot.Axis[] = [axisStyle, { ...axisStyle, size: 56 }];
  if (right) axes.push({ ...axisStyle, scale: 'right', side: 1, size: 56, grid: { show: false }, label: right.label, labelSize: 20 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: fromZero, right: fromZero },
    axes,
    series: [
      {},
      ...series.map((s) => ({
        scale: s.right ? 'right' : 'y',
        label: s.label,
        stroke: cssValue(host, seriesColourVar(s.slot)),
        // Thinner lines when a year of days shares the width.
        width: points > 120 ? 1.25 : 2,
        dash: seriesDash(s.slot),
        points: { size: 5 },
      })),
    ],
  };
}

/**
 * A line chart (uPlot on a canvas) as wide as its box, redrawn when the box changes size or the theme
 * changes (colours are the theme's CSS variables). The canvas says nothing to assistive technology, so
 * it is hidden from it: the screen writes what it shows in words beside it, and the numbers in a table.
 */
export function StatsChart({ data, series }: StatsChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let plot: uPlot | null = null;
    const width = () => Math.max(element.clientWidth, 200);
    const draw = () => {
      if (plot) plot.destroy();
      plot = new uPlot(options(element, series, width(), data[0] ? data[0].length : 0), data as uPlot.AlignedData, element);
    };
    draw();

    const resize = () => {
      if (plot && plot.width !== width()) plot.setSize({ width: width(), height: HEIGHT });
    };
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(resize);
      observer.observe(element);
    } else {
      // iOS 12 webviews have no ResizeObserver.
      window.addEventListener('resize', resize);
    }
    // Light/dark and a group's custom colours change attributes of the root element.
    const root = rootElement();
    const themes = typeof MutationObserver === 'function' && root ? new MutationObserver(draw) : null;
    if (themes && root) themes.observe(root, { attributes: true, attributeFilter: ['data-theme', 'style'] });

    return () => {
      if (observer) observer.disconnect();
      else window.removeEventListener('resize', resize);
      if (themes) themes.disconnect();
      if (plot) plot.destroy();
    };
  }, [data, series]);

  return (
    <div class="stats-chart" aria-hidden="true">
      <div class="stats-chart__plot" ref={host} />
    </div>
  );
}
