import { useIntl } from 'react-intl';
import { formatDate } from '@mk/i18n';
import { RecordHistoryButton, type RecordHistoryProps } from '@mk/module-kit';

/** A patient's fields as the history names them: the list's column titles, and the record's other fields. */
const COLUMN = (key: string) => `patients.list.columns.${key}`;
const FIELD = (key: string) => `patients.recordHistory.fields.${key}`;
export const PATIENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: COLUMN('name'),
  phone: COLUMN('phone'),
  national_id: COLUMN('nationalId'),
  date_of_birth: FIELD('dateOfBirth'),
  gender: FIELD('gender'),
  country_id: FIELD('country'),
  clinic_name: FIELD('clinicName'),
  clinicName: FIELD('clinicName'),
};

/** A birth date is a day: no time of day, whatever hour the upload stored it at. */
export const PATIENT_VALUE_FORMATS: NonNullable<RecordHistoryProps['valueFormats']> = {
  date_of_birth: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDate(value) : undefined),
};

/** What the patient app records on a patient besides changes: their sign-ins. */
export const PATIENT_ACTION_LABELS: Readonly<Record<string, string>> = {
  login: 'patients.recordHistory.actions.login',
  login_failed: 'patients.recordHistory.actions.loginFailed',
};

/**
 * A patient's History (issue 29): who registered them, what changed, when they signed in to the
 * app, in a drawer. ADMIN's alone (the server refuses a PIC), so the pages show it to ADMIN only.
 */
export function PatientHistoryButton({ patientId, name, type }: { patientId: string; name?: string; type?: 'link' | 'default' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `patients.recordHistory.${id}${name ? '' : 'Unnamed'}` }, { name });
  return (
    <RecordHistoryButton
      entityType="patient"
      id={patientId}
      type={type}
      label={t('label')}
      title={t('title')}
      fieldLabels={PATIENT_FIELD_LABELS}
      valueFormats={PATIENT_VALUE_FORMATS}
      actionLabels={PATIENT_ACTION_LABELS}
    />
  );
}
