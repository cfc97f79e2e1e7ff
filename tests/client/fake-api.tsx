import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

// The API as a page's tests stand it in for: answers in JSON, what the page posted kept in
// order, and the page rendered with a query client that does not retry.

export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

export interface Posted {
  url: string;
  body: unknown;
}

/** Stands `answer` in for fetch; the POSTs it is asked are kept, with their bodies, in the list returned. */
export function fakeApi(answer: (url: string, posted: Posted | null) => Promise<Response>): Posted[] {
  const posted: Posted[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer(url, null);
      const post = { url, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      posted.push(post);
      return answer(url, post);
    }),
  );
  return posted;
}

export function renderWithQueries(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}
