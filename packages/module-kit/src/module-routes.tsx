import type { RouteObject } from 'react-router';
import type { SessionUser } from '@mk/contracts';
import { activateMessages, registerMessages, type MessageSources } from '@mk/i18n';
import type { DomainModule, NavEntry } from './module';

/** The modules' pages as React Router routes, each page loaded on first visit. */
export function moduleRoutes(modules: DomainModule[]): RouteObject[] {
  return modules.flatMap((module) =>
    module.routes.map(
      (route): RouteObject => ({
        path: route.path,
        // The page's chunk and its catalogue are fetched side by side; it renders once both are in.
        lazy: async () => {
          const [page] = await Promise.all([route.lazy(), activateMessages(module.id)]);
          return { Component: page.default };
        },
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

/** The sidebar labels of a module whose every entry carries its text, as a catalogue of their own. */
function navLabelMessages(module: DomainModule): MessageSources | undefined {
  if (!module.nav.length || module.nav.some((entry) => !entry.label)) return undefined;
  const labels = (locale: 'en' | 'ar') => Object.fromEntries(module.nav.map((entry) => [entry.messageId, entry.label![locale]]));
  return { en: labels('en'), ar: labels('ar') };
}

/** A module the start-up shows nothing of: no sidebar entry, no shell component, only a Home panel. */
const onlyOnHome = (module: DomainModule) => Boolean(module.home) && !module.nav.length && !module.shell?.length;

let registered: readonly DomainModule[] = [];
/** Counts registrations: a catalogue registered again is deferred again, so what was loaded with it must ask again. */
let registrations = 0;

/** How many times `registerModuleMessages` ran (the Home panels' cache is valid for one registration). */
export function moduleRegistrations(): number {
  return registrations;
}

/**
 * The modules last given to `registerModuleMessages`: the app's own (main.tsx and the dashboard's
 * test renderer register the modules they mount). The shell's Home reads its panels from them, since
 * the module list reaches the shell's layout through its routes and Home is a route of the shell.
 */
export function registeredModules(): readonly DomainModule[] {
  return registered;
}

/**
 * Registers every module's messages. A module whose sidebar entries carry their labels has only those
 * at start-up; its catalogue is deferred to its first page or shell component (`activateMessages`).
 * So is the catalogue of a module that only has a Home panel, until the panel loads.
 */
export function registerModuleMessages(modules: DomainModule[]): void {
  registered = [...modules];
  registrations += 1;
  for (const module of modules) {
    const navLabels = navLabelMessages(module);
    registerMessages(module.id, module.messages, { deferred: Boolean(navLabels) || onlyOnHome(module) });
    if (navLabels) registerMessages(`${module.id}#nav`, navLabels);
  }
}
