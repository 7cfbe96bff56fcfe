import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { activateMessages } from '@mk/i18n';
import type { DomainModule } from './module';
import { moduleRegistrations } from './module-routes';

type HomeLoader = NonNullable<DomainModule['home']>;

/**
 * One React.lazy per panel declaration, so a re-render of Home never reloads or remounts a panel.
 * The panel's chunk and its module's catalogue are fetched side by side; it renders once both are in.
 * Registering the modules' messages again (a test's new render) defers the catalogue again: the panel
 * is then loaded anew, so it waits for its catalogue again.
 */
const loaded = new WeakMap<HomeLoader, { registration: number; Panel: LazyExoticComponent<ComponentType> }>();
const lazyPanel = (home: HomeLoader, moduleId: string) => {
  const registration = moduleRegistrations();
  const known = loaded.get(home);
  if (known?.registration === registration) return known.Panel;
  const Panel = lazy(async () => (await Promise.all([home(), activateMessages(moduleId)]))[0]);
  loaded.set(home, { registration, Panel });
  return Panel;
};

/** The modules that offer a Home panel, in module order. */
export function homePanelModules(modules: readonly DomainModule[]): DomainModule[] {
  return modules.filter((module) => module.home);
}

/**
 * A panel whose chunk fails to load (or that throws) takes only itself away: Home keeps its title and
 * the other panels, and the next visit tries again.
 */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A Home panel failed', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ModuleHomePanelsProps {
  modules: readonly DomainModule[];
  /** Shown in a panel's place while its chunk and catalogue load (nothing by default). */
  fallback?: ReactNode;
}

/**
 * The modules' Home panels (`DomainModule.home`), each loaded lazily with its module's catalogue, in
 * module order. Each panel decides what the signed-in user sees; it renders inside the router, the
 * store and react-intl.
 */
export function ModuleHomePanels({ modules, fallback = null }: ModuleHomePanelsProps) {
  return (
    <>
      {homePanelModules(modules).map((module) => {
        const Panel = lazyPanel(module.home!, module.id);
        return (
          <PanelBoundary key={module.id}>
            <Suspense fallback={fallback}>
              <Panel />
            </Suspense>
          </PanelBoundary>
        );
      })}
    </>
  );
}
