import { api } from '@mk/api';
import { buildAppStore, type AppStoreOptions } from './store.base';

export { useAppDispatch, useAppSelector, type AppStore, type AppState, type AppDispatch, type AppStoreOptions, type SessionExtra } from './store.base';

/**
 * The store with RTK Query's API from the start (component tests, and anything that needs the
 * API at once). The dashboard starts with `startAppStore`, which loads the API when first needed.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  return buildAppStore(options, api);
}
