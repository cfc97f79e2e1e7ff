/** Shown while a page's data loads (after a short delay, so fast loads never flash it). */
export function PagePending() {
  return (
    <div className="page-pending" role="status">
      <span className="page-pending__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
