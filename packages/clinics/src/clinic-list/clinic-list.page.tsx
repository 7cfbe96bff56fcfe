import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { LIST_PAGE_SIZE, type Clinic } from '@mk/contracts';
import { useDeleteClinicMutation, useGetClinicsPageQuery, useGetClinicsQuery, type TaggedClinic } from '@mk/api';
import { selectUser } from '@mk/session';
import { useBulkActions } from '@mk/tag-widgets';
import { DeleteDialog, ListPage, type ListResult } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { clinicName, useLocale } from '../clinic-text';
import { clinicColumns } from './clinic-columns';
import { clinicFilterFields } from './clinic-filters';
import { adminListQuery, clinicListUrl, type ClinicFilters } from './list-params';
import { useClinicActions } from './use-clinic-actions';

const rowKey = (clinic: Clinic) => clinic.sys_id;

/** ADMIN: the filtered list (`clinic-read/clinics`). PIC: their own clinics, page and limit only. */
function useClinicList(filters: ClinicFilters, page: number): ListResult<TaggedClinic> {
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  // Every visit and every filter change asks the server again: a list must show today's clinics.
  const adminList = useGetClinicsQuery(adminListQuery(filters, page), { skip: !admin, refetchOnMountOrArgChange: true });
  const picList = useGetClinicsPageQuery({ page, limit: LIST_PAGE_SIZE }, { skip: admin, refetchOnMountOrArgChange: true });
  const list = admin ? adminList : picList;
  return {
    rows: admin ? adminList.data?.rows : picList.data?.data,
    count: (admin ? adminList.data?.count : picList.data?.count) ?? 0,
    error: list.error,
    isFetching: list.isFetching,
    refetch: list.refetch,
  };
}

/** The clinic list (spec 1 section 2); ADMIN also gets the filter box and the register button. */
export default function ClinicListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const t = (id: string) => intl.formatMessage({ id: `clinics.list.${id}` });
  const [removing, setRemoving] = useState<Clinic | null>(null);
  const run = useClinicActions(setRemoving);
  const [deleteClinic] = useDeleteClinicMutation();
  const bulk = useBulkActions('CLINIC', (id) => deleteClinic(id).unwrap());
  const columns = useMemo(() => clinicColumns(intl, locale, run), [intl, locale, run]);
  const fields = useMemo(() => clinicFilterFields(intl, locale), [intl, locale]);

  return (
    <ListPage<TaggedClinic, ClinicFilters>
      title={t('title')}
      subtitle={t('subtitle')}
      url={clinicListUrl}
      useList={useClinicList}
      filterBox={admin ? { label: t('filters.label'), idPrefix: 'clinic-filter', fields } : undefined}
      columns={columns}
      rowKey={rowKey}
      loadFailed={t('loadFailed')}
      emptyText={(filtered) => t(!admin ? 'empty.mine' : filtered ? 'empty.filtered' : 'empty.none')}
      bulk={bulk}
      actions={
        admin && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(clinicPaths.register())}>
            {t('register')}
          </Button>
        )
      }
    >
      <DeleteDialog
        item={removing}
        name={(clinic) => clinicName(clinic, locale)}
        messages="clinics.list.delete"
        remove={(clinic) => deleteClinic(clinic.sys_id).unwrap()}
        onClose={() => setRemoving(null)}
      />
    </ListPage>
  );
}
