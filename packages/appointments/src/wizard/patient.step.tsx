import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { PatientLookup } from '@mk/contracts';
import { formatDate } from '@mk/i18n';
import { genderLabel, useLocale } from '../shared/appointment-text';
import { PatientForm } from './patient.form';
import { MESSAGES } from '@mk/validators';
import type { PatientForm as PatientFormState } from './patient-draft';

export interface PatientStepProps {
  /** The found (or already registered) patient; null shows the create-patient form. */
  patient: PatientLookup | null;
  /** The server's words when the search found nobody. */
  notFoundMessage: string | null;
  form: PatientFormState;
  onRegister: () => void;
}

function FoundPatient({ patient, onRegister }: { patient: PatientLookup; onRegister: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.patient.${id}` });
  const none = intl.formatMessage({ id: 'appointments.details.none' });
  const items = [
    { key: 'name', label: t('fields.name'), children: <bdi>{patient.name}</bdi> },
    { key: 'phone', label: t('fields.phone'), children: <bdi>{patient.phone}</bdi> },
    { key: 'national_id', label: t('fields.national_id'), children: patient.national_id ? <bdi>{patient.national_id}</bdi> : none },
    { key: 'date_of_birth', label: t('fields.date_of_birth'), children: patient.date_of_birth ? <bdi>{formatDate(patient.date_of_birth)}</bdi> : none },
    { key: 'gender', label: t('fields.gender'), children: patient.gender ? genderLabel(patient.gender, locale) : none },
  ];
  return (
    <section aria-labelledby="wizard-found-patient">
      <Typography.Title level={2} id="wizard-found-patient" style={{ fontSize: 18 }}>
        {t('found')}
      </Typography.Title>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Button icon={<UserAddOutlined aria-hidden />} onClick={onRegister} style={{ marginBlockStart: 16 }}>
        {t('register')}
      </Button>
    </section>
  );
}

/** Step 2 (spec 2 sections 2 and 4): the found patient with Register, or the create-patient form. */
export function PatientStep({ patient, notFoundMessage, form, onRegister }: PatientStepProps) {
  const intl = useIntl();
  if (patient) return <FoundPatient patient={patient} onRegister={onRegister} />;
  const { formik } = form;
  // After a Next: 'Please fill all required fields' while a rule fails, else the server's refusal, else a failed check.
  const refused = form.refusalOf('national_id') ?? form.refusalOf('phone');
  const invalid = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;
  const problem = invalid ? intl.formatMessage(MESSAGES.required) : (refused ?? form.checkFailure);
  return (
    <section aria-labelledby="wizard-new-patient">
      <Typography.Title level={2} id="wizard-new-patient" style={{ fontSize: 18 }}>
        {intl.formatMessage({ id: 'appointments.wizard.patient.formTitle' })}
      </Typography.Title>
      {notFoundMessage && <Alert type="info" showIcon title={notFoundMessage} style={{ marginBlockEnd: 16 }} />}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBlockEnd: 16 }} />}
      <PatientForm form={form} />
    </section>
  );
}
