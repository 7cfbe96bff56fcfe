import { CloudUploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { LIST_PAGE_SIZE, type PatientListItem } from '@mk/contracts';
import { useGetPatientsQuery } from '@mk/api';
import { ExportButton } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { listUrl, ListPage, textField, textInput, type FilterField, type ListResult } from '@mk/ui';
import { LazyNotAllowed } from '../not-allowed.lazy';
import { patientPaths } from '../patient-paths';
import { patientColumns } from './patient-columns';

const rowKey = (patient: PatientListItem) => patient.sys_id;

interface PatientFilters {
  term: string;
}

/** `?search=0501234567&page=2`: a search can be bookmarked and survives Back. */
const patientListUrl = listUrl<PatientFilters>({ term: textField('search') });
const SEARCH: FilterField<PatientFilters>[] = [{ name: 'term', input: textInput }];

function usePatientList(filters: PatientFilters, page: number): ListResult<PatientListItem> {
  const { data, ...list } = useGetPatientsQuery({ page, limit: LIST_PAGE_SIZE, search: filters.term }, { refetchOnMountOrArgChange: true });
  return { ...list, rows: data?.rows, count: data?.count ?? 0 };
}

/**
 * The patient list (spec 2 section 2): ADMIN only (spec 2 section 6), 10 per page, the page in the
 * URL. A PIC who types the address sees why there is nothing, and the list is never asked for.
 */
export default function PatientListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const columns = useMemo(() => patientColumns(intl), [intl]);

  if (!admin) return <LazyNotAllowed title={intl.formatMessage({ id: 'patients.list.title' })} />;

  return (
    <ListPage<PatientListItem, PatientFilters>
      messages="patients.list"
      url={patientListUrl}
      useList={usePatientList}
      filters={SEARCH}
      empty={(filtered) => (filtered ? 'emptyFiltered' : 'empty')}
      columns={columns}
      rowKey={rowKey}
      actions={(query) => (
        <>
          <ExportButton path="patient-read/export" filters={query} />
          <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} onClick={() => navigate(patientPaths.upload())}>
            {intl.formatMessage({ id: 'patients.list.upload' })}
          </Button>
        </>
      )}
    />
  );
}
