import type { SessionUser } from '@mk/contracts';
import { registerMessages } from '@mk/i18n';
import { registerModuleMessages, type DomainModule } from '@mk/module-kit';
import { renderWithProviders, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
import { shellMessages } from '../messages';
import { appRoutes } from '../routes';

/** The whole dashboard (routes, guard, layouts) at `route`, as main.tsx mounts it. */
export function renderApp(route: string, options: Omit<RenderWithProvidersOptions, 'routes' | 'route'> & { modules?: DomainModule[] } = {}) {
  const modules = options.modules ?? [];
  registerMessages('shell', shellMessages);
  registerModuleMessages(modules);
  return renderWithProviders(null, { ...options, route, routes: appRoutes(modules) });
}

export const admin: SessionUser = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'u-adm', token: 'adm-token' };
/** A pharmacy PIC (one pharmacy), as every package's component tests have it. */
export { testPharmacyPic as pic } from '@mk/module-kit/testing';
