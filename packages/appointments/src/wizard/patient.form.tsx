import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GENDERS, type Gender } from '@mk/contracts';
import type { MessageDescriptor } from '@mk/validators';
import { genderLabel, useLocale } from '../shared/appointment-text';
import type { PatientDraft, PatientErrors } from './patient-draft';

export interface PatientFormProps {
  draft: PatientDraft;
  /** Shown beside their fields (after a first Next). */
  errors: PatientErrors;
  onChange: (draft: PatientDraft) => void;
}

/** The create-patient form of step 2; the rules are the shared patientSchema's. */
export function PatientForm({ draft, errors, onChange }: PatientFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.patient.fields.${id}` });
  const message = (descriptor?: MessageDescriptor) => (descriptor ? intl.formatMessage(descriptor, descriptor.values) : undefined);
  const set = <K extends keyof PatientDraft>(key: K, value: PatientDraft[K]) => onChange({ ...draft, [key]: value });

  const field = (key: keyof PatientDraft, control: ReactNode) => (
    <Form.Item
      label={t(key)}
      htmlFor={`appointment-patient-${key}`}
      required={key !== 'gender'}
      validateStatus={errors[key] ? 'error' : undefined}
      help={message(errors[key])}
    >
      {control}
    </Form.Item>
  );

  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12}>
          {field('name', <Input id="appointment-patient-name" value={draft.name} onChange={(event) => set('name', event.target.value)} />)}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'phone',
            <Input id="appointment-patient-phone" type="tel" dir="ltr" value={draft.phone} onChange={(event) => set('phone', event.target.value)} />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'national_id',
            <Input
              id="appointment-patient-national_id"
              dir="ltr"
              inputMode="numeric"
              value={draft.national_id}
              onChange={(event) => set('national_id', event.target.value)}
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'date_of_birth',
            <Input
              id="appointment-patient-date_of_birth"
              type="date"
              value={draft.date_of_birth}
              onChange={(event) => set('date_of_birth', event.target.value)}
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'gender',
            <Select<Gender>
              id="appointment-patient-gender"
              allowClear
              value={draft.gender}
              onChange={(value) => set('gender', value ?? undefined)}
              options={GENDERS.map((value) => ({ value, label: genderLabel(value, locale) }))}
              virtual={false}
            />,
          )}
        </Col>
      </Row>
    </Form>
  );
}
