export {
  sessionSlice,
  loggedIn,
  loggedOut,
  userUpdated,
  tokenReplaced,
  selectUser,
  selectIsLoggedIn,
  type SessionState,
} from './session.slice';
export { readStoredUser, writeStoredUser } from './session.storage';
export { realtimeSlice, realtimeStatusChanged, selectRealtimeStatus, type RealtimeSliceState } from './realtime.slice';
export {
  getRealtimeSocket,
  onRealtimeEvent,
  openRealtime,
  closeRealtime,
  realtimeOptions,
  socketIoConnector,
  type RealtimeSocket,
  type RealtimeConnector,
  type RealtimeOptions,
} from './realtime.connection';
export { logIn, logInWithCode, logInWithPayload, isSecondFactorAsked, type Credentials, type SecondFactorAsked } from './login.thunk';
export { refreshOwnedFacilities, type OwnedFacilities } from './owned-facilities';
export { logOut, LOGOUT_SERVER_WAIT_MS } from './logout.thunk';
export { startAppStore } from './store.start';
export {
  createAppStore,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type AppState,
  type AppDispatch,
  type AppStoreOptions,
  type SessionExtra,
} from './store';
export { RequireAuth } from './require-auth';
export { useLogout } from './use-logout';
export { sessionMessages } from './messages';

export { TwoFactorTag, useTwoFactorReset } from './two-factor/staff-two-factor';

/** The "Two-step sign-in" dialog of the user menu, loaded when first opened (it brings the QR code library). */
export const loadTwoFactorDialog = () => import('./two-factor/two-factor.dialog');

/** The login page, loaded on demand so the login route's chunk stays small. */
export const loadLoginPage = () => import('./login/login.page');

/**
 * The public page of a set-password link, loaded on demand as its own chunk with its words and the
 * validation catalogue (the login route's budget is tight).
 */
export const loadSetPasswordPage = async () => {
  const [page] = await Promise.all([import('./password/set-password.page'), import('./password/password-messages').then((m) => m.activatePasswordMessages())]);
  return page;
};

/** The navbar's Change password dialog, loaded when first opened, with its words. */
export const loadChangePasswordDialog = async () => {
  const [dialog] = await Promise.all([import('./password/change-password.dialog'), import('./password/password-messages').then((m) => m.activatePasswordMessages())]);
  return dialog;
};
export type { ChangePasswordDialogProps } from './password/change-password.dialog';
