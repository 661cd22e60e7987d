import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** A dashed line, so two series differ by more than their colour. */
  dashed?: boolean;
}

export interface UPlotChartProps {
  /** `YYYY-MM-DD` Seoul days, oldest first: the x axis. */
  days: string[];
  /** What the legend calls the x value. */
  dayLabel: string;
  series: ChartSeries[];
  /** How a value reads in the legend. */
  format: (value: number) => string;
  /** The interface language, for the axis's separators. */
  locale: string;
  /** Counts: the y axis steps by whole numbers. */
  whole?: boolean;
  height?: number;
}

/** Whole-number steps for counts, so the axis never says "0.5 sign-ups". */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/**
 * One uPlot chart of per-day figures, as wide as its box (followed with a ResizeObserver). The
 * canvas is hidden from assistive technology: the same figures are in the captions and table.
 */
export default function UPlotChart({
  days,
  dayLabel,
  series,
  format,
  locale,
  whole = false,
  height = 220,
}: UPlotChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const axisNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const options: uPlot.Options = {
      width: Math.max(280, Math.floor(element.clientWidth) || 560),
      height,
      // Days are positions 0..n-1; their names come from `days`, so no time zone is guessed.
      scales: {
        x: { time: false },
        y: { range: (_plot, _min, max) => [0, Math.max(whole ? 4 : 1, max * 1.1)] },
      },
      cursor: { drag: { x: false, y: false } },
      series: [
        {
          label: dayLabel,
          value: (_plot, index) => days[index] ?? '',
        },
        ...series.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: 2,
          ...(line.dashed ? { dash: [6, 4] } : {}),
          points: { show: true, size: 5 },
          value: (_plot: uPlot, value: number | null) => (value === null ? '—' : format(value)),
        })),
      ],
      axes: [
        {
          space: 48,
          incrs: [1, 2, 3, 5, 7, 10, 14],
          values: (_plot, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (days[split]?.slice(5) ?? '') : '')),
        },
        {
          size: 64,
          ...(whole ? { incrs: WHOLE_STEPS } : {}),
          values: (_plot, splits) => splits.map((split) => axisNumber.format(split)),
        },
      ],
    };
    const data: uPlot.AlignedData = [
      days.map((_day, index) => index),
      ...series.map((s) => s.values),
    ];
    const plot = new uPlot(options, data, element);
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            const width = Math.floor(entries[0]?.contentRect.width ?? 0);
            if (width > 0 && width !== plot.width) plot.setSize({ width, height });
          });
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [days, dayLabel, series, format, locale, whole, height]);

  return <div ref={holder} className="dashboard__plot" aria-hidden="true" />;
}
