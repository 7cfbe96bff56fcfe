import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale, SessionUser } from '@mk/contracts';
import { api, sessionExpired } from '@mk/api';
import { localeSlice, storedLocale } from '@mk/i18n';
import { closeRealtime, openRealtime, socketIoConnector, type RealtimeConnector } from './realtime.connection';
import { realtimeSlice } from './realtime.slice';
import { loggedIn, loggedOut, sessionSlice } from './session.slice';
import { readStoredUser, writeStoredUser } from './session.storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  realtime: realtimeSlice.reducer,
  locale: localeSlice.reducer,
});

export type AppState = ReturnType<typeof rootReducer>;

export interface AppStoreOptions {
  /** The logged-in user; by default the one stored in localStorage (restore on start), `null` for none. */
  user?: SessionUser | null;
  /** By default the remembered locale, else English. */
  locale?: Locale;
  /** How to open the realtime socket; `false` turns realtime off (tests that do not need it). */
  realtime?: RealtimeConnector | false;
}

/**
 * The dashboard's store: RTK Query's API, session, realtime and locale. Keeps the stored user in
 * step with the session (login, updates, logout, 401) and opens the realtime connection while a
 * user is logged in. Used by the dashboard and by every component test.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const connector = options.realtime === undefined ? socketIoConnector : options.realtime;
  const user = options.user === undefined ? readStoredUser() : options.user;
  const lifecycle = createListenerMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user }, locale: options.locale ?? storedLocale() },
    middleware: (getDefault) => getDefault().prepend(lifecycle.middleware).concat(api.middleware),
  });

  if (connector) {
    lifecycle.startListening({
      actionCreator: loggedIn,
      effect: (action, { dispatch }) => openRealtime(action.payload.token, dispatch, connector),
    });
    lifecycle.startListening({
      matcher: isAnyOf(loggedOut, sessionExpired),
      effect: (_action, { dispatch }) => closeRealtime(dispatch),
    });
  }
  lifecycle.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    // Nothing cached for one user may show to the next.
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  let stored = user;
  if (options.user !== undefined) writeStoredUser(user);
  store.subscribe(() => {
    const current = store.getState().session.user;
    if (current !== stored) {
      stored = current;
      writeStoredUser(current);
    }
  });

  if (user && connector) openRealtime(user.token, store.dispatch, connector);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
