import type { ReactNode } from 'react';
import { TableBox } from '../common/form-parts';

/** One column of a checked sheet's table: its heading and what a row shows in it. */
export interface SheetColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

export interface SheetRowsProps<Row extends { line: number }> {
  rows: readonly Row[];
  /** The columns between the line number and the problems. */
  columns: readonly SheetColumn<Row>[];
  lineHeading: string;
  problemsHeading: string;
  /** What is wrong with a row (or worth a look), one message each; none leaves the cell empty. */
  problems: (row: Row) => readonly string[];
  /** The id of the heading that names the table, if it has one. */
  labelledBy?: string;
}

/**
 * The lines of an uploaded sheet as the API checked them (the lead import, the price list and its on-road rules):
 * the line number, the sheet's own columns and the problems of each line as a list.
 */
export function SheetRows<Row extends { line: number }>({
  rows,
  columns,
  lineHeading,
  problemsHeading,
  problems,
  labelledBy,
}: SheetRowsProps<Row>) {
  return (
    <TableBox>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{lineHeading}</th>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
            <th scope="col">{problemsHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const messages = problems(row);
            return (
              <tr key={row.line}>
                <td>{row.line}</td>
                {columns.map((column) => (
                  <td key={column.heading}>{column.cell(row)}</td>
                ))}
                <td>
                  {messages.length > 0 && (
                    <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                      {messages.map((message, index) => (
                        <li key={`${index}-${message}`}>{message}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
