/** Identifies this build (vite.config.ts `define`); busts the persisted query cache. */
declare const __BUILD_ID__: string;

interface Window {
  dataLayer?: unknown[];
  fbq?: ((...args: unknown[]) => void) & {
    queue?: unknown[];
    loaded?: boolean;
    version?: string;
    callMethod?: (...args: unknown[]) => void;
    push?: unknown;
  };
  _fbq?: unknown;
}
