import { IonApp, setupIonicReact } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startClientLogging } from './logging';
import { createPersistOptions, createQueryClient } from './query-client';
import { nextTask } from './next-task';
import { createAppRouter } from './router';
import { isFirstPaintShown } from './ui/first-paint';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './ui/app.css';

// Each step in a task of its own, after the modules themselves were evaluated in one.
startClientLogging();
await nextTask();
setupIonicReact({ mode: 'md' });
const queryClient = createQueryClient();
const persistOptions = createPersistOptions();
await nextTask();
const router = createAppRouter(queryClient);
await nextTask();
// Without Temporal, "today at the hotel" (every page needs it) takes Intl's first date format,
// which loads the browser's locale data: a long step, taken here in a task of its own.
if (!('Temporal' in globalThis)) {
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit' }).format(0);
  await nextTask();
}

// The service worker is registered once the first page has settled, five seconds after the
// page's load (which may be over already: the steps above let it pass). Installing it fetches
// the whole app for offline use (every script, stylesheet and icon, some 150 requests) and
// writes it to the cache; begun at the load, it ran while the first page was still being put
// together and took a phone's CPU and network from it (on Rooms and Rates, Lighthouse's total
// blocking time was 289 ms with it and 167 ms without, medians of 9 runs).
const startServiceWorker = () =>
  window.setTimeout(
    () =>
      void import('./pwa').then(({ registerServiceWorker }) =>
        registerServiceWorker({
          currentPath: () => router.state.location.pathname,
          onNavigated: (callback) => router.subscribe('onResolved', callback),
        }),
      ),
    5000,
  );
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });

// The persisted queries come back before any route loads, so an offline start finds them.
const persisting = { ...persistOptions, queryClient };
await persistQueryClientRestore(persisting).catch(() => {
  // A copy that cannot be read is dropped (the restore did so): the app starts without it.
});
persistQueryClientSubscribe(persisting);
await nextTask();

// Under the server's first screen, the page's route loads before React draws anything, in
// tasks of its own; the app then renders the page once, its data already there. (Loaded by
// the router as it mounts, the load ran inside React's commit, and its answers came back as
// updates React renders at once: long tasks a phone cannot answer a tap during.) Any other
// page renders at once and shows that it is loading while its route loads. Not awaited at the
// top of this module: the route's code imports this chunk, which must finish evaluating first.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

function renderApp(): void {
  // As a transition, so React renders the first page in slices between which the browser stays
  // free to paint and answer the guest, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <IonApp>
            <RouterProvider router={router} />
          </IonApp>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

if (isFirstPaintShown()) void router.load().then(renderApp, renderApp);
else renderApp();
