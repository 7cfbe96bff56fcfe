import { Alert, Button, Collapse, Form, Typography } from 'antd';
import { useFormik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { MessageDescriptor } from '@mk/validators';
import { selectUser } from '@mk/session';
import { FormSectionLabel, ImageUploader } from '@mk/ui';
import { PhysicianFormContext, type PhysicianFormContextValue } from './physician-form.context';
import { ContactSection, GeneralSection, MedicalSection, type ClinicChoice, type PasswordField } from './physician-form.sections';
import { PHYSICIAN_SECTIONS, type PhysicianFormValues, type SectionKey } from './physician-form.values';
import { validateWith, type FieldErrors, type Validating } from '@mk/validators';

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
 * Contact and Medical Information, each with a validity tick or an error indicator. Rules come
 * from the shared yup schema; its messages are descriptors shown in the user's language. The
 * submit button stays enabled: pressing it on an incomplete form shows every message and a summary.
 */
export function PhysicianForm({ schema, initialValues, clinics, password, summary, submitLabel, onSubmit }: PhysicianFormProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const formik = useFormik<PhysicianFormValues>({
    initialValues,
    validateOnMount: true,
    validate: async (values) => (await validateWith(schema, values)) as unknown as FormikErrors<PhysicianFormValues>,
    // Submission goes through `submit` below, which says why a form cannot be sent.
    onSubmit: () => undefined,
  });

  const errors = formik.errors as unknown as FieldErrors;
  const describe = (message: MessageDescriptor) => intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  const sectionValid = (key: SectionKey) => PHYSICIAN_SECTIONS.find((section) => section.key === key)!.fields.every((field) => !errors[field]);

  const context: PhysicianFormContextValue = {
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
    if (Object.keys(found).length > 0) {
      setProblem(describe(summary(found)));
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

  const bodies: Record<SectionKey, ReactNode> = {
    ginfo: <GeneralSection />,
    contact: <ContactSection password={password} />,
    medical: <MedicalSection clinics={clinics} />,
  };
  const items = PHYSICIAN_SECTIONS.map((section) => ({
    key: section.key,
    // Every section stays mounted, so a collapsed one still validates and keeps its values.
    forceRender: true,
    label: <FormSectionLabel section={section.key} title={intl.formatMessage({ id: `physicians.form.sections.${section.key}` })} valid={sectionValid(section.key)} />,
    children: bodies[section.key],
  }));
  const photo = intl.formatMessage({ id: 'physicians.form.avatar' });

  return (
    <PhysicianFormContext.Provider value={context}>
      {/* Outside antd's Form, whose styles show every file input (the uploader's is hidden). */}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginBlockEnd: 16 }}>
        <ImageUploader
          label={photo}
          value={formik.values.avatar || null}
          token={user?.token}
          onUploaded={(url) => void formik.setFieldValue('avatar', url)}
        />
        <Typography.Text strong style={{ marginBlockStart: 4 }}>
          {photo}
        </Typography.Text>
      </div>
      <Form layout="vertical" noValidate onFinish={() => void submit()}>
        <Collapse items={items} defaultActiveKey={PHYSICIAN_SECTIONS.map((section) => section.key)} />
        {problem && Object.keys(errors).length > 0 && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBlockStart: 16 }} />}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockStart: 16 }}>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </PhysicianFormContext.Provider>
  );
}
