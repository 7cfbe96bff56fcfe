import { Col, Form, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { GENDER_LABELS, GENDERS, SPECIALIZATIONS, TITLE_LABELS, TITLES } from '@mk/contracts';
import { specializationLabel, useLocale } from '../physician-text';
import { usePhysicianForm } from './physician-form.context';
import { FlagField, SelectField, TextField, type Option } from './physician-form.fields';
import { offersOnline, offersPartlyOnline, setAppAccess, setOnline } from './service-flags';

const useLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `physicians.form.fields.${id}` });
};

const half = { xs: 24, md: 12 } as const;
const quarter = { xs: 24, sm: 12, lg: 6 } as const;
const bare = { border: 0, padding: 0, margin: 0, minInlineSize: 0 } as const;

/** Names, title, gender, personal details and the two bios. */
export function GeneralSection() {
  const label = useLabel();
  const locale = useLocale();
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="name" label={label('name')} required dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="arabic_name" label={label('arabicName')} required dir="rtl" />
        </Col>
        <Col {...half}>
          <SelectField name="title" label={label('title')} required options={TITLES.map((value) => ({ value, label: TITLE_LABELS[value][locale] }))} />
        </Col>
        <Col {...half}>
          <SelectField name="gender" label={label('gender')} required options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value][locale] }))} />
        </Col>
        <Col {...half}>
          <TextField name="date_of_birth" label={label('dateOfBirth')} type="date" dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="nationality" label={label('nationality')} />
        </Col>
        <Col {...half}>
          <TextField name="national_id" label={label('nationalId')} dir="ltr" inputMode="numeric" />
        </Col>
        <Col {...half}>
          <TextField name="education" label={label('education')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="about_en" label={label('aboutEn')} required multiline dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="about" label={label('about')} required multiline dir="rtl" />
        </Col>
      </Row>
    </>
  );
}

/**
 * Register asks for the password; update shows it (optional) only to a physician who had no app
 * access, since the server needs one before it lets app access on.
 */
export type PasswordField = 'required' | 'optional' | 'hidden';

/**
 * App access (on by default) lets the physician log in to the app, so it needs a phone and, on
 * register, a password; without it the phone is cleared (spec 1 section 5). `password` says how
 * the password field shows while app access is on.
 */
export function ContactSection({ password }: { password: PasswordField }) {
  const label = useLabel();
  const intl = useIntl();
  const { formik } = usePhysicianForm();
  const { values } = formik;
  return (
    <>
      <Form.Item extra={intl.formatMessage({ id: 'physicians.form.appAccessHint' })}>
        <FlagField name="app_access" label={label('appAccess')} onChange={(on) => void formik.setValues(setAppAccess(values, on))} />
      </Form.Item>
      <Row gutter={16}>
        {values.app_access && (
          <Col {...half}>
            <TextField name="phone" label={label('phone')} required type="tel" dir="ltr" inputMode="tel" />
          </Col>
        )}
        <Col {...half}>
          <TextField name="email" label={label('email')} type="email" dir="ltr" inputMode="email" />
        </Col>
        {values.app_access && password !== 'hidden' && (
          <Col {...half}>
            <TextField
              name="password"
              label={label('password')}
              required={password === 'required'}
              type="password"
              dir="ltr"
              extra={password === 'optional' ? intl.formatMessage({ id: 'physicians.form.passwordHint' }) : undefined}
            />
          </Col>
        )}
      </Row>
    </>
  );
}

export interface ClinicChoice {
  options: Option[];
  loading: boolean;
}

/** Clinic, SCFHS number, specialization and expertise, then the services with their duration and fees. */
export function MedicalSection({ clinics }: { clinics: ClinicChoice }) {
  const label = useLabel();
  const locale = useLocale();
  const { formik, shownError } = usePhysicianForm();
  const { values } = formik;
  const online = offersOnline(values);
  const servicesError = shownError('services');
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <SelectField name="clinic_id" label={label('clinic')} required options={clinics.options} loading={clinics.loading} />
        </Col>
        <Col {...half}>
          <TextField name="medical_id" label={label('medicalId')} required dir="ltr" inputMode="numeric" />
        </Col>
        <Col {...half}>
          <SelectField
            name="specialization"
            label={label('specialization')}
            required
            options={SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }))}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="subspecialization" label={label('subspecialization')} dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="subspecialization_ar" label={label('subspecializationAr')} dir="rtl" />
        </Col>
        <Col {...half}>
          <TextField name="expertise" label={label('expertise')} multiline dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="expertise_ar" label={label('expertiseAr')} multiline dir="rtl" />
        </Col>
      </Row>
      <Form.Item validateStatus={servicesError ? 'error' : undefined} help={servicesError}>
        <fieldset style={bare} aria-invalid={Boolean(servicesError)}>
          <legend style={{ ...bare, marginBlockEnd: 8 }}>
            <Typography.Text strong>{label('services')}</Typography.Text>
            <span aria-hidden> *</span>
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
            <FlagField name="walkin_enabled" label={label('walkin')} />
            <FlagField
              name="online"
              label={label('online')}
              checked={online}
              indeterminate={offersPartlyOnline(values)}
              onChange={(on) => void formik.setValues(setOnline(values, on))}
            />
            <FlagField name="homecare_enabled" label={label('homecare')} />
            <FlagField name="uc_enabled" label={label('uc')} />
            <FlagField name="mr_enabled" label={label('mr')} />
          </div>
        </fieldset>
      </Form.Item>
      {/* Always shown, so a typed value is never hidden with its message; the star follows the services. */}
      <Row gutter={16}>
        <Col {...quarter}>
          <TextField name="consultation_duration" label={label('duration')} required={values.walkin_enabled || online} dir="ltr" inputMode="numeric" />
        </Col>
        <Col {...quarter}>
          <TextField name="consultation_fees" label={label('consultationFees')} required={online} dir="ltr" inputMode="decimal" />
        </Col>
        <Col {...quarter}>
          <TextField name="walkin_fees" label={label('walkinFees')} required={values.walkin_enabled} dir="ltr" inputMode="decimal" />
        </Col>
        <Col {...quarter}>
          <TextField name="homecare_fees" label={label('homecareFees')} required={values.homecare_enabled} dir="ltr" inputMode="decimal" />
        </Col>
      </Row>
    </>
  );
}
