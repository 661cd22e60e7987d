import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** The period's total as the legend shows it while no day is pointed at. */
  total: string;
  /** A colour token of the UI stylesheet (`--ui-chart-…`); the canvas gets its value. */
  colorToken: `--ui-${string}`;
  /** A dashed line, so two series differ by more than their colour. */
  dashed?: boolean;
}

export interface UPlotChartProps {
  /** `YYYY-MM-DD` Seoul days, oldest first: the x axis. */
  days: string[];
  /** What the legend says instead of a day while none is pointed at ("30-day total"). */
  totalLabel: string;
  series: ChartSeries[];
  /** How a day's value reads in the legend. */
  format: (value: number) => string;
  /** The interface language, for the axis's separators. */
  locale: string;
  /** Counts: the y axis steps by whole numbers. */
  whole?: boolean;
  height?: number;
}

/** Whole-number steps for counts, so the axis never says "0.5 sign-ups". */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** A token's value now: a canvas cannot draw with `var(--…)`, and colours live only in ui.css. */
function tokenValue(token: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim();
}

/**
 * One uPlot chart of per-day figures, as wide as its box (followed with a ResizeObserver), with
 * its own legend under it: each series' total for the period, or the day the pointer is on. The
 * canvas and legend are hidden from assistive technology: the same figures are in the captions
 * and the table.
 */
export default function UPlotChart({
  days,
  totalLabel,
  series,
  format,
  locale,
  whole = false,
  height = 220,
}: UPlotChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  // The day under the pointer; null (the totals) when it is off the chart.
  const [pointed, setPointed] = useState<number | null>(null);

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
      // uPlot's own legend has nothing to say until hovered; the one below always does.
      legend: { show: false },
      hooks: { setCursor: [(plot) => setPointed(plot.cursor.idx ?? null)] },
      series: [
        {},
        ...series.map((line) => ({
          label: line.label,
          stroke: tokenValue(line.colorToken),
          width: 2,
          ...(line.dashed ? { dash: [6, 4] } : {}),
          points: { show: true, size: 5 },
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
  }, [days, series, locale, whole, height]);

  const day = pointed === null ? undefined : days[pointed];
  return (
    <>
      <div ref={holder} className="dashboard__plot" aria-hidden="true" />
      <p className="dashboard__legend" aria-hidden="true">
        <span className="dashboard__legend-when">{day ?? totalLabel}</span>
        {series.map((line) => {
          const value = pointed === null ? undefined : line.values[pointed];
          return (
            <span key={line.label} className="dashboard__legend-item">
              <span
                className={`dashboard__legend-mark${line.dashed ? ' dashboard__legend-mark--dashed' : ''}`}
                style={{ borderColor: `var(${line.colorToken})` }}
              />
              {line.label}{' '}
              <strong>
                {day === undefined || value === undefined ? line.total : format(value)}
              </strong>
            </span>
          );
        })}
      </p>
    </>
  );
}
