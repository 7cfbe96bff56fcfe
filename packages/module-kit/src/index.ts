export { defineModule, entityRoutes, type DomainModule, type EntityPages, type ModuleRoute, type NavEntry, type ShellComponent } from './module';
export { ModuleShellComponents, shellComponentsFor } from './module-shell';
export { NAVBAR_TOOLS_ID, NavbarTool } from './navbar-tools';
export {
  isAdmin,
  hasClinics,
  hasPharmacies,
  hasCenters,
  everyone,
  adminOrClinics,
  adminOrPharmacies,
  adminOrCenters,
  pharmaciesOnly,
  adminOnly,
} from './nav.predicates';
export { moduleRoutes, navEntriesFor, registerModuleMessages, registeredModules } from './module-routes';
export { ModuleHomePanels, homePanelModules, type ModuleHomePanelsProps } from './module-home';
export { AppProviders, type ThemeForLocale } from './app-providers';
export { registerCoreMessages } from './core-messages';
export { PicField, usePicChoice, type PicChoice } from './pic-choice';
export { usePharmacyChoice, PharmacySelect, PHARMACY_PARAM, type PharmacyChoice } from './pharmacy-choice';
// Test helpers live in the separate `@mk/module-kit/testing` entry.
export * from './facility-status';
export * from './record-history';
export * from './list-export';
