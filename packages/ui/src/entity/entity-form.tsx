import { Alert, Button, Collapse, Form, Typography } from 'antd';
import { getIn, setNestedObjectValues, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { validateWith, type FieldErrors, type MessageDescriptor, type Validating } from '@mk/validators';
import { FormSectionLabel } from '../form-section-label';
import { FormKitContext, type FormKit } from '../form/form-kit.context';

export interface EntityFormSection {
  key: string;
  title: string;
  /** The fields whose messages mark the section invalid (a path the schema reports, e.g. 'services'; a list's rows count as the list). */
  fields: readonly string[];
  body: ReactNode;
}

export interface EntityFormProps<V> {
  /** Prefix of every input id ('clinic' -> 'clinic-zip'). */
  idPrefix: string;
  /** The shared yup schema of @mk/validators; its messages are descriptors shown in the user's language. */
  schema: Validating;
  initialValues: V;
  sections: EntityFormSection[];
  /** Above the sections and outside antd's Form: the logo or photo. */
  header?: ReactNode;
  /** The words under the sections after a submit that found errors. */
  summary: (errors: FieldErrors) => MessageDescriptor;
  /** Keep submit disabled until every section is valid (else pressing it shows every message). */
  holdSubmitUntilValid?: boolean;
  /** Keep submit disabled for a reason outside the form (e.g. an offer window that has closed). */
  submitDisabled?: boolean;
  submitLabel: string;
  onSubmit: (values: V) => Promise<void>;
  className?: string;
}

/**
 * A register or update form: a header, expandable sections each announcing whether it is complete,
 * a summary of what stops a submit, and the submit button. Formik owns values, touched fields,
 * submit attempts and the submitting state; the schema's messages show after a field is left or
 * after a submit attempt.
 */
export function EntityForm<V extends object>(props: EntityFormProps<V>) {
  const { idPrefix, schema, initialValues, sections, header, summary, holdSubmitUntilValid, submitDisabled, submitLabel, onSubmit, className } = props;
  const intl = useIntl();
  // Before the mount validation has run, errors are empty; a held button must not be enabled then.
  const [validated, setValidated] = useState(false);
  const formik = useFormik<V>({
    initialValues,
    validateOnMount: true,
    validate: async (values) => {
      const errors = await validateWith(schema, values);
      setValidated(true);
      return errors as unknown as FormikErrors<V>;
    },
    onSubmit,
  });

  const errors = formik.errors as unknown as FieldErrors;
  const describe = (message: MessageDescriptor) => intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  const attempted = formik.submitCount > 0;
  const kit: FormKit<V> = {
    formik,
    errors,
    describe,
    fieldId: (name) => `${idPrefix}-${name}`,
    shownError: (name) => {
      // A row of a list field ('items[0].name') is touched in a nested object.
      const touched = getIn(formik.touched, name) as unknown;
      return errors[name] && (attempted || touched) ? describe(errors[name]) : undefined;
    },
  };
  // A field covers the paths inside it: 'items' also stands for 'items[0].name'.
  const within = (field: string) => (path: string) => path === field || path.startsWith(`${field}[`) || path.startsWith(`${field}.`);
  const sectionValid = (section: EntityFormSection) => section.fields.every((field) => !Object.keys(errors).some(within(field)));
  const held = holdSubmitUntilValid && (!validated || !sections.every(sectionValid));
  const problem = attempted && Object.keys(errors).length > 0 ? describe(summary(errors)) : null;
  const t = (id: string) => intl.formatMessage({ id: `ui.entityForm.${id}` }, { action: submitLabel });
  /**
   * A held button cannot be pressed to learn why (issue 16): this shows every field's message, as a
   * failed submit would, and moves focus to the first field that needs attention.
   */
  const [revealed, setRevealed] = useState(0);
  const showMissing = () => {
    void formik.setTouched(setNestedObjectValues<FormikTouched<V>>(formik.errors, true), false);
    setRevealed((count) => count + 1);
  };
  // Once the messages show, the first field marked invalid (in the page's order) takes focus.
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [revealed]);

  const items = sections.map((section) => ({
    key: section.key,
    // Every section stays mounted, so a collapsed one still validates and keeps its values.
    forceRender: true,
    label: <FormSectionLabel section={section.key} title={section.title} valid={sectionValid(section)} />,
    children: section.body,
  }));

  return (
    <FormKitContext.Provider value={kit as FormKit<unknown>}>
      <div ref={formRef}>
        {header}
        <Form layout="vertical" noValidate onFinish={() => void formik.submitForm()} className={className}>
          <Collapse items={items} defaultActiveKey={sections.map((section) => section.key)} />
          {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBlockStart: 16 }} />}
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8, marginBlockStart: 16 }}>
            {held && validated && (
              <>
                <Typography.Text type="secondary" id={`${idPrefix}-held-hint`}>
                  {t('heldHint')}
                </Typography.Text>
                <Button type="link" onClick={showMissing}>
                  {t('showMissing')}
                </Button>
              </>
            )}
            <Button
              type="primary"
              htmlType="submit"
              disabled={held || submitDisabled}
              aria-describedby={held && validated ? `${idPrefix}-held-hint` : undefined}
              loading={formik.isSubmitting}
            >
              {submitLabel}
            </Button>
          </div>
        </Form>
      </div>
    </FormKitContext.Provider>
  );
}
