import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BarChartProps } from './bar-chart';
import styles from './bar-chart.module.css';

/** A darker amber: 3.4:1 on white, so the bars meet WCAG 1.4.11 where the brand amber (1.8:1) would not. */
const BAR_COLOR = '#c27c0e';

/** Day steps the axis may label: never a fraction of a bar. */
const LABEL_STEPS = [1, 2, 3, 5, 7, 10, 14, 15, 30, 60, 90];

type Props = BarChartProps & { height: number };

/**
 * The uPlot implementation, loaded lazily by `BarChart`. The chart is rebuilt when `labels`,
 * `values` or `formatAxis` change identity, so callers pass memoised arrays and stable functions.
 */
export function UplotBarChart({ labels, values, formatValue, formatAxis = formatValue, height }: Props) {
  const target = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const ink = style.color || '#1f2430';
    const grid = style.getPropertyValue('--app-border').trim() || '#dfe3ea';
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], radius: 0.15 });

    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          stroke: ink,
          grid: { show: false },
          ticks: { show: false },
          incrs: LABEL_STEPS,
          space: 44,
          // uPlot's default 50 px leaves a blank band under one line of labels.
          size: 30,
          values: (_u, splits) => splits.map((index) => (Number.isInteger(index) ? (labels[index] ?? '') : '')),
        },
        {
          stroke: ink,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: 72,
          values: (_u, splits) => splits.map((value) => formatAxis(value)),
        },
      ],
      series: [
        {},
        {
          label: 'Valor',
          paths: bars,
          points: { show: false },
          fill: BAR_COLOR,
          stroke: BAR_COLOR,
        },
      ],
      hooks: {
        setCursor: [(u) => setActive(u.cursor.idx ?? null)],
      },
    };
    const data: uPlot.AlignedData = [labels.map((_, index) => index), [...values]];
    const chart = new uPlot(options, data, element);

    // The chart follows its container: split pane opening, rotation, desktop resize.
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, values, formatAxis, height]);

  const activeValue = active === null ? undefined : values[active];
  return (
    <>
      {/* The tapped bar's value for touch users; the same data is in the page's table. */}
      <p className={styles.readout} aria-hidden="true">
        {activeValue === undefined
          ? 'Selecione uma barra para ver o valor do dia.'
          : `${labels[active ?? 0] ?? ''}: ${formatValue(activeValue)}`}
      </p>
      <div ref={target} className={styles.canvas} style={{ height }} />
    </>
  );
}
