// A deploy replaces the hashed page chunks; a guest still on the old page then fails to load a
// lazily loaded page. The cure is a full load of the page they were going to (docs/product.md, pages),
// once: if that fails too, the error page shows instead of a reload loop.

const reloadMarkerKey = 'stayfront.chunkReload';
const loopWindowMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|ChunkLoadError|error loading dynamically imported/i.test(
    message,
  );
}

/** Reloads `targetHref` unless that was just tried; returns whether it reloads. */
export function reloadOnceForFailedChunk(
  targetHref: string,
  load: (href: string) => void = (href) => window.location.assign(href),
): boolean {
  try {
    const previous = JSON.parse(window.sessionStorage.getItem(reloadMarkerKey) ?? 'null') as {
      href: string;
      at: number;
    } | null;
    if (previous && previous.href === targetHref && Date.now() - previous.at < loopWindowMs) return false;
    window.sessionStorage.setItem(reloadMarkerKey, JSON.stringify({ href: targetHref, at: Date.now() }));
  } catch {
    // Without sessionStorage a loop cannot be ruled out: show the error instead.
    return false;
  }
  load(targetHref);
  return true;
}
