import { lazy, Suspense } from 'react';
import type { ExportMenuProps } from './export-menu';

const ExportMenu = lazy(() => import('./export-menu'));

export type ExportButtonProps = ExportMenuProps;

/**
 * A list's Export button, loaded after its page: the menu, the download and their words are not
 * part of a list page's first load (the packages list sat at its 150 kB budget). It shows as soon as
 * its chunk arrives; nothing stands in its place meanwhile, so no one clicks a button that does nothing.
 */
export function ExportButton(props: ExportButtonProps) {
  return (
    <Suspense fallback={null}>
      <ExportMenu {...props} />
    </Suspense>
  );
}
