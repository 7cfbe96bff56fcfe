import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { CITIES } from '@mk/contracts';
import { PicField, type PicChoice } from '@mk/module-kit';
import { FlagList, formFields, HALF_COLUMN, useFormKit } from '@mk/ui';
import { cityLabel, useLocale } from '../clinic-text';
import type { ClinicFormValues } from './clinic-form.values';
import { setWalkin } from './payment-flags';

const { TextField, PhoneField, NumberField, SelectField, SpecializationField, BilingualField, FlagField, AtLeastOneFlags, CoordinatesField } =
  formFields<ClinicFormValues>();

const useLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `clinics.form.fields.${id}` });
};


/** Names, person in charge (ADMIN on register), specialization, bios, license and the appointment flags. */
export function GeneralSection({ pic }: { pic?: PicChoice }) {
  const label = useLabel();
  const { formik } = useFormKit<ClinicFormValues>();
  const { values } = formik;
  return (
    <>
      <BilingualField en="registered_clinic_name" ar="registered_clinic_name_arabic" labels={{ en: label('name'), ar: label('nameAr') }} required />
      <Row gutter={16}>
        <PicField pic={pic} label={label('pic')} />
        <Col {...HALF_COLUMN}>
          <SpecializationField name="specialization" label={label('specialization')} required />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="SCFHS_license_number" label={label('license')} required integer />
        </Col>
      </Row>
      <BilingualField en="clinic_bio_en" ar="clinic_bio" labels={{ en: label('bioEn'), ar: label('bioAr') }} required multiline />
      <FlagList>
        <FlagField name="walkin_enabled" label={label('walkin')} onChange={(on) => void formik.setValues(setWalkin(values, on))} />
        {values.walkin_enabled && (
          <FlagList indent>
            <AtLeastOneFlags
              flags={[
                { name: 'enable_online_pay', label: label('onlinePay') },
                { name: 'enable_clinic_pay', label: label('clinicPay') },
              ]}
            />
          </FlagList>
        )}
        <FlagField name="homecare_enabled" label={label('homecare')} />
        <FlagField name="same_day_booking" label={label('sameDay')} />
      </FlagList>
    </>
  );
}

export function ContactSection() {
  const label = useLabel();
  return (
    <Row gutter={16}>
      <Col {...HALF_COLUMN}>
        <TextField name="website" label={label('website')} dir="ltr" />
      </Col>
      <Col {...HALF_COLUMN}>
        <PhoneField name="contact_number" label={label('phone')} />
      </Col>
    </Row>
  );
}

export function AddressSection() {
  const label = useLabel();
  const locale = useLocale();
  return (
    <Row gutter={16}>
      <Col {...HALF_COLUMN}>
        <TextField name="address" label={label('district')} required />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="street" label={label('street')} required />
      </Col>
      <Col {...HALF_COLUMN}>
        <SelectField name="city" label={label('city')} required options={CITIES.map((value) => ({ value, label: cityLabel(value, locale) }))} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="zip" label={label('zip')} required dir="ltr" />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="country" label={label('country')} required />
      </Col>
      <Col {...HALF_COLUMN}>
        <CoordinatesField lat="lat" lng="lng" required labels={{ lat: label('lat'), lng: label('lng') }} />
      </Col>
    </Row>
  );
}

export function BankSection() {
  const label = useLabel();
  return (
    <Row gutter={16}>
      <Col {...HALF_COLUMN}>
        <TextField name="account_name" label={label('accountName')} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="bank_name" label={label('bankName')} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="account_number" label={label('accountNumber')} dir="ltr" />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="IBAN_number" label={label('iban')} dir="ltr" />
      </Col>
    </Row>
  );
}
