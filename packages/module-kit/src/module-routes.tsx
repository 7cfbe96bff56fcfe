import type { RouteObject } from 'react-router';
import type { SessionUser } from '@mk/contracts';
import { registerMessages } from '@mk/i18n';
import type { DomainModule, NavEntry } from './module';

/** The modules' pages as React Router routes, each page loaded on first visit. */
export function moduleRoutes(modules: DomainModule[]): RouteObject[] {
  return modules.flatMap((module) =>
    module.routes.map(
      (route): RouteObject => ({
        path: route.path,
        lazy: async () => ({ Component: (await route.lazy()).default }),
      }),
    ),
  );
}

/** The modules' sidebar entries this user may see, in `order`. */
export function navEntriesFor(modules: DomainModule[], user: SessionUser): NavEntry[] {
  return modules
    .flatMap((module) => module.nav)
    .filter((entry) => entry.visible?.(user) ?? true)
    .sort((a, b) => a.order - b.order);
}

export function registerModuleMessages(modules: DomainModule[]): void {
  for (const module of modules) registerMessages(module.id, module.messages);
}
