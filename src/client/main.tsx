import { IonApp, setupIonicReact } from '@ionic/react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useDeferredValue } from 'react';
import { createRoot } from 'react-dom/client';
import { startClientLogging } from './logging';
import { registerServiceWorker } from './pwa';
import { createPersistOptions, createQueryClient } from './query-client';
import { nextTask } from './next-task';
import { createAppRouter } from './router';

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

// After the page's load (which may be over already: the steps above let it pass).
const startServiceWorker = () =>
  void registerServiceWorker({
    currentPath: () => router.state.location.pathname,
    onNavigated: (callback) => router.subscribe('onResolved', callback),
  });
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });

/**
 * Routes load only after the persisted queries are back, so an offline start finds them. The
 * page's first render then runs as a transition, in slices between which the browser stays free
 * to paint and answer the guest, instead of one long task.
 */
function RestoredRouter() {
  const restoring = useDeferredValue(useIsRestoring());
  return restoring ? null : <RouterProvider router={router} />;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const root = createRoot(rootElement);
// As a transition, so React renders in slices (see RestoredRouter).
startTransition(() => {
  root.render(
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <IonApp>
          <RestoredRouter />
        </IonApp>
      </PersistQueryClientProvider>
    </StrictMode>,
  );
});
