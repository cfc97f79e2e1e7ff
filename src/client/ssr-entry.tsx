import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterContextProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { FirstScreen, hasFirstScreen, type FirstScreenData } from './first-screen';
import { staySearchParamsSchema } from './features/search/search-params';
import { routeTree } from './routeTree.gen';

// The server's entry into the app (built by `npm run build` into dist/ssr, imported by
// src/server/client-app): the first screen of the search page and of Rooms and Rates, rendered
// from the app's own components for one request.

export interface FirstScreenRequest extends Omit<FirstScreenData, 'params'> {
  /** The page's address: its path and query string. */
  url: string;
}

// The components read only its context: nothing is fetched, nothing cached.
const queryClient = new QueryClient();

/**
 * The first screen's markup, or undefined when the page has none (a search the app will not
 * make). The first pages after the server starts may find a lazily loaded component (the area
 * choice) still loading: they are drawn again once it has loaded, as the app draws it.
 */
export async function renderFirstScreen({ url, ...data }: FirstScreenRequest): Promise<string | undefined> {
  // The app's routes, at the page's address, for the links the components draw (their
  // addresses, the current page's marked).
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const screen: FirstScreenData = {
    ...data,
    params: staySearchParamsSchema.parse(router.state.location.search),
  };
  if (!hasFirstScreen(screen)) return undefined;
  let markup = render(router, screen);
  for (let wait = 0; markup.includes(stillLoading) && wait < 20; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    markup = render(router, screen);
  }
  return markup;
}

/** The mark of a part that was still loading (React then leaves it for the browser to draw). */
const stillLoading = '<!--$!-->';

function render(router: AnyRouter, screen: FirstScreenData): string {
  const markup = renderToString(
    <StrictMode>
      <RouterContextProvider router={router}>
        <QueryClientProvider client={queryClient}>
          <FirstScreen {...screen} />
        </QueryClientProvider>
      </RouterContextProvider>
    </StrictMode>,
  );
  // React writes a preload before the markup for each image it draws eagerly: the page's own
  // head already asks for its photo first, and the others come with the markup itself.
  return markup.replace(/^(<link [^>]*>)+/, '');
}
