import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ListedPackage } from '@mk/contracts';
import { packagePaths } from '../package-paths';

/** The row actions of the package table, in the spec's order (spec 3 section 2). */
export const PACKAGE_ROW_ACTIONS = ['view', 'update', 'schedule', 'remove'] as const;
export type PackageRowAction = (typeof PACKAGE_ROW_ACTIONS)[number];

/** Runs a row action; view and update pass the package along, so those pages need not ask the server. */
export function usePackageActions(onRemove: (pkg: ListedPackage) => void): (action: PackageRowAction, pkg: ListedPackage) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: PackageRowAction, pkg: ListedPackage) => {
      if (action === 'view') navigate(packagePaths.details(pkg.sys_id), { state: { package: pkg } });
      else if (action === 'update') navigate(packagePaths.update(pkg.sys_id), { state: { package: pkg } });
      else if (action === 'schedule') navigate(packagePaths.schedule(pkg.sys_id));
      else onRemove(pkg);
    },
    [navigate, onRemove],
  );
}
