import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (e.g. a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Where layouts switch from phone to wide screen (app.css uses the same width). */
export const wideScreenQuery = '(min-width: 768px)';
