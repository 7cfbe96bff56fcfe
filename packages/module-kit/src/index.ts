export { defineModule, type DomainModule, type ModuleRoute, type NavEntry } from './module';
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
export { moduleRoutes, navEntriesFor, registerModuleMessages } from './module-routes';
export { AppProviders, type ThemeForLocale } from './app-providers';
export { registerCoreMessages } from './core-messages';
export { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render-with-providers';
export { installFakeServer, ok, fail, type FakeRequest, type FakeReply } from './fake-server';
export { catalogueText, testAdmin, type Catalogues, type CatalogueText } from './test-text';
