import { useDeferredValue, useLayoutEffect, useState } from 'react';

// The search page and Rooms and Rates arrive with their first screen already drawn by the
// server (src/client/first-screen.tsx, the app's own components rendered by the server), beside
// the app's root. It stays until the app
// shows its first page, and goes in the same frame, so the guest never sees a blank between the
// two; until then it is the page's loading state. When the app is ready before the first
// screen's photo has arrived, the swap waits for the photo (a little while at most): the guest
// then sees the photo arrive once, not twice.

/** The id of the server's first screen (src/client/first-screen.tsx). */
export const firstPaintId = 'first-paint';
const longestWaitForPhotoMs = 2500;

/** True while the server's first screen is still shown. */
export function isFirstPaintShown(): boolean {
  return document.getElementById(firstPaintId) !== null;
}

/**
 * False on the first render of the page that replaces the server's first screen, true once React
 * renders it again as a transition. The page's data usually arrives in an update React must
 * render at once, in one long task that a phone cannot answer a tap during; rendered nothing
 * then, the page itself renders in the transition, in short slices. The guest sees the first
 * screen meanwhile. Any other page renders at once.
 */
export function useRenderedAfterFirstPaint(): boolean {
  const [underFirstPaint] = useState(isFirstPaintShown);
  return useDeferredValue(true, !underFirstPaint);
}

/** Takes the server's first screen away as the page that replaces it is drawn. */
export function useFirstPaintReplaced(): void {
  useLayoutEffect(() => {
    const firstPaint = document.getElementById(firstPaintId);
    if (!firstPaint) return;
    const photo = firstPaint.querySelector('img');
    const root = document.getElementById('root');
    if (!photo || photo.complete || !root) {
      firstPaint.remove();
      return;
    }
    root.style.visibility = 'hidden';
    const swap = () => {
      clearTimeout(timer);
      photo.removeEventListener('load', swap);
      photo.removeEventListener('error', swap);
      firstPaint.remove();
      root.style.visibility = '';
    };
    photo.addEventListener('load', swap);
    photo.addEventListener('error', swap);
    const timer = setTimeout(swap, longestWaitForPhotoMs);
  }, []);
}
