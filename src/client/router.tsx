import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './ui/not-found-page';
import { PagePending } from './ui/page-pending';
import { RouteErrorPage } from './ui/route-error-page';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router's own preload cache would second-guess it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 400,
    // Pages scroll inside the page frame's scroller, not the window: see scrollPagesToTop.
    scrollRestoration: false,
  });

  let firstLoad = true;
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (firstLoad) {
      firstLoad = false;
      return;
    }
    if (pathChanged) {
      scrollPagesToTop();
      moveFocusToContent();
    }
  });
  return router;
}

/** Every navigation starts at the top of the page (docs/product.md, pages). */
function scrollPagesToTop(): void {
  window.scrollTo(0, 0);
  for (const scroller of document.querySelectorAll('.app-content')) scroller.scrollTo(0, 0);
}

/** Screen-reader and keyboard users continue from the new page's content, not the old link. */
function moveFocusToContent(): void {
  requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
