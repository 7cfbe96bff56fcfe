import { LOCAL_STORAGE_USER_KEY, ROLES, type SessionUser } from '@mk/contracts';

/** The stored user (spec 1 section 3), or null when none or when it is not a usable session. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof user?.token !== 'string' || !user.token || !ROLES.includes(user.role as never)) return null;
    return user as SessionUser;
  } catch {
    // Unreadable JSON or no storage: start logged out rather than crash.
    return null;
  }
}

export function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(LOCAL_STORAGE_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LOCAL_STORAGE_USER_KEY);
  } catch {
    // Without storage the session lasts for this page only.
  }
}
