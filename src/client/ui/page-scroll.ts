// Pages scroll inside the page frame's scroller (.app-content), not the window.

/** Back to the top of the page, e.g. when a booking step changes (docs/product.md, pages). */
export function scrollPageToTop(): void {
  window.scrollTo(0, 0);
  for (const scroller of document.querySelectorAll('.app-content')) scroller.scrollTo({ top: 0 });
}
