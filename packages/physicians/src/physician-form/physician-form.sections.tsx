import { Col, Form, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { GENDER_LABELS, GENDERS, TITLE_LABELS, TITLES } from '@mk/contracts';
import { todayIn } from '@mk/scheduling';
import { FieldItem, formFields, HALF_COLUMN, useFormKit, useInputA11y, type FieldOption } from '@mk/ui';
import { useLocale } from '../physician-text';
import type { PhysicianFormValues } from './physician-form.values';
import { offersOnline, offersPartlyOnline, setAppAccess, setOnline } from './service-flags';

const { TextField, NumberField, PhoneField, SelectField, SpecializationField, BilingualField, FlagField, DateField } = formFields<PhysicianFormValues>();

const useLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `physicians.form.fields.${id}` });
};

const quarter = { xs: 24, sm: 12, lg: 6 } as const;
const bare = { border: 0, padding: 0, margin: 0, minInlineSize: 0 } as const;

/** Names, title, gender, personal details and the two bios. */
export function GeneralSection() {
  const label = useLabel();
  const locale = useLocale();
  return (
    <>
      <BilingualField en="name" ar="arabic_name" labels={{ en: label('name'), ar: label('arabicName') }} required />
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <SelectField name="title" label={label('title')} required options={TITLES.map((value) => ({ value, label: TITLE_LABELS[value][locale] }))} />
        </Col>
        <Col {...HALF_COLUMN}>
          <SelectField name="gender" label={label('gender')} required options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value][locale] }))} />
        </Col>
        <Col {...HALF_COLUMN}>
          <DateField name="date_of_birth" label={label('dateOfBirth')} max={todayIn(Date.now(), 'UTC')} />
        </Col>
        <Col {...HALF_COLUMN}>
          <TextField name="nationality" label={label('nationality')} />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="national_id" label={label('nationalId')} integer />
        </Col>
        <Col {...HALF_COLUMN}>
          <TextField name="education" label={label('education')} />
        </Col>
      </Row>
      <BilingualField en="about_en" ar="about" labels={{ en: label('aboutEn'), ar: label('about') }} required multiline />
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
  const { formik } = useFormKit<PhysicianFormValues>();
  const { values } = formik;
  return (
    <>
      <Form.Item extra={intl.formatMessage({ id: 'physicians.form.appAccessHint' })}>
        <FlagField name="app_access" label={label('appAccess')} onChange={(on) => void formik.setValues(setAppAccess(values, on))} />
      </Form.Item>
      <Row gutter={16}>
        {values.app_access && (
          <Col {...HALF_COLUMN}>
            <PhoneField name="phone" label={label('phone')} required />
          </Col>
        )}
        <Col {...HALF_COLUMN}>
          <TextField name="email" label={label('email')} type="email" dir="ltr" inputMode="email" />
        </Col>
        {values.app_access && password !== 'hidden' && (
          <Col {...HALF_COLUMN}>
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
  options: FieldOption[];
  loading: boolean;
}

/** The consultation kinds, at least one of which the schema asks for (its message is under 'services'). */
function ServicesField() {
  const label = useLabel();
  const { formik } = useFormKit<PhysicianFormValues>();
  const { values } = formik;
  const a11y = useInputA11y('services', true);
  return (
    <FieldItem name="services">
      <fieldset style={bare} aria-invalid={a11y['aria-invalid']}>
        <legend style={{ ...bare, marginBlockEnd: 8 }}>
          <Typography.Text strong>{label('services')}</Typography.Text>
          <span aria-hidden> *</span>
        </legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
          <FlagField name="walkin_enabled" label={label('walkin')} />
          <FlagField
            name="online"
            label={label('online')}
            checked={offersOnline(values)}
            indeterminate={offersPartlyOnline(values)}
            onChange={(on) => void formik.setValues(setOnline(values, on))}
          />
          <FlagField name="homecare_enabled" label={label('homecare')} />
          <FlagField name="uc_enabled" label={label('uc')} />
          <FlagField name="mr_enabled" label={label('mr')} />
        </div>
      </fieldset>
    </FieldItem>
  );
}

/** Clinic, SCFHS number, specialization and expertise, then the services with their duration and fees. */
export function MedicalSection({ clinics }: { clinics: ClinicChoice }) {
  const label = useLabel();
  const { values } = useFormKit<PhysicianFormValues>().formik;
  const online = offersOnline(values);
  return (
    <>
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <SelectField name="clinic_id" label={label('clinic')} required options={clinics.options} loading={clinics.loading} />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="medical_id" label={label('medicalId')} required integer />
        </Col>
        <Col {...HALF_COLUMN}>
          <SpecializationField name="specialization" label={label('specialization')} required />
        </Col>
      </Row>
      <BilingualField en="subspecialization" ar="subspecialization_ar" labels={{ en: label('subspecialization'), ar: label('subspecializationAr') }} />
      <BilingualField en="expertise" ar="expertise_ar" labels={{ en: label('expertise'), ar: label('expertiseAr') }} multiline />
      <ServicesField />
      {/* Always shown, so a typed value is never hidden with its message; the star follows the services. */}
      <Row gutter={16}>
        <Col {...quarter}>
          <NumberField name="consultation_duration" label={label('duration')} required={values.walkin_enabled || online} integer />
        </Col>
        <Col {...quarter}>
          <NumberField name="consultation_fees" label={label('consultationFees')} required={online} />
        </Col>
        <Col {...quarter}>
          <NumberField name="walkin_fees" label={label('walkinFees')} required={values.walkin_enabled} />
        </Col>
        <Col {...quarter}>
          <NumberField name="homecare_fees" label={label('homecareFees')} required={values.homecare_enabled} />
        </Col>
      </Row>
    </>
  );
}
