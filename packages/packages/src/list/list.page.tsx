import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ListedPackage } from '@mk/contracts';
import { useDeletePackagesMutation, useGetPackagesQuery } from '@mk/api';
import { ExportButton } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { useBulkActions } from '@mk/tag-widgets';
import { ListPage, useDeleteDialog, type BulkActions, type ListResult } from '@mk/ui';
import { packagePaths } from '../package-paths';
import { packageTitle, useLocale } from '../package-text';
import { FacilityChoiceContext, FacilitySelect, useFacilityChoice, useFacilityChoiceState } from './facility-choice';
import { packageListQuery, packageListUrl, type PackageFilters } from './list-params';
import { packageColumns } from './package-columns';
import { usePackageFilterFields } from './package-filters';
import { usePackageActions } from './use-package-actions';

const rowKey = (pkg: ListedPackage) => pkg.sys_id;
const useAdmin = () => useSelector(selectUser)?.role === 'ADMIN';

/** ADMIN reads every package (`promotion-read/admin`); anyone else the packages of their chosen facility. */
function usePackageList(filters: PackageFilters, page: number): ListResult<ListedPackage> {
  const admin = useAdmin();
  const { facilityId } = useFacilityChoice();
  const query = packageListQuery(filters, page, admin);
  const skip = !admin && !facilityId;
  // Every visit and every filter change asks the server again: a list must show today's packages.
  const list = useGetPackagesQuery(admin ? { scope: 'admin', ...query } : { scope: 'owner', ownerId: facilityId ?? '', ...query }, {
    skip,
    refetchOnMountOrArgChange: true,
  });
  if (skip) return { rows: [], count: 0, isFetching: false, refetch: () => undefined };
  return { rows: list.data?.rows, count: list.data?.count ?? 0, error: list.error, isFetching: list.isFetching, refetch: list.refetch };
}

/**
 * The package list (spec 3 section 2): filters, Create Package, the table with its row actions and
 * bulk box (Assign Tags, Delete all or none), and the pager. A PIC with several facilities picks
 * whose packages to see.
 */
export default function PackageListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const admin = useAdmin();
  const choice = useFacilityChoiceState();
  const [params, setParams] = useSearchParams();
  const [deletePackages] = useDeletePackagesMutation();
  const removal = useDeleteDialog<ListedPackage>({
    messages: 'packages.list.delete',
    name: (pkg) => packageTitle(pkg, locale),
    remove: (pkg) => deletePackages([pkg.sys_id]).unwrap(),
    failedMessage: true,
  });
  const run = usePackageActions(removal.ask);
  const tagActions = useBulkActions('PACKAGE');
  const bulk: BulkActions = {
    ...tagActions,
    // One call deletes all the selected packages or none (spec 1 section 8's words on failure).
    onDelete: (ids) =>
      deletePackages(ids)
        .unwrap()
        .catch(() => Promise.reject(new Error(intl.formatMessage({ id: 'packages.list.bulkDeleteFailed' })))),
  };
  const columns = useMemo(() => packageColumns(run, locale), [run, locale]);
  const filters = usePackageFilterFields(admin);
  const empty = (filtered: boolean) => (filtered ? 'empty.filtered' : !admin && choice.facilities.length === 0 ? 'empty.noFacility' : 'empty.none');
  // Another facility's packages start at page 1.
  const firstPage = () => {
    if (!params.has('page')) return;
    const next = new URLSearchParams(params);
    next.delete('page');
    setParams(next);
  };

  return (
    <FacilityChoiceContext.Provider value={choice}>
      <ListPage<ListedPackage, PackageFilters>
        messages="packages.list"
        url={packageListUrl}
        useList={usePackageList}
        filters={filters}
        create={packagePaths.create()}
        header={admin ? undefined : <FacilitySelect choice={choice} onChosen={firstPage} />}
        actions={(_query, shown) => (
          <ExportButton path="promotion-read/package-clinic/export" filters={{ ...packageListQuery(shown, 1, admin), ownerId: admin ? undefined : choice.facilityId }} />
        )}
        columns={columns}
        rowKey={rowKey}
        empty={empty}
        bulk={bulk}
      >
        {removal.dialog}
      </ListPage>
    </FacilityChoiceContext.Provider>
  );
}
