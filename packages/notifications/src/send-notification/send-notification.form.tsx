import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { imageUploader } from '@mk/api';
import { useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { MESSAGES, notificationSchema } from '@mk/validators';
import { EntityForm, formFields, useFormKit } from '@mk/ui';
import { initialSendValues, PATIENT_APP, type SendNotificationValues } from './send-notification.values';
import { TestSendDialog } from './test-send.dialog';

const { SelectField, TextField, FlagField, ImageField } = formFields<SendNotificationValues>();

export interface SendNotificationFormProps {
  /** Sends to every patient; resolves once the server accepted it (a refusal is the page's to show). */
  onSend: (values: SendNotificationValues) => Promise<void>;
  /** Sends the form's notification to one patient; rejects when refused, keeping the dialog open. */
  onTest: (values: SendNotificationValues, userId: string) => Promise<void>;
}

/** Send test notification: like Send notification, held until the title is valid. */
function TestSendButton({ onTest }: Pick<SendNotificationFormProps, 'onTest'>) {
  const intl = useIntl();
  const { formik, errors } = useFormKit<SendNotificationValues>();
  const [open, setOpen] = useState(false);
  // The paper plane points the way text runs (UX.md: icons that point mirror in Arabic).
  const mirrored = useLocale() === 'ar' ? { transform: 'scaleX(-1)' } : undefined;
  const titleValid = Boolean(formik.values.title.trim()) && !errors.title;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button icon={<SendOutlined aria-hidden style={mirrored} />} disabled={!titleValid} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'notifications.send.test.button' })}
      </Button>
      <TestSendDialog open={open} onClose={() => setOpen(false)} onSend={(userId) => onTest(formik.values, userId)} />
    </div>
  );
}

/**
 * Send Notification (spec 2 sections 2, 4 and 5): the app (the patient app, preselected), a title
 * by the name rule of at least 3 characters, content, 'Store message in users' notification
 * center' (on), an optional image; Send test notification and Send notification stay disabled
 * until the title is valid.
 */
export function SendNotificationForm({ onSend, onTest }: SendNotificationFormProps) {
  const intl = useIntl();
  const token = useSelector(selectUser)?.token;
  const label = (id: string) => intl.formatMessage({ id: `notifications.send.fields.${id}` });
  const apps = [{ value: PATIENT_APP, label: label('patientApp') }];

  return (
    <EntityForm<SendNotificationValues>
      idPrefix="notification"
      schema={notificationSchema}
      initialValues={initialSendValues}
      holdSubmitUntilValid
      header={<ImageField name="image" label={label('image')} upload={imageUploader(token)} />}
      sections={[
        {
          key: 'notification',
          title: intl.formatMessage({ id: 'notifications.send.section' }),
          fields: ['title', 'content', 'image'],
          body: (
            <>
              <SelectField name="app" label={label('app')} required options={apps} />
              <TextField name="title" label={label('title')} required />
              <TextField name="content" label={label('content')} multiline />
              <FlagField name="store" label={label('store')} />
              <TestSendButton onTest={onTest} />
            </>
          ),
        },
      ]}
      summary={() => MESSAGES.required}
      submitLabel={intl.formatMessage({ id: 'notifications.send.submit' })}
      onSubmit={onSend}
    />
  );
}
