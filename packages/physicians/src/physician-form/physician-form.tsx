import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { FieldErrors, MessageDescriptor, Validating } from '@mk/validators';
import { imageUploader } from '@mk/api';
import { selectUser } from '@mk/session';
import { EntityForm, formFields } from '@mk/ui';
import { ContactSection, GeneralSection, MedicalSection, type ClinicChoice, type PasswordField } from './physician-form.sections';
import { PHYSICIAN_SECTIONS, type PhysicianFormValues, type SectionKey } from './physician-form.values';

const { ImageField } = formFields<PhysicianFormValues>();

export interface PhysicianFormProps {
  /** The shared schema: `physicianCreateSchema` on register, `physicianUpdateSchema` on update. */
  schema: Validating;
  initialValues: PhysicianFormValues;
  clinics: ClinicChoice;
  password: PasswordField;
  /** The words above the submit button when the form cannot be sent, from the errors found. */
  summary: (errors: FieldErrors) => MessageDescriptor;
  submitLabel: string;
  onSubmit: (values: PhysicianFormValues) => Promise<void>;
}

/**
 * The register and update form (spec 1 sections 2 and 5): photo at the top, then General,
 * Contact and Medical Information, each with a validity tick or an error indicator. The submit
 * button stays enabled: pressing it on an incomplete form shows every message and a summary.
 */
export function PhysicianForm({ schema, initialValues, clinics, password, summary, submitLabel, onSubmit }: PhysicianFormProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const bodies: Record<SectionKey, ReactNode> = {
    ginfo: <GeneralSection />,
    contact: <ContactSection password={password} />,
    medical: <MedicalSection clinics={clinics} />,
  };
  return (
    <EntityForm<PhysicianFormValues>
      idPrefix="physician"
      schema={schema}
      initialValues={initialValues}
      header={<ImageField name="avatar" label={intl.formatMessage({ id: 'physicians.form.avatar' })} upload={imageUploader(user?.token)} />}
      sections={PHYSICIAN_SECTIONS.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: `physicians.form.sections.${section.key}` }),
        body: bodies[section.key],
      }))}
      summary={summary}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
