import { CloudUploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, type PatientListItem } from '@mk/contracts';
import { errorMessage, useGetPatientsQuery } from '@mk/api';
import { selectUser } from '@mk/session';
import { DataTable, ErrorBanner, PageSection, Pager } from '@mk/ui';
import { NotAllowed } from '../not-allowed';
import { readPage, withPage } from '../page-param';
import { patientPaths } from '../patient-paths';
import { patientColumns } from './patient-columns';

const rowKey = (patient: PatientListItem) => patient.sys_id;

/**
 * The patient list (spec 2 section 2): ADMIN only (spec 2 section 6), 10 per page, the page in the
 * URL. A PIC who types the address sees why there is nothing, and the list is never asked for.
 */
export default function PatientListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const t = (id: string) => intl.formatMessage({ id: `patients.list.${id}` });

  const list = useGetPatientsQuery({ page, limit: LIST_PAGE_SIZE }, { skip: !admin, refetchOnMountOrArgChange: true });
  const rows = list.data?.rows;
  const columns = useMemo(() => patientColumns(intl), [intl]);

  if (!admin) return <NotAllowed title={t('title')} />;

  const showPage = (next: number) => setSearchParams(withPage(searchParams, next));

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <ErrorBanner message={list.error ? errorMessage(list.error) : null} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 12 }}>
        <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} onClick={() => navigate(patientPaths.upload())}>
          {t('upload')}
        </Button>
      </div>
      <DataTable<PatientListItem>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        error={list.error && !rows ? t('loadFailed') : null}
        onRetry={() => void list.refetch()}
        emptyText={t('empty')}
      />
      <Pager page={page} count={list.data?.count ?? 0} onChange={showPage} />
    </PageSection>
  );
}
