// Any page may ask for the login dialog (the menu, the checkout) without importing the account
// feature: the account feature's dialog host, mounted once at the root, listens here.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Opens the login dialog (a no-op when no host is mounted). */
export function requestLogin(): void {
  for (const listener of listeners) listener();
}

/** For the dialog host: called on every request; answers the unsubscribe. */
export function onLoginRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
