import { useLayoutEffect } from 'react';

// The search page and Rooms and Rates arrive with their first screen already drawn by the
// server (src/server/client-app/first-paint.ts), beside the app's root. It stays until the app
// shows its first page, and goes in the same frame, so the guest never sees a blank between the
// two; until then it is the page's loading state.

const firstPaintId = 'first-paint';

/** True while the server's first screen is still shown. */
export function isFirstPaintShown(): boolean {
  return document.getElementById(firstPaintId) !== null;
}

/** Takes the server's first screen away as the page that replaces it is drawn. */
export function useFirstPaintReplaced(): void {
  useLayoutEffect(() => {
    document.getElementById(firstPaintId)?.remove();
  }, []);
}
