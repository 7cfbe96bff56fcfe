import { render, type RenderResult } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Locale, SessionUser } from '@mk/contracts';
import { createAppStore, type AppStore, type RealtimeConnector } from '@mk/session';
import { AppProviders, type ThemeForLocale } from '../app-providers';
import { registerCoreMessages } from '../core-messages';

export interface RenderWithProvidersOptions {
  /** The logged-in user; none by default. Pass `user: undefined` to restore the one in localStorage. */
  user?: SessionUser | null;
  locale?: Locale;
  /** The URL to start at. */
  route?: string;
  /** The route pattern `ui` is mounted at (e.g. `clinics/:id`); every other URL shows its path. */
  path?: string;
  /** A whole route tree instead of `ui` (e.g. the dashboard's routes). */
  routes?: RouteObject[];
  /** Realtime connector; off by default. */
  realtime?: RealtimeConnector | false;
  store?: AppStore;
  theme?: ThemeForLocale;
}

/** Shows where navigation led, so tests can assert a redirect without the target page. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `ui` with the real store, react-intl (registered messages), antd and a memory router.
 * Messages load asynchronously: start with a `findBy…` query.
 */
export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderWithProviders(ui: ReactNode, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  registerCoreMessages();
  const store =
    options.store ??
    createAppStore({ user: 'user' in options ? options.user : null, locale: options.locale ?? 'en', realtime: options.realtime ?? false });
  const path = options.path ?? '*';
  const routes: RouteObject[] = options.routes ?? [
    { path, element: ui },
    ...(path === '*' ? [] : [{ path: '*', element: <CurrentLocation /> }]),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result: RenderResult = render(
    <AppProviders store={store} theme={options.theme}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </AppProviders>,
  );
  return { ...result, store, router };
}
