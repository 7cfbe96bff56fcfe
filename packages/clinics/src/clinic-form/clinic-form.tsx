import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { MESSAGES, type FieldErrors, type Validating } from '@mk/validators';
import { imageUploader } from '@mk/api';
import type { PicChoice } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { AddressFields, BankFields, ContactFields, EntityForm, formFields } from '@mk/ui';
import { GeneralSection, useFieldLabel } from './clinic-form.sections';
import { CLINIC_ADDRESS, CLINIC_SECTIONS, type ClinicFormValues, type SectionKey } from './clinic-form.values';

const { ImageField } = formFields<ClinicFormValues>();

export interface ClinicFormProps {
  /** The shared schema: `clinicCreateSchema` on register, `clinicUpdateSchema` (without pic_id) on update. */
  schema: Validating;
  initialValues: ClinicFormValues;
  /** The person-in-charge selector (ADMIN on register); left out otherwise. */
  pic?: PicChoice;
  /** On register the logo is required ("Clinic's logo is required"). */
  logoRequired: boolean;
  submitLabel: string;
  onSubmit: (values: ClinicFormValues) => Promise<void>;
}

/**
 * The register and update form (spec 1 sections 2 and 5): logo at the top, then General,
 * Contact, Address and Bank Account sections, each with a validity tick or an error indicator.
 * Submit stays disabled until every section is valid; a missing logo is said on submit.
 */
export function ClinicForm({ schema, initialValues, pic, logoRequired, submitLabel, onSubmit }: ClinicFormProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const label = useFieldLabel();
  const bodies: Record<SectionKey, ReactNode> = {
    ginfo: <GeneralSection pic={pic} />,
    contact: <ContactFields<ClinicFormValues> label={label} />,
    address: <AddressFields<ClinicFormValues> parts={CLINIC_ADDRESS} label={label} />,
    bank: <BankFields<ClinicFormValues> label={label} />,
  };
  const summary = (errors: FieldErrors) => (logoRequired && errors.avatar ? errors.avatar : MESSAGES.required);
  return (
    <EntityForm<ClinicFormValues>
      idPrefix="clinic"
      className="mk-clinic-form"
      schema={schema}
      initialValues={initialValues}
      header={<ImageField name="avatar" label={intl.formatMessage({ id: 'clinics.form.logo' })} required={logoRequired} upload={imageUploader(user?.token)} />}
      sections={CLINIC_SECTIONS.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: `clinics.form.sections.${section.key}` }),
        body: bodies[section.key],
      }))}
      summary={summary}
      holdSubmitUntilValid
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
