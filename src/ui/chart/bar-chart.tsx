import { lazy, Suspense } from 'react';
import styles from './bar-chart.module.css';

export interface BarChartProps {
  /** Read instead of the canvas: what the chart shows, in one or two sentences. */
  summary: string;
  /** One label per bar, shown on the horizontal axis (e.g. '21/11'). */
  labels: readonly string[];
  values: readonly number[];
  /** Full value of one bar, for the tapped-bar readout. */
  formatValue: (value: number) => string;
  /** Short value for the vertical axis ticks; defaults to `formatValue`. */
  formatAxis?: (value: number) => string;
  height?: number;
}

// uPlot (~20 KiB gzip with its CSS) is only fetched when a chart is on screen, so it stays out
// of the initial bundle of the signed-in shell (docs/stack-notes.md performance budget).
const UplotBarChart = lazy(() => import('./uplot-bar-chart').then((module) => ({ default: module.UplotBarChart })));

/** A bar chart with an accessible summary; the canvas itself is hidden from assistive tech. */
export function BarChart(props: BarChartProps) {
  const height = props.height ?? 240;
  return (
    <div className={styles.frame} role="img" aria-label={props.summary}>
      {/* The fallback takes the chart's exact room (readout line + canvas): no layout shift. */}
      <Suspense
        fallback={
          <>
            <p className={styles.readout} aria-hidden="true" />
            <div className={styles.placeholder} style={{ height }} />
          </>
        }
      >
        <UplotBarChart {...props} height={height} />
      </Suspense>
    </div>
  );
}
