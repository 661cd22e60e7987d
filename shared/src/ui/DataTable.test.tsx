/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { DataTable } from './DataTable';

interface Request {
  id: number;
  amount: string;
}

function RequestTable() {
  return (
    <DataTable<Request>
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
