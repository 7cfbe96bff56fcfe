/*
 * The end-to-end support a domain package's own suites use (`packages/<domain>/e2e/*.e2e.test.ts`,
 * run by this package's jest with the others): import it as `@mk/e2e/support`.
 */
export type { Locator, Page } from 'playwright-core';
export * from './axe';
export * from './browser';
export * from './demo-users';
export * from './entity-form';
export * from './log-in';
export * from './patient-csv';
export * from './pdf-text';
export * from './scheduled-physician';
export * from './server';
export * from './suite';
