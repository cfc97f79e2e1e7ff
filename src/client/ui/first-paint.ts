import { useLayoutEffect } from 'react';

// The search page and Rooms and Rates arrive with their first screen already drawn by the
// server (src/server/client-app/first-paint.ts), beside the app's root. It stays until the app
// shows its first page, and goes in the same frame, so the guest never sees a blank between the
// two; until then it is the page's loading state. When the app is ready before the first
// screen's photo has arrived, the swap waits for the photo (a little while at most): the guest
// then sees the photo arrive once, not twice.

const firstPaintId = 'first-paint';
const longestWaitForPhotoMs = 2500;

/** True while the server's first screen is still shown. */
export function isFirstPaintShown(): boolean {
  return document.getElementById(firstPaintId) !== null;
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
