/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataTable } from './DataTable';

interface Request {
  id: number;
  amount: string;
}

function RequestTable({ wide = false }: { wide?: boolean }) {
  return (
    <DataTable<Request>
      wide={wide}
      caption="Requests"
      rows={[{ id: 12, amount: '50.00 USD' }]}
      rowKey={(row) => row.id}
      columns={[{ key: 'amount', header: 'Amount', cell: (row) => row.amount }]}
      details={{
        show: 'Details',
        hide: 'Hide details',
        label: (row) => `Details of request ${row.id}`,
        cell: () => 'Paid out 66,954 KRW',
      }}
    />
  );
}

test('a row opens and closes its details, and the button is named by the words it shows', () => {
  render(<RequestTable />);
  const button = screen.getByRole('button', { name: 'Details of request 12' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Paid out 66,954 KRW')).not.toBeInTheDocument();

  fireEvent.click(button);
  // A speech-input user says what they see ("click Hide details"): the name starts with it.
  expect(button).toHaveAccessibleName('Hide details: Details of request 12');
  expect(button).toHaveTextContent('Hide details');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Paid out 66,954 KRW')).toBeInTheDocument();

  fireEvent.click(button);
  expect(button).toHaveAccessibleName('Details of request 12');
  expect(screen.queryByText('Paid out 66,954 KRW')).not.toBeInTheDocument();
});

/** A window whose width the test sets: matchMedia answers max-width queries from it. */
function windowOfWidth(initial: number) {
  let width = initial;
  const lists = new Set<{ query: string; listener: () => void }>();
  const pixels = (query: string) => {
    const [, figure = '0', unit] = /max-width: ([\d.]+)(px|em)/.exec(query) ?? [];
    return Number(figure) * (unit === 'em' ? 16 : 1);
  };
  window.matchMedia = (query: string) =>
    ({
      matches: width <= pixels(query),
      addEventListener: (_type: string, listener: () => void) => lists.add({ query, listener }),
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      width = next;
      act(() => lists.forEach(({ listener }) => listener()));
    },
  };
}

test('rows become cards at 768 px, a wide table at 78em, and follow the window as it changes', () => {
  const screenSize = windowOfWidth(1024);
  const { container, rerender } = render(<RequestTable />);
  const wrap = () => container.querySelector('.ui-table-wrap');
  expect(wrap()).not.toHaveClass('ui-table-wrap--cards');

  rerender(<RequestTable wide />);
  expect(wrap()).toHaveClass('ui-table-wrap--cards');

  screenSize.resize(1280);
  expect(wrap()).not.toHaveClass('ui-table-wrap--cards');

  rerender(<RequestTable />);
  screenSize.resize(390);
  expect(wrap()).toHaveClass('ui-table-wrap--cards');
});
