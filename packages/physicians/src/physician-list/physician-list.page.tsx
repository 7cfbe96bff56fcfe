import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, useDeletePhysicianMutation, useGetPhysiciansQuery, type ListedPhysician } from '@mk/api';
import { selectUser } from '@mk/session';
import { DataTable, ErrorBanner, PageSection, Pager, useBulkActions } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
import { useLocale } from '../physician-text';
import { physicianColumns, ROW_ACTION_PATHS, type PhysicianRowAction } from './physician-columns';
import { PhysicianDeleteDialog } from './physician-delete.dialog';
import { PhysicianFilterBox } from './physician-filter-box';
import { hasFilters, listParams, NO_FILTERS, physicianListQuery, readListParams, type PhysicianFilters } from './list-params';

const rowKey = (physician: ListedPhysician) => physician.sys_id;

/**
 * The physician list (spec 1 section 2): filters (clinic for ADMIN only), table with bulk Assign
 * Tags and Delete, pager of 10.
 * The server limits a PIC to the physicians of their clinics. Filters and page live in the URL.
 */
export default function PhysicianListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readListParams(searchParams);
  const t = (id: string) => intl.formatMessage({ id: `physicians.list.${id}` });

  // Every visit and every filter change asks the server again: a list must show today's physicians.
  const list = useGetPhysiciansQuery(physicianListQuery(filters, page, admin), { refetchOnMountOrArgChange: true });
  const rows = list.data?.rows;
  const count = list.data?.count ?? 0;
  const [removing, setRemoving] = useState<ListedPhysician | null>(null);
  const [deletePhysician] = useDeletePhysicianMutation();
  const bulk = useBulkActions('PHYSICIAN', (id) => deletePhysician(id).unwrap());

  const run = useCallback(
    (action: PhysicianRowAction, physician: ListedPhysician) => {
      if (action === 'remove') setRemoving(physician);
      else navigate(ROW_ACTION_PATHS[action](physician.sys_id));
    },
    [navigate],
  );

  /** Applies a list state; asking for the state already shown reloads it (Search, Clear). */
  const show = (filtersToShow: PhysicianFilters, pageToShow: number) => {
    const next = listParams(filtersToShow, pageToShow);
    if (next.toString() === searchParams.toString()) void list.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo(() => physicianColumns(intl, locale, run), [intl, locale, run]);

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <ErrorBanner message={list.error ? errorMessage(list.error) : null} />
      <PhysicianFilterBox
        key={listParams(filters, 1).toString()}
        admin={admin}
        applied={filters}
        onSearch={(chosen) => show(chosen, 1)}
        onClear={() => show(NO_FILTERS, 1)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 12 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(physicianPaths.register())}>
          {t('register')}
        </Button>
      </div>
      <DataTable<ListedPhysician>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        error={list.error && !rows ? t('loadFailed') : null}
        onRetry={() => void list.refetch()}
        emptyText={hasFilters(filters) ? t('empty.filtered') : t('empty.none')}
        bulk={bulk}
      />
      <Pager page={page} count={count} onChange={(next) => show(filters, next)} />
      <PhysicianDeleteDialog physician={removing} onClose={() => setRemoving(null)} />
    </PageSection>
  );
}
