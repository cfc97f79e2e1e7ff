import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { funnelStepOfPath } from '../domain/tracking';

// Page views per property (docs/product.md, pages): Google Tag Manager's dataLayer and the Meta pixel.
// Their scripts are loaded only for a property that configures them (the server's content
// security policy allows their origins on that property's pages only).

export interface TrackingSettings {
  propertyCode: string;
  googleTagManagerContainerId: string | null;
  facebookPixelId: string | null;
}

const loadedTags = new Set<string>();

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGoogleTagManager(containerId: string): void {
  const key = `gtm:${containerId}`;
  if (loadedTags.has(key)) return;
  loadedTags.add(key);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
}

function loadFacebookPixel(pixelId: string): void {
  const key = `fbq:${pixelId}`;
  if (loadedTags.has(key)) return;
  loadedTags.add(key);
  if (!window.fbq) {
    // Meta's standard stub: calls queue up until fbevents.js arrives and replays them.
    const queue: unknown[] = [];
    const fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else queue.push(args);
      },
      { queue, loaded: true, version: '2.0' } as {
        queue: unknown[];
        loaded: boolean;
        version: string;
        callMethod?: (...args: unknown[]) => void;
        push?: unknown;
      },
    );
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
    loadScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  window.fbq?.('init', pixelId);
}

/** Loads the property's tags and reports every page it shows. */
export function usePageViewTracking({
  propertyCode,
  googleTagManagerContainerId,
  facebookPixelId,
}: TrackingSettings): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (googleTagManagerContainerId) loadGoogleTagManager(googleTagManagerContainerId);
    if (facebookPixelId) loadFacebookPixel(facebookPixelId);
  }, [googleTagManagerContainerId, facebookPixelId]);

  useEffect(() => {
    if (!googleTagManagerContainerId && !facebookPixelId) return;
    const key = `${propertyCode}|${pathname}`;
    if (lastTracked.current === key) return;
    lastTracked.current = key;
    const funnelStep = funnelStepOfPath(pathname);
    if (googleTagManagerContainerId) {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ event: 'stayfront.pageView', propertyCode, pagePath: pathname, funnelStep });
    }
    if (facebookPixelId) {
      window.fbq?.('track', 'PageView');
      if (funnelStep) window.fbq?.('trackCustom', 'BookingFunnelStep', { step: funnelStep, propertyCode });
    }
  }, [propertyCode, pathname, googleTagManagerContainerId, facebookPixelId]);
}
