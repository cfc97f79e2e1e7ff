import { IonApp, setupIonicReact } from '@ionic/react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startClientLogging } from './logging';
import { registerServiceWorker } from './pwa';
import { createPersistOptions, createQueryClient } from './query-client';
import { createAppRouter } from './router';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './ui/app.css';

startClientLogging();
setupIonicReact({ mode: 'md' });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const persistOptions = createPersistOptions();

window.addEventListener('load', () => {
  void registerServiceWorker({
    currentPath: () => router.state.location.pathname,
    onNavigated: (callback) => router.subscribe('onResolved', callback),
  });
});

/** Routes load only after the persisted queries are back, so an offline start finds them. */
function RestoredRouter() {
  const restoring = useIsRestoring();
  return restoring ? null : <RouterProvider router={router} />;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <IonApp>
        <RestoredRouter />
      </IonApp>
    </PersistQueryClientProvider>
  </StrictMode>,
);
