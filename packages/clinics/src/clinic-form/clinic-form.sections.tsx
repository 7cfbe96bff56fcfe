import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { CITIES, SPECIALIZATIONS } from '@mk/contracts';
import { cityLabel, specializationLabel, useLocale } from '../clinic-text';
import { useClinicForm } from './clinic-form.context';
import { FlagField, SelectField, TextField, type Option } from './clinic-form.fields';
import { setPaymentFlag, setWalkin } from './payment-flags';

const useLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `clinics.form.fields.${id}` });
};

const half = { xs: 24, md: 12 } as const;

export interface PicChoice {
  options: Option[];
  loading: boolean;
}

/** Names, person in charge (ADMIN on register), specialization, bios, license and the appointment flags. */
export function GeneralSection({ pic }: { pic?: PicChoice }) {
  const label = useLabel();
  const locale = useLocale();
  const { formik } = useClinicForm();
  const { values } = formik;
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="registered_clinic_name" label={label('name')} required dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="registered_clinic_name_arabic" label={label('nameAr')} required dir="rtl" />
        </Col>
        {pic && (
          <Col {...half}>
            <SelectField name="pic_id" label={label('pic')} required options={pic.options} loading={pic.loading} />
          </Col>
        )}
        <Col {...half}>
          <SelectField
            name="specialization"
            label={label('specialization')}
            required
            options={SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }))}
          />
        </Col>
        <Col {...half}>
          <TextField name="SCFHS_license_number" label={label('license')} required dir="ltr" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="clinic_bio_en" label={label('bioEn')} required multiline dir="ltr" />
        </Col>
        <Col {...half}>
          <TextField name="clinic_bio" label={label('bioAr')} required multiline dir="rtl" />
        </Col>
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <FlagField name="walkin_enabled" label={label('walkin')} onChange={(on) => void formik.setValues(setWalkin(values, on))} />
        {values.walkin_enabled && (
          <div style={{ paddingInlineStart: 24 }}>
            <FlagField
              name="enable_online_pay"
              label={label('onlinePay')}
              onChange={(on) => void formik.setValues(setPaymentFlag(values, 'enable_online_pay', on))}
            />
            <FlagField
              name="enable_clinic_pay"
              label={label('clinicPay')}
              onChange={(on) => void formik.setValues(setPaymentFlag(values, 'enable_clinic_pay', on))}
            />
          </div>
        )}
        <FlagField name="homecare_enabled" label={label('homecare')} />
        <FlagField name="same_day_booking" label={label('sameDay')} />
      </fieldset>
    </>
  );
}

export function ContactSection() {
  const label = useLabel();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <TextField name="website" label={label('website')} dir="ltr" />
      </Col>
      <Col {...half}>
        <TextField name="contact_number" label={label('phone')} dir="ltr" />
      </Col>
    </Row>
  );
}

export function AddressSection() {
  const label = useLabel();
  const locale = useLocale();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <TextField name="address" label={label('district')} required />
      </Col>
      <Col {...half}>
        <TextField name="street" label={label('street')} required />
      </Col>
      <Col {...half}>
        <SelectField name="city" label={label('city')} required options={CITIES.map((value) => ({ value, label: cityLabel(value, locale) }))} />
      </Col>
      <Col {...half}>
        <TextField name="zip" label={label('zip')} required dir="ltr" />
      </Col>
      <Col {...half}>
        <TextField name="country" label={label('country')} required />
      </Col>
      <Col xs={12} md={6}>
        <TextField name="lat" label={label('lat')} required dir="ltr" />
      </Col>
      <Col xs={12} md={6}>
        <TextField name="lng" label={label('lng')} required dir="ltr" />
      </Col>
    </Row>
  );
}

export function BankSection() {
  const label = useLabel();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <TextField name="account_name" label={label('accountName')} />
      </Col>
      <Col {...half}>
        <TextField name="bank_name" label={label('bankName')} />
      </Col>
      <Col {...half}>
        <TextField name="account_number" label={label('accountNumber')} dir="ltr" />
      </Col>
      <Col {...half}>
        <TextField name="IBAN_number" label={label('iban')} dir="ltr" />
      </Col>
    </Row>
  );
}
