import { buildAppStore, type AppStoreOptions } from './store.base';

/**
 * The dashboard's store at start: RTK Query's API (≈ 15 kB) is loaded when first needed — at
 * once for a restored session, else by the login — so the login route does without it (issue 11).
 * `store.apiReady()` resolves once it is in.
 */
export function startAppStore(options: AppStoreOptions = {}) {
  return buildAppStore(options, async () => (await import('./store.api')).api);
}
