import { Fragment, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useCardLayout } from './card-layout';

export interface DataColumn<Row> {
  key: string;
  /** The column's heading; on a phone it also labels the value inside the row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned in tabular digits. */
  numeric?: boolean;
  /** Free text (a title, a memo, an address) that may wrap instead of widening the table. */
  wrap?: boolean;
  /** The cell that names the row (a `th scope="row"`), shown as the card's title on a phone. */
  rowHeader?: boolean;
  /** A list or a block of text: on a phone it goes under its name at the card's full width. */
  stacked?: boolean;
}

export interface DataTableProps<Row> {
  /** Read by screen readers before the table; not shown. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly DataColumn<Row>[];
  /** The actions column: its heading and the row's buttons; always the last column, always visible. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /**
   * What does not fit in the columns: a "Details" button per row opens a line under it with
   * these. `label(row)` names the button for assistive technology ("Details of request 12").
   */
  details?: {
    show: string;
    hide: string;
    label: (row: Row) => string;
    cell: (row: Row) => ReactNode;
  };
  rowClassName?: (row: Row) => string | undefined;
  /**
   * A click anywhere on the row, for a pointer's convenience; the row must still hold a real link
   * or button for the same thing, for the keyboard and screen readers.
   */
  onRowClick?: (row: Row, event: MouseEvent<HTMLTableRowElement>) => void;
  /**
   * A table too wide for a tablet or a small laptop in some language (many columns, several
   * buttons a row): its rows are cards up to 78em (1,248 px) instead of up to 768 px.
   */
  wide?: boolean;
}

/**
 * A list of records that fits its width: few columns at desktop width (the rest behind "Details"),
 * and from 768 px down (1,248 px for a `wide` one) each row becomes a card of labelled values with
 * its actions at the foot.
 * Every cell carries its column's name (`data-label`) so the card needs no second markup.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  actions,
  details,
  rowClassName,
  onRowClick,
  wide = false,
}: DataTableProps<Row>) {
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const detailsId = useId();
  const cards = useCardLayout(wide);
  const span = columns.length + (actions || details ? 1 : 0);

  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={cards ? 'ui-table-wrap ui-table-wrap--cards' : 'ui-table-wrap'}>
      <table className="ui-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'ui-table__number' : undefined}
              >
                {column.header}
              </th>
            ))}
            {actions || details ? (
              <th scope="col" className="ui-table__actions-head">
                {actions?.header ?? details?.show}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const expanded = open.has(key);
            const panelId = `${detailsId}-${key}`;
            return (
              <Fragment key={key}>
                <tr
                  className={[
                    'ui-table__row',
                    onRowClick ? 'ui-table__row--link' : '',
                    rowClassName?.(row),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={onRowClick ? (event) => onRowClick(row, event) : undefined}
                >
                  {columns.map((column) => {
                    const className = [
                      column.numeric ? 'ui-table__number' : '',
                      column.wrap ? 'ui-table__wrap' : '',
                      column.rowHeader ? 'ui-table__title' : '',
                      column.stacked ? 'ui-table__stacked' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return column.rowHeader ? (
                      <th
                        key={column.key}
                        scope="row"
                        data-label={column.header}
                        className={className}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={className || undefined}
                      >
                        {column.cell(row)}
                      </td>
                    );
                  })}
                  {actions || details ? (
                    <td className="ui-table__actions">
                      <div className="ui-table__buttons">
                        {details ? (
                          <button
                            type="button"
                            className="ui-button ui-button--ghost ui-table__toggle"
                            aria-expanded={expanded}
                            aria-controls={expanded ? panelId : undefined}
                            // The name starts with the words on the button (WCAG 2.5.3), then
                            // says which row: "Hide details: Details of request 12".
                            aria-label={
                              expanded
                                ? `${details.hide}: ${details.label(row)}`
                                : details.label(row)
                            }
                            onClick={() => toggle(key)}
                          >
                            {expanded ? details.hide : details.show}
                          </button>
                        ) : null}
                        {actions?.cell(row)}
                      </div>
                    </td>
                  ) : null}
                </tr>
                {details && expanded ? (
                  <tr id={panelId} className="ui-table__details">
                    <td colSpan={span}>{details.cell(row)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
