import { within } from '@testing-library/react';
import { defined } from './defined';

/** The column names of a table, in order, as its header row shows them. */
export const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** A table's rows under its header row; a DataTable's Details line is a row of its own. */
export const bodyRowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The cell of a DataTable's `row` under the column `header` (its label on a phone's card). */
export const cellOf = (row: HTMLElement, header: string) =>
  defined(row.querySelector<HTMLElement>(`[data-label="${header}"]`), `the ${header} cell`);
