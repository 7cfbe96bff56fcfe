import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectUser } from './session.slice';

/** Spec 1 section 2: every route but login needs a logged-in user; others go to login and come back. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ? <>{children}</> : <Outlet />;
}
