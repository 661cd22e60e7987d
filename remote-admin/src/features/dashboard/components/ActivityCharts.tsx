import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import type { DailyStatistics } from '@wallet/shared/domain';
import { Button, DataTable, ErrorNotice } from '@wallet/shared/ui';
import { useAdminGetStatisticsQuery } from '../api';
import { figureText, hasActivity, shortDay, totalOf, type Figure } from '../chart-data';
import type { ChartSeries } from './UPlotChart';

// uPlot is not on the first paint: it is asked for once the chart cards stand (ChartsLoading).
const loadUPlotChart = () => import('./UPlotChart');
const UPlotChart = lazy(loadUPlotChart);

/** The series' colour tokens (ui.css); the second series of a chart is also dashed. */
const COLOURS = {
  signups: '--ui-chart-signups',
  charges: '--ui-chart-charges',
  withdrawals: '--ui-chart-withdrawals',
} as const;

/** The three charts' titles: shown at once while the figures load, so the cards stand still. */
const CHART_TITLES = {
  signups: 'charts.signups',
  counts: 'charts.counts',
  amounts: 'charts.amounts',
} as const;

const TABLE_FIGURES: readonly Figure[] = [
  'signups',
  'chargeCount',
  'chargeUsd',
  'withdrawalCount',
  'withdrawalUsd',
];

/**
 * Where a chart will be, as tall as a chart and its legend (dashboard.css), so a card keeps its
 * size from the first paint until uPlot has drawn. Hidden from assistive technology, as the
 * chart is; the section's one status says it is loading.
 */
function ChartPlaceholder() {
  return (
    <div className="dashboard__chart-waiting" aria-hidden="true">
      <span className="ui-spinner" />
    </div>
  );
}

function ChartFigure({
  title,
  total,
  children,
}: {
  title: string;
  total: string;
  children: ReactNode;
}) {
  return (
    <figure className="dashboard__chart">
      <figcaption>
        <span className="dashboard__chart-title">{title}</span>
        <span className="dashboard__chart-total">{total}</span>
      </figcaption>
      {children}
    </figure>
  );
}

/**
 * The period's figures per day as a table, for screen readers and anyone who prefers numbers:
 * the site's DataTable, so on a phone each day is a card like the rows of every other list.
 */
function StatisticsTable({ days, id }: { days: DailyStatistics[]; id: string }) {
  const { t } = useTranslation('adminSupport');
  const format = useFormat();
  return (
    <div id={id} className="dashboard__table">
      <DataTable
        caption={t('charts.tableCaption')}
        rows={days}
        rowKey={(day) => day.day}
        columns={[
          {
            key: 'day',
            header: t('charts.columns.day'),
            rowHeader: true,
            cell: (day) => day.day,
          },
          ...TABLE_FIGURES.map((figure) => ({
            key: figure,
            header: t(`charts.columns.${figure}`),
            numeric: true,
            cell: (day: DailyStatistics) => figureText(figure, day[figure], format),
          })),
        ]}
      />
    </div>
  );
}

/** The three charts of the period, from one answer. */
function Charts({ days }: { days: DailyStatistics[] }) {
  const { t } = useTranslation(['adminSupport', 'common']);
  const format = useFormat();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  // Stable inputs, so a chart is only rebuilt when its figures change.
  const charts = useMemo(() => {
    const line = (
      label: string,
      figure: Figure,
      colorToken: ChartSeries['colorToken'],
      dashed = false,
    ): ChartSeries => ({
      label,
      values: days.map((day) => day[figure]),
      total: totalOf(days, figure, format),
      colorToken,
      dashed,
    });
    return {
      labels: days.map((day) => day.day),
      signups: [line(t('charts.signupSeries'), 'signups', COLOURS.signups)],
      counts: [
        line(t('charts.chargeSeries'), 'chargeCount', COLOURS.charges),
        line(t('charts.withdrawalSeries'), 'withdrawalCount', COLOURS.withdrawals, true),
      ],
      amounts: [
        line(t('charts.chargeSeries'), 'chargeUsd', COLOURS.charges),
        line(t('charts.withdrawalSeries'), 'withdrawalUsd', COLOURS.withdrawals, true),
      ],
    };
  }, [days, format, t]);

  /** The charges' and the withdrawals' totals of two figures, for a chart's caption. */
  const totals = (charges: Figure, withdrawals: Figure) => ({
    charges: totalOf(days, charges, format),
    withdrawals: totalOf(days, withdrawals, format),
  });

  const chart = (series: ChartSeries[], figure: (value: number) => string, whole: boolean) => (
    <Suspense fallback={<ChartPlaceholder />}>
      <UPlotChart
        days={charts.labels}
        totalLabel={t('charts.legendTotal')}
        series={series}
        format={figure}
        whole={whole}
        locale={format.locale}
      />
    </Suspense>
  );

  return (
    <>
      <div className="dashboard__chart-grid">
        <ChartFigure
          title={t(CHART_TITLES.signups)}
          total={t('charts.totalSignups', { total: totalOf(days, 'signups', format) })}
        >
          {chart(charts.signups, format.formatCount, true)}
        </ChartFigure>
        <ChartFigure
          title={t(CHART_TITLES.counts)}
          total={t('charts.totalCounts', totals('chargeCount', 'withdrawalCount'))}
        >
          {chart(charts.counts, format.formatCount, true)}
        </ChartFigure>
        <ChartFigure
          title={t(CHART_TITLES.amounts)}
          total={t('charts.totalAmounts', totals('chargeUsd', 'withdrawalUsd'))}
        >
          {chart(charts.amounts, format.formatUsdAmount, false)}
        </ChartFigure>
      </div>
      <Button
        variant="secondary"
        aria-expanded={tableShown}
        aria-controls={tableShown ? tableId : undefined}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {t(tableShown ? 'charts.hideTable' : 'charts.showTable')}
      </Button>
      {tableShown ? <StatisticsTable days={days} id={tableId} /> : null}
    </>
  );
}

/**
 * The charts' cards while the figures load, each with its title and a chart-sized placeholder, so
 * the cards stand from the first paint (an error or a month without activity then replaces them
 * with one line). uPlot is asked for meanwhile.
 */
function ChartsLoading() {
  const { t } = useTranslation(['adminSupport', 'common']);
  useEffect(() => {
    // Only a head start: if it fails, the chart asks again when it is drawn.
    loadUPlotChart().catch(() => undefined);
  }, []);
  return (
    <>
      <p role="status" className="visually-hidden">
        {t('common:loading')}
      </p>
      <div className="dashboard__chart-grid">
        {Object.values(CHART_TITLES).map((title) => (
          // The total's line is held by a no-break space until the figures come.
          <ChartFigure key={title} title={t(title)} total={'\u00a0'}>
            <ChartPlaceholder />
          </ChartFigure>
        ))}
      </div>
    </>
  );
}

/**
 * The last 30 days by Seoul day (GET /admin/statistics): sign-ups, and completed charges and
 * withdrawals counted and in USD, with the same figures as a table on request.
 */
export function ActivityCharts() {
  const { t } = useTranslation(['adminSupport', 'adminMoney', 'common']);
  const { data, isError, refetch } = useAdminGetStatisticsQuery();
  const first = data?.days[0]?.day;
  const last = data?.days[data.days.length - 1]?.day;
  return (
    <section
      className="dashboard__charts"
      aria-labelledby="charts-title"
      aria-busy={!data && !isError}
    >
      <h2 id="charts-title">{t('charts.title')}</h2>
      <p className="dashboard__hint">
        {t('charts.intro')}
        {first && last ? ` (${shortDay(first)} – ${shortDay(last)})` : null}
      </p>
      {isError ? (
        <ErrorNotice
          message={t('charts.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('adminMoney:list.retry')}</Button>}
        />
      ) : !data ? (
        <ChartsLoading />
      ) : hasActivity(data.days) ? (
        <Charts days={data.days} />
      ) : (
        <p className="dashboard__empty">{t('charts.empty')}</p>
      )}
    </section>
  );
}
