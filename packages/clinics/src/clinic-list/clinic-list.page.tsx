import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, type Clinic } from '@mk/contracts';
import {
  errorMessage,
  useDeleteClinicMutation,
  useGetClinicsPageQuery,
  useGetClinicsQuery,
  type TaggedClinic,
} from '@mk/api';
import { selectUser } from '@mk/session';
import { DataTable, ErrorBanner, PageSection, Pager, useBulkActions } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { useLocale } from '../clinic-text';
import { ClinicDeleteDialog } from './clinic-delete.dialog';
import { clinicColumns } from './clinic-columns';
import { ClinicFilterBox } from './clinic-filter-box';
import { adminListQuery, hasFilters, listParams, readListParams, type ClinicFilters } from './list-params';
import { useClinicActions } from './use-clinic-actions';

const rowKey = (clinic: Clinic) => clinic.sys_id;

/**
 * The clinic list (spec 1 section 2). ADMIN: filtered list (`clinic-read/clinics`), filter box,
 * register button. PIC: their own clinics, page and limit only. Filters and page live in the URL.
 */
export default function ClinicListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readListParams(searchParams);
  const t = (id: string) => intl.formatMessage({ id: `clinics.list.${id}` });

  // Every visit and every filter change asks the server again: a list must show today's clinics.
  const adminList = useGetClinicsQuery(adminListQuery(filters, page), { skip: !admin, refetchOnMountOrArgChange: true });
  const picList = useGetClinicsPageQuery({ page, limit: LIST_PAGE_SIZE }, { skip: admin, refetchOnMountOrArgChange: true });
  const list = admin ? adminList : picList;
  const rows: TaggedClinic[] | undefined = admin ? adminList.data?.rows : picList.data?.data;
  const count = (admin ? adminList.data?.count : picList.data?.count) ?? 0;

  const [removing, setRemoving] = useState<Clinic | null>(null);
  const run = useClinicActions(setRemoving);
  const [deleteClinic] = useDeleteClinicMutation();
  const bulk = useBulkActions('CLINIC', (id) => deleteClinic(id).unwrap());

  /** Applies a list state; asking for the state already shown reloads it (Search, Clear). */
  const show = (filtersToShow: ClinicFilters, pageToShow: number) => {
    const next = listParams(filtersToShow, pageToShow);
    if (next.toString() === searchParams.toString()) void list.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo(() => clinicColumns(intl, locale, run), [intl, locale, run]);
  const filterKey = listParams(filters, 1).toString();
  const emptyText = !admin ? t('empty.mine') : hasFilters(filters) ? t('empty.filtered') : t('empty.none');

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <ErrorBanner message={list.error ? errorMessage(list.error) : null} />
      {admin && (
        <ClinicFilterBox
          key={filterKey}
          applied={filters}
          onSearch={(chosen) => show(chosen, 1)}
          onClear={() => show({ name: '', tags: [] }, 1)}
        />
      )}
      {admin && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 12 }}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(clinicPaths.register())}>
            {t('register')}
          </Button>
        </div>
      )}
      <DataTable<TaggedClinic>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        error={list.error && !rows ? t('loadFailed') : null}
        onRetry={() => void list.refetch()}
        emptyText={emptyText}
        bulk={bulk}
      />
      <Pager page={page} count={count} onChange={(next) => show(filters, next)} />
      <ClinicDeleteDialog clinic={removing} onClose={() => setRemoving(null)} />
    </PageSection>
  );
}
