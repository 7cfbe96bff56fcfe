import { useSelector } from 'react-redux';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { moduleRoutes, type DomainModule } from '@mk/module-kit';
import { loadLoginPage, loadSetPasswordPage, RequireAuth, selectUser } from '@mk/session';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** A logged-in user who opens /login goes home instead. */
function GuestOnly() {
  const user = useSelector(selectUser);
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

function RouteFallback() {
  return <div className="mk-route-fallback" aria-busy="true" />;
}

export interface AppRoutesOptions {
  /** Awaited with the shell's code, before any signed-in page shows (the store's API, see main.tsx). */
  beforeShell?: () => Promise<unknown>;
}

/**
 * The whole route tree. Layouts and pages are lazy so the login route loads only the login
 * form; module pages are mounted inside the guarded layout.
 */
export function appRoutes(modules: DomainModule[], options: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      hydrateFallbackElement: <RouteFallback />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layout/public.layout')).PublicLayout }),
          children: [
            { path: 'login', element: <GuestOnly />, children: [{ index: true, lazy: page(loadLoginPage) }] },
            { path: 'terms', lazy: page(() => import('./pages/terms.page')) },
            // A set-password link (issue 25) opens with or without a session: its own chunk, outside the login route.
            { path: 'set-password', lazy: page(loadSetPasswordPage) },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => {
                const [{ ShellLayout }] = await Promise.all([import('./layout/shell.layout'), options.beforeShell?.()]);
                return { element: <ShellLayout modules={modules} /> };
              },
              children: [
                { index: true, lazy: page(() => import('./pages/home.page')) },
                { path: 'monitoring', lazy: page(() => import('./pages/monitoring.page')) },
                ...moduleRoutes(modules),
                { path: '*', lazy: page(() => import('./pages/not-found.page')) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
