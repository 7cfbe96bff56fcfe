import { lazy, Suspense, type ComponentProps } from 'react';

const Loaded = lazy(async () => ({ default: (await import('./not-allowed')).NotAllowed }));

/**
 * `NotAllowed`, loaded only when shown: its antd Result (≈ 9 kB) stays out of the pages' first load
 * (issue 11), since most users who open them are allowed.
 */
export function LazyNotAllowed(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
