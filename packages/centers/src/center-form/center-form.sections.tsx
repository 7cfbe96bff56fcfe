import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { CENTER_TYPES, CITIES } from '@mk/contracts';
import { PicField, type PicChoice } from '@mk/module-kit';
import { FlagList, formFields, HALF_COLUMN } from '@mk/ui';
import { centerTypeLabel, cityLabel, useLocale } from '../center-text';
import type { CenterFormValues } from './center-form.values';

const { TextField, PhoneField, NumberField, SelectField, BilingualField, FlagField, AtLeastOneFlags, CoordinatesField } = formFields<CenterFormValues>();

const useLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `centers.form.fields.${id}` });
};

/** Names, person in charge (ADMIN on register), type, specialization, license, bios, home care and the payment switches. */
export function GeneralSection({ pic }: { pic?: PicChoice }) {
  const label = useLabel();
  const locale = useLocale();
  return (
    <>
      <BilingualField en="center_name" ar="center_name_arabic" labels={{ en: label('name'), ar: label('nameAr') }} required />
      <Row gutter={16}>
        <PicField pic={pic} label={label('pic')} />
        <Col {...HALF_COLUMN}>
          <SelectField name="center_type" label={label('type')} required options={CENTER_TYPES.map((value) => ({ value, label: centerTypeLabel(value, locale) }))} />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="SCFHS_license_number" label={label('license')} required integer />
        </Col>
      </Row>
      <BilingualField en="specialization" ar="specialization_arabic" labels={{ en: label('specialization'), ar: label('specializationAr') }} />
      <BilingualField en="center_bio" ar="center_bio_ar" labels={{ en: label('bioEn'), ar: label('bioAr') }} required multiline />
      <FlagList>
        <FlagField name="homecare_enabled" label={label('homecare')} />
        {/* Spec 3 section 4: center pay and online pay are never both off. */}
        <AtLeastOneFlags
          flags={[
            { name: 'online_pay', label: label('onlinePay') },
            { name: 'center_pay', label: label('centerPay') },
          ]}
        />
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
        <SelectField name="city" label={label('city')} required options={CITIES.map((value) => ({ value, label: cityLabel(value, locale) }))} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="address" label={label('district')} required />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField name="street" label={label('street')} required />
      </Col>
      <Col xs={24}>
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
