export const APP_VERSION = '1.0.179';
export const COPYRIGHT_YEAR = 2022;
export const SUPPORTED_LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** Error banners and toasts clear after this many milliseconds. */
export const NOTICE_TIMEOUT_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 500;
export const LIST_PAGE_SIZE = 10;
export const ADMINISTRATORS_DEFAULT_LIMIT = 100;
export const ADMINISTRATORS_CACHE_MS = 120_000;
/** Realtime reconnection settings (spec 1 section 9). */
export const REALTIME = {
  path: '/order-write/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
  transports: ['polling', 'websocket'],
} as const;
export type RealtimeState = 'closed' | 'opening' | 'open' | 'reconnecting';
/** Name of the CSRF double-submit cookie and of the header that must repeat it. */
export const CSRF_COOKIE = 'mk_csrf';
export const CSRF_HEADER = 'x-csrf-token';
