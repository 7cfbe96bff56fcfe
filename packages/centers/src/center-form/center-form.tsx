import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { centerSchema, centerUpdateSchema, MESSAGES, type FieldErrors } from '@mk/validators';
import { imageUploader } from '@mk/api';
import type { PicChoice } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { AddressFields, BankFields, ContactFields, EntityForm, formFields } from '@mk/ui';
import { GeneralSection, useFieldLabel } from './center-form.sections';
import { CENTER_ADDRESS, CENTER_SECTIONS, type CenterFormValues, type SectionKey } from './center-form.values';

const { ImageField } = formFields<CenterFormValues>();

/** ADMIN's register: the person in charge must be chosen ('Please fill all required fields'), as the other required texts. */
const centerWithPicSchema = centerSchema.shape({ pic_id: centerSchema.fields.address });
/** The update neither shows nor sends the person in charge; the logo may stay as stored. */
const updateSchema = centerUpdateSchema;

export interface CenterFormProps {
  /** Register: the logo is required ("Center's logo is required") and the defaults apply. */
  mode: 'register' | 'update';
  initialValues: CenterFormValues;
  /** The person-in-charge select (ADMIN on register); a PIC never sees it. */
  pic?: PicChoice;
  submitLabel: string;
  onSubmit: (values: CenterFormValues) => Promise<void>;
}

/**
 * The register and update form (spec 3 sections 2 and 5): the logo at the top, then General,
 * Contact, Address and Bank, checked by the shared center schema. A missing logo is said in the
 * spec's words, any other miss as 'Please fill all required fields'.
 */
export function CenterForm({ mode, initialValues, pic, submitLabel, onSubmit }: CenterFormProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const label = useFieldLabel();
  const register = mode === 'register';
  const bodies: Record<SectionKey, ReactNode> = {
    general: <GeneralSection pic={pic} />,
    contact: <ContactFields<CenterFormValues> label={label} />,
    address: <AddressFields<CenterFormValues> parts={CENTER_ADDRESS} label={label} wideCoordinates />,
    bank: <BankFields<CenterFormValues> label={label} />,
  };
  const summary = (errors: FieldErrors) => (register && errors.avatar ? errors.avatar : MESSAGES.required);
  return (
    <EntityForm<CenterFormValues>
      idPrefix="center"
      schema={register ? (pic ? centerWithPicSchema : centerSchema) : updateSchema}
      initialValues={initialValues}
      header={<ImageField name="avatar" label={intl.formatMessage({ id: 'centers.form.logo' })} required={register} upload={imageUploader(user?.token)} />}
      sections={CENTER_SECTIONS.map((section) => ({
        ...section,
        title: intl.formatMessage({ id: `centers.form.sections.${section.key}` }),
        body: bodies[section.key],
      }))}
      summary={summary}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
