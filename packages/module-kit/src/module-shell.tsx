import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { SessionUser } from '@mk/contracts';
import { activateMessages } from '@mk/i18n';
import type { DomainModule, ShellComponent } from './module';

/**
 * One React.lazy per declaration, so a re-render of the shell never reloads or remounts it. It waits
 * for its module's catalogue too (deferred until the module's first page otherwise).
 */
const loaded = new WeakMap<ShellComponent, LazyExoticComponent<ComponentType>>();
const lazyOf = (component: ShellComponent, moduleId: string) => {
  if (!loaded.has(component)) {
    loaded.set(
      component,
      lazy(async () => (await Promise.all([component.lazy(), activateMessages(moduleId)]))[0]),
    );
  }
  return loaded.get(component)!;
};

const withModuleIds = (modules: DomainModule[], user: SessionUser) =>
  modules.flatMap((module) =>
    (module.shell ?? []).filter((component) => component.visible?.(user) ?? true).map((component) => ({ component, moduleId: module.id })),
  );

/** The modules' shell components this user may have, in module order. */
export function shellComponentsFor(modules: DomainModule[], user: SessionUser): ShellComponent[] {
  return withModuleIds(modules, user).map(({ component }) => component);
}

/**
 * A shell component whose chunk fails to load (or that throws) takes only itself away: the pages
 * still work without, say, the alarm, and the next session tries again.
 */
class Isolated extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A shell component failed', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the modules' shell components for the logged-in `user` (ShellLayout, inside antd `<App>`). */
export function ModuleShellComponents({ modules, user }: { modules: DomainModule[]; user: SessionUser }) {
  return (
    <>
      {withModuleIds(modules, user).map(({ component, moduleId }, index) => {
        const Loaded = lazyOf(component, moduleId);
        return (
          <Isolated key={index}>
            <Suspense fallback={null}>
              <Loaded />
            </Suspense>
          </Isolated>
        );
      })}
    </>
  );
}
