import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { LIST_PAGE_SIZE, type Clinic } from '@mk/contracts';
import { useDeleteClinicMutation, useGetClinicsPageQuery, useGetClinicsQuery, type TaggedClinic } from '@mk/api';
import { ExportButton } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { useBulkActions } from '@mk/tag-widgets';
import { ListPage, useDeleteDialog, type ListQuery, type ListResult } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { clinicName, useLocale } from '../clinic-text';
import { clinicColumns } from './clinic-columns';
import { clinicFilterFields } from './clinic-filters';
import { adminListQuery, clinicListUrl, type ClinicFilters } from './list-params';
import { useClinicActions } from './use-clinic-actions';

const rowKey = (clinic: Clinic) => clinic.sys_id;
/** Export: the file of the filters shown (a PIC's file holds their own clinics, as their list does). */
const exportAction = (query: ListQuery) => <ExportButton path="clinic-read/export" filters={query} />;
const useAdmin = () => useSelector(selectUser)?.role === 'ADMIN';

/** ADMIN: the filtered list (`clinic-read/clinics`). PIC: their own clinics, page and limit only. */
function useClinicList(filters: ClinicFilters, page: number): ListResult<TaggedClinic> {
  const admin = useAdmin();
  // Every visit and every filter change asks the server again: a list must show today's clinics.
  const adminList = useGetClinicsQuery(adminListQuery(filters, page), { skip: !admin, refetchOnMountOrArgChange: true });
  const picList = useGetClinicsPageQuery({ page, limit: LIST_PAGE_SIZE }, { skip: admin, refetchOnMountOrArgChange: true });
  const { data, error, isFetching, refetch } = admin ? adminList : picList;
  const rows = admin ? adminList.data?.rows : picList.data?.data;
  return { rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/** The clinic list (spec 1 section 2); ADMIN also gets the filter box and the register button. */
export default function ClinicListPage() {
  const locale = useLocale();
  const admin = useAdmin();
  const [deleteClinic] = useDeleteClinicMutation();
  const removal = useDeleteDialog<Clinic>({
    messages: 'clinics.list.delete',
    name: (clinic) => clinicName(clinic, locale),
    remove: (clinic) => deleteClinic(clinic.sys_id).unwrap(),
  });
  const run = useClinicActions(removal.ask);
  const bulk = useBulkActions('CLINIC', (id) => deleteClinic(id).unwrap());
  const columns = useMemo(() => clinicColumns(locale, run), [locale, run]);
  const filters = useMemo(() => clinicFilterFields(locale), [locale]);
  const empty = (filtered: boolean) => (!admin ? 'empty.mine' : filtered ? 'empty.filtered' : 'empty.none');

  return (
    <ListPage<TaggedClinic, ClinicFilters>
      messages="clinics.list"
      url={clinicListUrl}
      useList={useClinicList}
      filters={admin ? filters : undefined}
      create={admin ? clinicPaths.register() : undefined}
      actions={exportAction}
      columns={columns}
      rowKey={rowKey}
      empty={empty}
      bulk={bulk}
    >
      {removal.dialog}
    </ListPage>
  );
}
