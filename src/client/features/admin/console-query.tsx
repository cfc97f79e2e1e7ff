import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../api';
import { PageLoading } from '../../ui/page-loading';

// What a console page shows for the data it loads: a spinner saying what is loading, the
// server's refusal in words, and once it is there, the page's own view of it.

export function ConsoleLoaded<Data>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<Data>;
  /** What the spinner says, e.g. "Loading staff…". */
  loading: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <PageLoading text={loading} />;
  if (query.isError) {
    return (
      <p className="sf-notice sf-notice--negative" role="alert">
        {describeError(query.error)}
      </p>
    );
  }
  return children(query.data);
}
