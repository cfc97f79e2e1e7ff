import type { ReactNode } from 'react';

// The console's pages of a long list, newest first: Newer and Older either side of where the
// list is.

export function ConsolePager({
  label,
  page,
  pages,
  onPage,
  children,
}: {
  /** The navigation's name, e.g. "Booking pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Where the list is, e.g. "Page 2 of 5". */
  children: ReactNode;
}) {
  return (
    <nav className="console-pager" aria-label={label}>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </button>
      <span>{children}</span>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  );
}

/** How many pages a list of `total` rows fills, `pageSize` a page (one at the least). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
