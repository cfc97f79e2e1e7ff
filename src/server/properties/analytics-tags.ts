import type { AnalyticsTags } from '../platform/security-headers';
import type { PropertyRepository } from './repository';

// Which third-party tags a property's pages load (Google Tag Manager, Meta pixel). The
// security headers allow those origins only on that property's pages. Held in memory and
// re-read after a minute, so an imported change shows without a restart.

export interface AnalyticsTagLookup {
  /** The tags of the property with this code (any case); undefined when it loads none. */
  forPropertyCode(code: string): Promise<AnalyticsTags | undefined>;
  clear(): void;
}

const refreshAfterMs = 60_000;

export function createAnalyticsTagLookup(
  repository: Pick<PropertyRepository, 'listAnalyticsTags'>,
  now: () => Date = () => new Date(),
): AnalyticsTagLookup {
  let loaded: { at: number; byCode: Promise<Map<string, AnalyticsTags>> } | undefined;

  const load = async () => {
    const rows = await repository.listAnalyticsTags();
    return new Map(
      rows.map((r) => [
        r.code.toUpperCase(),
        { googleTagManager: Boolean(r.googleTagManagerContainerId), facebookPixel: Boolean(r.facebookPixelId) },
      ]),
    );
  };

  return {
    async forPropertyCode(code) {
      const at = now().getTime();
      if (!loaded || at - loaded.at >= refreshAfterMs) {
        const byCode = load();
        loaded = { at, byCode };
        // A failed read is not kept: the next page asks again.
        byCode.catch(() => {
          if (loaded?.byCode === byCode) loaded = undefined;
        });
      }
      const tags = (await loaded.byCode).get(code.toUpperCase());
      return tags && (tags.googleTagManager || tags.facebookPixel) ? tags : undefined;
    },
    clear() {
      loaded = undefined;
    },
  };
}
