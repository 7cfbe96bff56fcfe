import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the user asked the system for less motion (WCAG 2.3.3). antd's zooms and slides are then
 * turned off, so dialogs and menus appear at once and take clicks the moment they are shown.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
