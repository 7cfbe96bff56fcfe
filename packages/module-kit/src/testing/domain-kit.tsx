import type { ReactNode } from 'react';
import { registerMessages } from '@mk/i18n';
import type { SessionUser } from '@mk/contracts';
import type { DomainModule } from '../module';
import { registerModuleMessages } from '../module-routes';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
import type { FakeReply, FakeRequest } from './fake-server';
import { catalogueText, type Catalogues } from './test-text';

/**
 * Registers the modules' messages for tests that render their pages directly, not through their
 * routes: the catalogues are active at once instead of deferred to the first route.
 */
export function registerPageMessages(modules: DomainModule[]): void {
  registerModuleMessages(modules);
  for (const module of modules) registerMessages(module.id, module.messages);
}

/** Renders one page of `module` with its messages registered (see renderWithProviders). */
export function modulePageRenderer(module: DomainModule) {
  return (ui: ReactNode, options: RenderWithProvidersOptions) => {
    registerPageMessages([module]);
    return renderWithProviders(ui, options);
  };
}

/** A clinic PIC ('Clinic Manager', pic-1) in charge of `clinics`, as the session keeps them. */
export function testPic(clinics: NonNullable<SessionUser['clinics']>): SessionUser {
  return {
    name: 'Clinic Manager',
    email: 'clinic.pic@example.com',
    role: 'PIC',
    sys_id: 'pic-1',
    token: 'pic-token',
    clinics,
    pharmacies: [],
    centers: [],
  };
}

/** Requests to one path (without query), optionally of one method. */
export function callsTo(requests: FakeRequest[], pathname: string, method = 'GET'): FakeRequest[] {
  return requests.filter((request) => request.url.pathname === pathname && request.method === method);
}

/** A test's one-off answer, asked before the fake API's own (undefined: not this request). */
export type FakeOverride = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

/**
 * The text and render helpers of one domain's tests: `text(locale, id)` reads its catalogues
 * (a missing id throws), `renderPage` renders a page with the module's messages.
 */
export function domainTestKit(module: DomainModule, ...catalogues: Catalogues[]) {
  return { text: catalogueText(...catalogues), renderPage: modulePageRenderer(module) };
}
