import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, Navigate, Outlet, type RouteObject } from 'react-router';
import { moduleRoutes, type DomainModule } from '@mk/module-kit';
import { loadLoginPage, RequireAuth, selectUser } from '@mk/session';
import { HostLayout } from './layout';

/** A signed-in user who opens /login goes home instead. */
function GuestOnly() {
  return useSelector(selectUser) ? <Navigate to="/" replace /> : <Outlet />;
}

function Home() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  return (
    <>
      <h1>{intl.formatMessage({ id: 'host.title' })}</h1>
      <p>{intl.formatMessage({ id: 'host.welcome' }, { name: user?.name })}</p>
      <Link to="/clinics">{intl.formatMessage({ id: 'host.openClinics' })}</Link>
    </>
  );
}

/** A page of the host's own words only (the login's terms link, unknown paths). */
function Note({ id }: { id: string }) {
  return <p className="host-note">{useIntl().formatMessage({ id })}</p>;
}

/**
 * Public routes (the login page of @mk/session, lazily loaded; the terms its checkbox links to),
 * then everything else behind RequireAuth in the host's layout, with the modules' pages mounted by
 * `moduleRoutes` (each page's code and catalogue load on its first visit).
 */
export function hostRoutes(modules: DomainModule[]): RouteObject[] {
  return [
    { path: 'login', element: <GuestOnly />, children: [{ index: true, lazy: async () => ({ Component: (await loadLoginPage()).default }) }] },
    { path: 'terms', element: <Note id="host.terms" /> },
    {
      element: <RequireAuth />,
      children: [
        {
          element: <HostLayout modules={modules} />,
          children: [{ index: true, element: <Home /> }, ...moduleRoutes(modules), { path: '*', element: <Note id="host.notFound" /> }],
        },
      ],
    },
  ];
}
