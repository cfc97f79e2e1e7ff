import { isFirstPaintShown } from './first-paint';

/** Shown while a page's data loads (after a short delay, so fast loads never flash it). */
export function PagePending() {
  // The server's first screen is the loading state of the page it stands for.
  if (isFirstPaintShown()) return null;
  return (
    <div className="page-pending" role="status">
      <span className="page-pending__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
