import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, type MedicalService } from '@mk/contracts';
import { useDeleteServiceMutation, useGetServicesQuery } from '@mk/api';
import { ListPage, listUrl, textField, useDeleteDialog, type ListResult } from '@mk/ui';
import { servicePaths } from '../service-paths';
import { useServiceCenters } from '../service-centers';
import { serviceName, useLocale } from '../service-text';
import { CenterSelect } from './center-select';
import { serviceColumns, type ServiceRowAction } from './service-columns';

interface ServiceFilters {
  center: string;
}

/** The chosen center and the page live in the URL (`?center=…&page=2`), so reload and Back keep them. */
const url = listUrl<ServiceFilters>({ center: textField('center') });
const rowKey = (service: MedicalService) => service.sys_id;

/** The center whose services show: the one in the URL, else the user's first (spec 3 section 2). */
function useShownCenter(filters: ServiceFilters) {
  const centers = useServiceCenters();
  const rows = centers.data?.rows;
  return { centers, rows, centerId: filters.center || rows?.[0]?.sys_id };
}

function useServiceList(filters: ServiceFilters, page: number): ListResult<MedicalService> {
  const { centers, rows, centerId } = useShownCenter(filters);
  // Every visit asks the server again: a list must show today's services.
  const services = useGetServicesQuery({ centerId: centerId ?? '', page, limit: LIST_PAGE_SIZE }, { skip: !centerId, refetchOnMountOrArgChange: true });
  if (!centerId) {
    // No center yet (loading), none at all (an empty table says so), or the centers failed.
    return { rows: rows ? [] : undefined, count: rows ? 0 : undefined, error: centers.error, isFetching: centers.isFetching, refetch: centers.refetch };
  }
  return { rows: services.data?.rows, count: services.data?.count ?? 0, error: services.error, isFetching: services.isFetching, refetch: services.refetch };
}

/**
 * The services of one center (spec 3 section 2): the center select (the first center chosen),
 * ID, both names, Type, Price and the update and remove actions, 10 per page; removing asks first,
 * says it cannot be undone, then 'Service Deleted Successfully'.
 */
export default function ServiceListPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { centers, rows: centerRows, centerId } = useShownCenter(url.read(searchParams).filters);
  const [deleteService] = useDeleteServiceMutation();
  const removal = useDeleteDialog<MedicalService>({
    messages: 'services.list.delete',
    name: (service) => serviceName(service, locale),
    remove: (service) => deleteService(service.sys_id).unwrap(),
    // 'Error' plus the reason (spec 3 section 8).
    failedMessage: true,
  });
  const ask = removal.ask;
  // Update passes the service along, so the form opens without asking the server again.
  const run = useCallback(
    (action: ServiceRowAction, service: MedicalService) => (action === 'remove' ? ask(service) : navigate(servicePaths.update(service.sys_id), { state: { service } })),
    [ask, navigate],
  );
  const columns = useMemo(() => serviceColumns(locale, run), [locale, run]);
  const noCenters = centerRows !== undefined && centerRows.length === 0;

  return (
    <ListPage<MedicalService, ServiceFilters>
      messages="services.list"
      url={url}
      useList={useServiceList}
      create={noCenters ? undefined : servicePaths.create(centerId)}
      header={
        <CenterSelect
          centers={centerRows ?? []}
          value={centerId}
          loading={centers.isLoading}
          onChange={(center) => setSearchParams(url.write({ center }, 1))}
        />
      }
      columns={columns}
      rowKey={rowKey}
      empty={() => (noCenters ? 'empty.noCenters' : 'empty.none')}
    >
      {removal.dialog}
    </ListPage>
  );
}
