import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, type AppointmentHistoryItem } from '@mk/contracts';
import { useGetPatientHistoryQuery } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { DataTable, PageSection, Pager } from '@mk/ui';
import { patientPaths } from '../patient-paths';
import { PatientHistoryButton } from '../patient-record-history';
import { readPage, withPage } from '../page-param';
import { historyColumns } from './history-columns';

const rowKey = (row: AppointmentHistoryItem) => String(row.id);

/**
 * A patient's medical history (spec 2 section 2): their appointments, 10 per page, with
 * prescriptions, diagnoses and report notes. The title is the patient's name: from the list that
 * linked here, else from the server's answer. The server decides who may read it (a PIC: their clinics' patients).
 * ADMIN also has the History of the patient's record (issue 29), which is theirs alone.
 */
export default function MedicalHistoryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const location = useLocation();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.history.${key}` }, values);

  const history = useGetPatientHistoryQuery({ patientId: id, page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const rows = history.data?.rows;
  const columns = useMemo(() => historyColumns(intl, locale), [intl, locale]);

  const passedName = (location.state as { name?: string } | null)?.name;
  const name = passedName || history.data?.patient?.name || rows?.find((row) => row.patient?.name)?.patient?.name;
  const title = name ? <bdi>{name}</bdi> : t('title');

  // Keep the name for the title on every page of the same history.
  const showPage = (next: number) => setSearchParams(withPage(searchParams, next), { state: location.state });

  const patientsLabel = intl.formatMessage({ id: 'patients.list.title' });
  return (
    <PageSection
      title={title}
      subtitle={t('subtitle')}
      breadcrumb={[{ label: patientsLabel, to: admin ? patientPaths.list() : undefined }, { label: t('title') }]}
    >
      {admin && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 12 }}>
          <PatientHistoryButton patientId={id} name={name} type="default" />
        </div>
      )}
      <DataTable<AppointmentHistoryItem>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={history.isFetching}
        // The spec's words: 'Error getting medical history {reason}'.
        error={history.error ? t('loadFailed', { reason: apiErrorText(intl, history.error) }) : null}
        onRetry={() => void history.refetch()}
        emptyText={t('empty')}
        scroll={{ x: 'max-content' }}
      />
      <Pager page={page} count={history.data?.count ?? 0} onChange={showPage} />
    </PageSection>
  );
}
