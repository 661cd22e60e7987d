import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, installFakeFetch, renderPage } from '@wallet/shared/testing';
import { ActivityCharts } from './components/ActivityCharts';
import { month } from './test-days';

/** What each uPlot was built with; jsdom has no canvas to draw on. */
interface MockPlot {
  options: {
    series: Array<{ label?: string; stroke?: string }>;
    hooks: { setCursor: Array<(plot: { cursor: { idx: number | null } }) => void> };
  };
  data: number[][];
}
const mockPlots: MockPlot[] = [];
jest.mock('uplot', () =>
  jest.fn().mockImplementation((options: MockPlot['options'], data: number[][]) => {
    mockPlots.push({ options, data });
    return { width: 560, setSize: jest.fn(), destroy: jest.fn() };
  }),
);

// Thousands and cents, so a figure shown unformatted or rounded would not match.
const days = month({
  '2026-03-01': { signups: 4, chargeCount: 1, chargeUsd: 25 },
  '2026-03-02': { signups: 3 },
  '2026-03-15': { chargeCount: 12, chargeUsd: 1234.5, withdrawalCount: 2, withdrawalUsd: 300.25 },
  '2026-03-30': {
    signups: 1,
    chargeCount: 2,
    chargeUsd: 150.5,
    withdrawalCount: 1,
    withdrawalUsd: 40,
  },
});

beforeEach(() => {
  mockPlots.length = 0;
  localStorage.clear();
  localStorage.setItem('admin_token', 'admin-token');
  installFakeFetch({ '/api/admin/statistics': { status: 200, body: { days } } });
});

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

/** The charts drawn, in page order: sign-ups, counts, amounts. */
async function showCharts() {
  renderPage(<ActivityCharts />, { path: '/admin/dashboard' });
  const charts = await screen.findByRole('region', { name: 'The last 30 days' });
  await waitFor(() => expect(mockPlots).toHaveLength(3));
  return charts;
}

/** A chart's legend as read: what it is about, then each series with its figure. */
function legendOf(charts: HTMLElement, title: string): string[] {
  const figure = defined(within(charts).getByText(title).closest('figure'), title);
  const legend = defined(figure.querySelector('.dashboard__legend'), `the legend of ${title}`);
  return Array.from(legend.children, (part) => part.textContent);
}

/** Points uPlot's cursor at a day (null: off the chart), as a mouse over the canvas would. */
function point(plot: MockPlot, idx: number | null) {
  act(() => plot.options.hooks.setCursor.forEach((hook) => hook({ cursor: { idx } })));
}

test("without a pointer each legend shows the series' totals for the 30 days", async () => {
  const charts = await showCharts();
  expect(legendOf(charts, 'Sign-ups per day')).toEqual(['30-day total', 'Sign-ups 8']);
  expect(legendOf(charts, 'Completed charges and withdrawals per day')).toEqual([
    '30-day total',
    'Charges 15',
    'Withdrawals 3',
  ]);
  expect(legendOf(charts, 'Completed charges and withdrawals per day, in USD')).toEqual([
    '30-day total',
    'Charges 1,410.00',
    'Withdrawals 340.25',
  ]);
  expect(screen.queryByText('—')).toBeNull();
});

test("pointing at a day shows that day's figures, and leaving the chart shows the totals again", async () => {
  const charts = await showCharts();
  const amounts = 'Completed charges and withdrawals per day, in USD';
  const plot = defined(mockPlots[2], 'the amounts chart');

  point(plot, 14);
  expect(legendOf(charts, amounts)).toEqual([
    '2026-03-15',
    'Charges 1,234.50',
    'Withdrawals 300.25',
  ]);
  // Only the chart under the pointer follows it.
  expect(legendOf(charts, 'Sign-ups per day')).toEqual(['30-day total', 'Sign-ups 8']);

  point(plot, 1);
  expect(legendOf(charts, amounts)).toEqual(['2026-03-02', 'Charges 0.00', 'Withdrawals 0.00']);

  point(plot, null);
  expect(legendOf(charts, amounts)).toEqual([
    '30-day total',
    'Charges 1,410.00',
    'Withdrawals 340.25',
  ]);
});

test("the lines take their colours from the stylesheet's chart tokens", async () => {
  const root = document.documentElement.style;
  root.setProperty('--ui-chart-signups', 'green');
  root.setProperty('--ui-chart-charges', 'navy');
  root.setProperty('--ui-chart-withdrawals', 'maroon');
  await showCharts();
  expect(mockPlots.map((plot) => plot.options.series.slice(1).map((s) => s.stroke))).toEqual([
    ['green'],
    ['navy', 'maroon'],
    ['navy', 'maroon'],
  ]);
});

test('the table lists the days of the charts, oldest first, with the same figures formatted', async () => {
  const charts = await showCharts();
  fireEvent.click(within(charts).getByRole('button', { name: 'Show as a table' }));
  const table = within(charts).getByRole('table', {
    name: 'Activity per day (KST), oldest first',
  });
  const [head, ...rows] = within(table).getAllByRole('row');
  expect(
    within(defined(head, 'the heading row'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Day', 'Sign-ups', 'Charges', 'Charged (USD)', 'Withdrawals', 'Withdrawn (USD)']);
  const read = rows.map((row) => [
    within(row).getByRole('rowheader').textContent,
    ...within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ]);

  // Every day once, oldest first, as the charts' x axis has them.
  expect(read.map(([day]) => day)).toEqual(days.map((day) => day.day));
  expect(read[0]).toEqual(['2026-03-01', '4', '1', '25.00', '0', '0.00']);
  expect(read[14]).toEqual(['2026-03-15', '0', '12', '1,234.50', '2', '300.25']);
  expect(read[29]).toEqual(['2026-03-30', '1', '2', '150.50', '1', '40.00']);

  // Each column holds the figures its chart draws, day by day.
  const [signups, counts, amounts] = mockPlots.map((plot) => plot.data);
  const column = (index: number) =>
    read.map((cells) => Number(defined(cells[index], 'a cell').replace(/,/g, '')));
  expect(column(1)).toEqual(signups?.[1]);
  expect(column(2)).toEqual(counts?.[1]);
  expect(column(3)).toEqual(amounts?.[1]);
  expect(column(4)).toEqual(counts?.[2]);
  expect(column(5)).toEqual(amounts?.[2]);
});
