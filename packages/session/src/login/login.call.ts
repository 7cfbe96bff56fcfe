// The login call (with RTK Query's session endpoints), loaded when Login is pressed. Imported
// through this module rather than '../login.thunk' itself: a module the package index re-exports
// and that is imported on demand went into the entry chunk.
export { logIn, logInWithCode, logInWithPayload, isSecondFactorAsked } from '../login.thunk';
