import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GENDERS, type Gender } from '@mk/contracts';
import { todayIn } from '@mk/scheduling';
import { DateInput } from '@mk/ui';
import { genderLabel, useLocale } from '../shared/appointment-text';
import type { PatientDraft, PatientErrors, PatientForm as PatientFormState } from './patient-draft';

export interface PatientFormProps {
  form: PatientFormState;
}

/**
 * The create-patient form of step 2; the rules are the shared patientSchema's. A field's message
 * shows once it was left or Next was pressed; a value the server refused shows its words at once.
 */
export function PatientForm({ form }: PatientFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { formik } = form;
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.patient.fields.${id}` });
  const errors = formik.errors as unknown as PatientErrors;
  const shown = (key: keyof PatientDraft) => {
    const refused = form.refusalOf(key);
    if (refused) return refused;
    const error = errors[key];
    return error && (formik.submitCount > 0 || formik.touched[key]) ? intl.formatMessage(error, error.values) : undefined;
  };

  const field = (key: keyof PatientDraft, control: ReactNode) => {
    const message = shown(key);
    return (
      <Form.Item
        label={t(key)}
        htmlFor={`appointment-patient-${key}`}
        required={key !== 'gender'}
        validateStatus={message ? 'error' : undefined}
        help={message}
      >
        {control}
      </Form.Item>
    );
  };
  const text = (key: Exclude<keyof PatientDraft, 'gender'>) => ({
    id: `appointment-patient-${key}`,
    name: key,
    value: formik.values[key],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': shown(key) ? true : undefined,
  });

  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12}>
          {field('name', <Input {...text('name')} />)}
        </Col>
        <Col xs={24} md={12}>
          {field('phone', <Input {...text('phone')} type="tel" dir="ltr" />)}
        </Col>
        <Col xs={24} md={12}>
          {field('national_id', <Input {...text('national_id')} dir="ltr" inputMode="numeric" />)}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'date_of_birth',
            <DateInput
              {...text('date_of_birth')}
              max={todayIn(Date.now(), 'UTC')}
              onChange={(day) => void formik.setFieldValue('date_of_birth', day)}
              onBlur={() => void formik.setFieldTouched('date_of_birth', true)}
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {field(
            'gender',
            <Select<Gender>
              id="appointment-patient-gender"
              allowClear
              value={formik.values.gender}
              onChange={(value) => void formik.setFieldValue('gender', value ?? undefined)}
              onBlur={() => void formik.setFieldTouched('gender')}
              options={GENDERS.map((value) => ({ value, label: genderLabel(value, locale) }))}
              virtual={false}
            />,
          )}
        </Col>
      </Row>
    </Form>
  );
}
