import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGES, pharmacySchema } from '@mk/validators';
import { PicField, type PicChoice } from '@mk/module-kit';
import { AddressFields, EntityForm, formFields, HALF_COLUMN } from '@mk/ui';
import { CityAreaWarning } from './city-area-warning';
import { PHARMACY_ADDRESS, PHARMACY_SECTIONS, type PharmacyFormValues, type SectionKey } from './pharmacy-form.values';

const { TextField, PhoneField, NumberField, BilingualField } = formFields<PharmacyFormValues>();

/**
 * ADMIN's register: the person in charge must be chosen ('Please fill all required fields'), the
 * rule of the schema's other required texts (the server refuses a pharmacy without one too).
 */
const pharmacyWithPicSchema = pharmacySchema.shape({ pic_id: pharmacySchema.fields.address });

export interface PharmacyFormProps {
  initialValues: PharmacyFormValues;
  /** The person-in-charge select (ADMIN on register); a PIC never sees it. */
  pic?: PicChoice;
  submitLabel: string;
  onSubmit: (values: PharmacyFormValues) => Promise<void>;
}

/**
 * The register and update form (spec 2 sections 2 and 5): General, Contact and Address sections,
 * checked by the shared `pharmacySchema` (the update too: docs/deviations.md); a failed submit
 * says 'Please fill all required fields'.
 */
export function PharmacyForm({ initialValues, pic, submitLabel, onSubmit }: PharmacyFormProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `pharmacies.form.fields.${id}` });

  const bodies: Record<SectionKey, ReactNode> = {
    general: (
      <>
        <BilingualField en="name" ar="name_ar" labels={{ en: label('name'), ar: label('nameAr') }} required />
        <Row gutter={16}>
          <PicField pic={pic} label={label('pic')} />
          <Col {...HALF_COLUMN}>
            <NumberField name="cr_number" label={label('crNumber')} required integer />
          </Col>
        </Row>
      </>
    ),
    contact: (
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <PhoneField name="phone" label={label('phone')} required />
        </Col>
        <Col {...HALF_COLUMN}>
          <TextField name="email" label={label('email')} type="email" dir="ltr" />
        </Col>
      </Row>
    ),
    address: (
      <>
        <AddressFields<PharmacyFormValues> parts={PHARMACY_ADDRESS} label={label} wideCoordinates />
        <CityAreaWarning />
      </>
    ),
  };

  return (
    <EntityForm<PharmacyFormValues>
      idPrefix="pharmacy"
      schema={pic ? pharmacyWithPicSchema : pharmacySchema}
      initialValues={initialValues}
      sections={PHARMACY_SECTIONS.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: `pharmacies.form.sections.${section.key}` }),
        body: bodies[section.key],
      }))}
      summary={() => MESSAGES.required}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
