// The service worker: its script lives under /ClientApp/ but it controls the whole site
// (scope '/', allowed by the server's Service-Worker-Allowed header). A new version is offered,
// never forced, and never offered in the middle of a checkout or pre check-in. This module,
// workbox-window and the notice code load after the page (main.tsx), so they cost the first
// page nothing.

const checkUpdatesEveryMs = 60 * 60 * 1000;

export interface NavigationSource {
  currentPath(): string;
  /** Calls back after every navigation; returns an unsubscribe function. */
  onNavigated(callback: () => void): () => void;
}

export function isBusyPath(pathname: string): boolean {
  return /\/Checkout(\/|$)|\/PreCheckIn\//i.test(pathname);
}

export async function registerServiceWorker(navigation: NavigationSource): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: '/' });
  let offered = false;

  const offerUpdate = () => {
    if (offered) return;
    if (isBusyPath(navigation.currentPath())) {
      const stop = navigation.onNavigated(() => {
        if (!isBusyPath(navigation.currentPath())) {
          stop();
          offerUpdate();
        }
      });
      return;
    }
    offered = true;
    void import('./ui/notices').then(({ notify }) =>
      notify({
        message: 'A new version of Stayfront is available.',
        kind: 'info',
        position: 'bottom',
        duration: 0,
        actions: [
          {
            text: 'Reload',
            handler: () => {
              workbox.addEventListener('controlling', () => window.location.reload());
              workbox.messageSkipWaiting();
            },
          },
          { text: 'Later', role: 'cancel' },
        ],
      }),
    );
  };

  workbox.addEventListener('waiting', offerUpdate);
  void workbox.register().then((registration) => {
    if (registration) window.setInterval(() => void registration.update().catch(() => undefined), checkUpdatesEveryMs);
  });
}
