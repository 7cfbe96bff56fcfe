import type { ComponentType, ReactNode } from 'react';
import type { Label, SessionUser } from '@mk/contracts';
import type { MessageSources } from '@mk/i18n';

/** A lazily loaded page: the module's default export is the page component. */
export interface ModuleRoute {
  /** Path relative to the app root, e.g. `clinics/profile/:id`. */
  path: string;
  lazy: () => Promise<{ default: React.ComponentType }>;
}

type LazyPage = ModuleRoute['lazy'];

/** The pages an entity area may have, at the paths every area of the spec uses. */
export interface EntityPages {
  list?: LazyPage;
  profile?: LazyPage;
  register?: LazyPage;
  update?: LazyPage;
}

const ENTITY_PAGE_PATHS: Record<keyof EntityPages, (area: string) => string> = {
  list: (area) => area,
  profile: (area) => `${area}/profile/:id`,
  register: (area) => `${area}/register`,
  update: (area) => `${area}/update/:id`,
};

/**
 * The routes of an entity area (`clinics`, `clinics/profile/:id`, `clinics/register`,
 * `clinics/update/:id`), so a domain names its pages, not their paths. Each `import()` stays in the
 * domain's own file so the bundler still gives every page its own chunk.
 */
export function entityRoutes(area: string, pages: EntityPages): ModuleRoute[] {
  return (Object.keys(ENTITY_PAGE_PATHS) as (keyof EntityPages)[]).flatMap((page) => {
    const lazy = pages[page];
    return lazy ? [{ path: ENTITY_PAGE_PATHS[page](area), lazy }] : [];
  });
}

/** A sidebar entry. Its label is the message `messageId`; it shows when `visible(user)` holds. */
export interface NavEntry {
  path: string;
  messageId: string;
  /**
   * The label's text in both languages. When every entry of a module has it, the module's catalogue
   * is fetched with its first page instead of at start-up (the sidebar needs only these).
   */
  label?: Label;
  icon?: ReactNode;
  /** Position in the sidebar; the shell keeps Home first and Logout last. */
  order: number;
  visible?: (user: SessionUser) => boolean;
}

/**
 * A component that lives in the logged-in shell for the whole session, whatever the page (the
 * orders' New Order alarm). Its code is its own chunk, loaded after the shell shows, for the users
 * `visible(user)` admits; it renders inside antd's `<App>` and the router, so it may use
 * `App.useApp()` and `useNavigate()`. It renders nothing of the page itself (notifications only).
 */
export interface ShellComponent {
  lazy: () => Promise<{ default: ComponentType }>;
  visible?: (user: SessionUser) => boolean;
}

/** What a domain package gives the shell (ARCHITECTURE.md, "The module contract"). */
export interface DomainModule {
  /** Route base and message-id prefix, e.g. `clinics`. */
  id: string;
  routes: ModuleRoute[];
  nav: NavEntry[];
  messages: MessageSources;
  /** Components mounted in the shell for the session (see `ShellComponent`). */
  shell?: ShellComponent[];
  /**
   * The module's panel on the shell's Home page, loaded lazily when Home shows (`ModuleHomePanels`),
   * with the module's catalogue. It decides itself what to show to whom (nothing, for a user it has
   * nothing for). A module with only a Home panel (no sidebar entry, no shell component) has its
   * catalogue deferred to the panel.
   */
  home?: () => Promise<{ default: ComponentType }>;
}

/**
 * Declares a domain module. Checks, at start-up rather than on a user's click, that its nav
 * labels use the module's own message prefix.
 */
export function defineModule(module: DomainModule): DomainModule {
  for (const entry of module.nav) {
    if (!entry.messageId.startsWith(`${module.id}.`)) {
      throw new Error(`Module ${module.id}: nav message id "${entry.messageId}" must start with "${module.id}."`);
    }
  }
  return module;
}
