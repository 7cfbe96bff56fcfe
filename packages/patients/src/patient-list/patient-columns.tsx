import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { PatientListItem } from '@mk/contracts';
import { Link } from 'react-router';
import { idColumn, PhoneCell } from '@mk/ui';
import { PatientHistoryButton } from '../patient-record-history';
import { patientPaths } from '../patient-paths';

/** Patient ID, Patient Name, National/Residence ID, Phone Number, Actions (spec 2 section 2): the medical file, and the record's History (issue 29). */
export function patientColumns(intl: IntlShape): TableColumnsType<PatientListItem> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.list.${id}` }, values);
  return [
    idColumn((row) => row.sys_id),
    { key: 'name', render: (_, row) => <bdi>{row.name}</bdi> },
    { key: 'nationalId', render: (_, row) => (row.national_id?.trim() ? <bdi>{row.national_id}</bdi> : t('unregistered')) },
    { key: 'phone', render: (_, row) => <PhoneCell value={row.phone} /> },
    {
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 }}>
          {/* The name starts with the visible text, so speech and sight agree (WCAG 2.5.3). The
              patient's name travels along as the history page's title until its rows arrive. */}
          <Link to={patientPaths.medicalHistory(row.sys_id)} state={{ name: row.name }} aria-label={t('medicalFileOf', { name: row.name })}>
            {t('medicalFile')}
          </Link>
          <PatientHistoryButton patientId={row.sys_id} name={row.name} />
        </span>
      ),
    },
  ];
}
