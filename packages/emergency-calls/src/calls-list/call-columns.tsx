import type { TableColumnsType } from 'antd';
import type { EmergencyCall, Locale } from '@mk/contracts';
import { DateCell, DateTimeCell, idColumn, TextCell } from '@mk/ui';
import { countryName } from '../country-name';

/** Section ID, Time, Patient Name, Patient Nationality, Date of Birth, National/Residence ID (spec 3 section 2). */
export function callColumns(locale: Locale, unknown: string): TableColumnsType<EmergencyCall> {
  return [
    { ...idColumn<EmergencyCall>((call) => call.temp_appointment_id), key: 'section' },
    { key: 'time', render: (_, call) => <DateTimeCell value={call.date_time} /> },
    { key: 'patient', render: (_, call) => <TextCell value={<bdi>{call.patient.name}</bdi>} /> },
    { key: 'nationality', render: (_, call) => <TextCell value={countryName(call.patient.country_id, locale) ?? unknown} /> },
    { key: 'birth', render: (_, call) => <DateCell value={call.patient.date_of_birth} /> },
    { key: 'nationalId', render: (_, call) => <TextCell value={call.patient.national_id ? <bdi>{call.patient.national_id}</bdi> : null} /> },
  ];
}
