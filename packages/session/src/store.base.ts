import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale, SessionUser } from '@mk/contracts';
import type { api as Api } from '@mk/api';
import { localeSlice, storedLocale } from '@mk/i18n';
import { closeRealtime, openRealtime, socketIoConnector, type RealtimeConnector } from './realtime.connection';
import { realtimeEndedByServer, realtimeSlice } from './realtime.slice';
import { loggedIn, loggedOut, sessionExpired, sessionSlice, tokenReplaced, type SessionState } from './session.slice';
import { readStoredUser, writeStoredUser } from './session.storage';

type ApiSlice = typeof Api;

/** Session, realtime and locale from the start; RTK Query's API joins once it is loaded. One per store. */
const rootReducer = () => combineSlices(sessionSlice, realtimeSlice, localeSlice).withLazyLoadedSlices<WithSlice<ApiSlice>>();

export type AppState = ReturnType<ReturnType<typeof rootReducer>>;

export interface AppStoreOptions {
  /** The logged-in user; by default the one stored in localStorage (restore on start), `null` for none. */
  user?: SessionUser | null;
  /** By default the remembered locale, else English. */
  locale?: Locale;
  /** How to open the realtime socket; `false` turns realtime off (tests that do not need it). */
  realtime?: RealtimeConnector | false;
}

/** What the session's thunks get as their `extra` argument. */
export interface SessionExtra {
  /** Resolves once RTK Query's API is part of the store (at once when it was built with it). */
  apiReady(): Promise<void>;
}

/**
 * The dashboard's store: session, realtime and locale, and RTK Query's API, given (`api`) or
 * loaded on demand (`() => import(...)`) so the login route does without it. Keeps the stored user
 * in step with the session (login, updates, logout, 401) and opens the realtime connection while
 * a user is logged in.
 */
export function buildAppStore(options: AppStoreOptions, apiSource: ApiSlice | (() => Promise<ApiSlice>)) {
  const connector = options.realtime === undefined ? socketIoConnector : options.realtime;
  const user = options.user === undefined ? readStoredUser() : options.user;
  const lifecycle = createListenerMiddleware();
  const dynamic = createDynamicMiddleware();

  const reducer = rootReducer();
  let ready: Promise<void> | undefined;
  const extra: SessionExtra = {
    apiReady: () => (ready ??= typeof apiSource === 'function' ? apiSource().then(attach) : Promise.resolve()),
  };
  // Built with the API: it is in the state from the start, as components read it at once.
  if (typeof apiSource !== 'function') reducer.inject(apiSource);

  const store = configureStore({
    reducer,
    preloadedState: { session: { user }, locale: options.locale ?? storedLocale() },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(lifecycle.middleware)
        .concat(dynamic.middleware),
  });

  function attach(api: ApiSlice): void {
    reducer.inject(api);
    dynamic.addMiddleware(api.middleware);
    lifecycle.startListening({
      matcher: isAnyOf(loggedOut, sessionExpired),
      // Nothing cached for one user may show to the next.
      effect: (_action, { dispatch }) => {
        dispatch(api.util.resetApiState());
      },
    });
    // Gives the API its empty state now rather than at the next action.
    store.dispatch(api.util.resetApiState());
  }
  if (typeof apiSource !== 'function') attach(apiSource);

  if (connector) {
    lifecycle.startListening({
      actionCreator: loggedIn,
      effect: (action, { dispatch }) => openRealtime(action.payload.token, dispatch, connector),
    });
    lifecycle.startListening({
      matcher: isAnyOf(loggedOut, sessionExpired),
      effect: (_action, { dispatch }) => closeRealtime(dispatch),
    });
    // The old token no longer opens a socket: reconnect with the one a password change gave.
    lifecycle.startListening({
      actionCreator: tokenReplaced,
      effect: (action, { dispatch }) => openRealtime(action.payload, dispatch, connector),
    });
    // The server dropped our socket on purpose: a disabled account or a password changed elsewhere
    // ends this session (the check's 401 signs out, so the open page leaves at once), a role change
    // does not (reconnect). Not while our own password change runs: its reply brings the new token,
    // and the socket reconnects with it (above).
    let changingPassword = 0;
    lifecycle.startListening({
      predicate: (action) => action.type.startsWith('session/changeOwnPassword/'),
      effect: (action) => {
        changingPassword += action.type.endsWith('/pending') ? 1 : -1;
      },
    });
    lifecycle.startListening({
      actionCreator: realtimeEndedByServer,
      effect: async (_action, { dispatch, getState }) => {
        const user = (getState() as { session: SessionState }).session.user;
        if (!user || changingPassword > 0) return;
        await extra.apiReady();
        const { askSession } = await import('./session-check');
        await askSession(dispatch, user.token);
        if ((getState() as { session: SessionState }).session.user?.token === user.token) openRealtime(user.token, dispatch, connector);
      },
    });
  }

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
  // A restored session goes straight to the shell, which needs the API.
  if (user) void extra.apiReady();
  return Object.assign(store, { apiReady: extra.apiReady });
}

export type AppStore = ReturnType<typeof buildAppStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
