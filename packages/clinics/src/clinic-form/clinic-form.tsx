import { Alert, Button, Collapse, Form, Typography } from 'antd';
import { useFormik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { MESSAGES, type MessageDescriptor } from '@mk/validators';
import { selectUser } from '@mk/session';
import { FormSectionLabel, ImageUploader } from '@mk/ui';
import { ClinicFormContext, type ClinicFormContextValue } from './clinic-form.context';
import { AddressSection, BankSection, ContactSection, GeneralSection, type PicChoice } from './clinic-form.sections';
import { CLINIC_SECTIONS, type ClinicFormValues, type SectionKey } from './clinic-form.values';
import { validateWith, type FieldErrors, type Validating } from '@mk/validators';

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

const SECTION_BODIES: Record<SectionKey, (pic?: PicChoice) => ReactNode> = {
  ginfo: (pic) => <GeneralSection pic={pic} />,
  contact: () => <ContactSection />,
  address: () => <AddressSection />,
  bank: () => <BankSection />,
};

/**
 * The register and update form (spec 1 sections 2 and 5): logo at the top, then General,
 * Contact, Address and Bank Account sections, each with a validity tick or an error indicator.
 * Rules come from the shared yup schema; its messages are descriptors shown in the user's language.
 */
export function ClinicForm({ schema, initialValues, pic, logoRequired, submitLabel, onSubmit }: ClinicFormProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const [validated, setValidated] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const formik = useFormik<ClinicFormValues>({
    initialValues,
    validateOnMount: true,
    validate: async (values) => {
      const errors = await validateWith(schema, values);
      setValidated(true);
      return errors as unknown as FormikErrors<ClinicFormValues>;
    },
    // Submission goes through `submit` below, which says why a form cannot be sent.
    onSubmit: () => undefined,
  });

  const errors = formik.errors as unknown as FieldErrors;
  const describe = (message: MessageDescriptor) =>
    intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  const sectionValid = (key: SectionKey) => CLINIC_SECTIONS.find((section) => section.key === key)!.fields.every((field) => !errors[field]);
  const sectionsValid = CLINIC_SECTIONS.every((section) => sectionValid(section.key));

  const context: ClinicFormContextValue = {
    formik,
    describe,
    shownError: (field) => {
      const error = errors[field];
      const touched = (formik.touched as Record<string, boolean | undefined>)[field];
      return error && (attempted || touched) ? describe(error) : undefined;
    },
  };

  const submit = async () => {
    setAttempted(true);
    const found = (await formik.validateForm()) as unknown as FieldErrors;
    if (logoRequired && found.avatar) {
      setProblem(describe(found.avatar));
      return;
    }
    if (Object.keys(found).length > 0) {
      setProblem(describe(MESSAGES.required));
      return;
    }
    setProblem(null);
    formik.setSubmitting(true);
    try {
      await onSubmit(formik.values);
    } finally {
      formik.setSubmitting(false);
    }
  };

  const items = CLINIC_SECTIONS.map((section) => ({
    key: section.key,
    // Every section stays mounted, so a collapsed one still validates and keeps its values.
    forceRender: true,
    label: <FormSectionLabel section={section.key} title={intl.formatMessage({ id: `clinics.form.sections.${section.key}` })} valid={sectionValid(section.key)} />,
    children: SECTION_BODIES[section.key](pic),
  }));

  const logoError = logoRequired && attempted && errors.avatar ? describe(errors.avatar) : undefined;

  return (
    <ClinicFormContext.Provider value={context}>
      {/* Outside antd's Form, whose styles show every file input (the uploader's is hidden). */}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginBlockEnd: 16 }}>
        <ImageUploader
          label={intl.formatMessage({ id: 'clinics.form.logo' })}
          value={formik.values.avatar || null}
          token={user?.token}
          onUploaded={(url) => {
            void formik.setFieldValue('avatar', url);
            void formik.setFieldTouched('avatar', true, false);
          }}
        />
        <Typography.Text strong style={{ marginBlockStart: 4 }}>
          {intl.formatMessage({ id: 'clinics.form.logo' })}
          {logoRequired && <span aria-hidden> *</span>}
        </Typography.Text>
        {logoError && (
          <Typography.Text type="danger" role="alert">
            {logoError}
          </Typography.Text>
        )}
      </div>
      <Form layout="vertical" noValidate onFinish={() => void submit()} className="mk-clinic-form">
        <Collapse items={items} defaultActiveKey={CLINIC_SECTIONS.map((section) => section.key)} />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBlockStart: 16 }} />}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockStart: 16 }}>
          <Button type="primary" htmlType="submit" disabled={!validated || !sectionsValid} loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </ClinicFormContext.Provider>
  );
}
