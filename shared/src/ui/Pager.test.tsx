/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Pager } from './Pager';

function Harness({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={setPage}
      labels={{
        nav: 'Pages',
        previous: 'Previous page',
        next: 'Next page',
        status: `Page ${page} of ${pages}`,
      }}
    />
  );
}

test('the pager moves between the first and the last page and never past them', () => {
  render(<Harness pages={2} />);
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Page 2 of 2')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
});
