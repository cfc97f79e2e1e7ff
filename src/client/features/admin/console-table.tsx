import type { ReactNode } from 'react';

// The console's one kind of table: a frame that scrolls sideways on a narrow screen, a header
// row of column names, and the rows the page gives.
export function ConsoleTable({ columns, children }: { columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="console-table__wrap">
      <table className="console-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
