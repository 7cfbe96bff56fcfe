import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSendNotificationMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityPage, useNotify } from '@mk/ui';
import { AdminOnly } from '../admin-only';
import { notificationPaths } from '../notification-paths';
import { SendNotificationForm } from './send-notification.form';
import { notificationBody, type SendNotificationValues } from './send-notification.values';

function SendNotification() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [sendNotification] = useSendNotificationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `notifications.send.${id}` }, values);

  /**
   * One send; a refusal shows in the page and as a notice (spec 2 section 8) and rejects. The
   * success notice is the server's message for the outcome (the reply's English words, in the
   * user's language).
   */
  const send = async (values: SendNotificationValues, userId?: string) => {
    setFailure(null);
    try {
      await sendNotification({ notification: notificationBody(values, userId), store: values.store }).unwrap();
    } catch (error) {
      const message = apiErrorText(intl, error);
      setFailure(message);
      notify.error(t('failed', { message }));
      throw error;
    }
    notify.success(t(values.store ? 'sent.stored' : 'sent.notStored'));
  };

  return (
    <EntityPage
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={[{ label: intl.formatMessage({ id: 'notifications.center.title' }), to: notificationPaths.center() }, { label: t('title') }]}
      failure={failure}
    >
      <SendNotificationForm
        // A broadcast leads to the Notification Center, where its delivery can be followed; a test stays here.
        onSend={(values) => send(values).then(() => navigate(notificationPaths.center()), () => undefined)}
        onTest={(values, userId) => send(values, userId)}
      />
    </EntityPage>
  );
}

/** Send Notification (spec 2 section 2), ADMIN only. */
export default function SendNotificationPage() {
  const intl = useIntl();
  return (
    <AdminOnly title={intl.formatMessage({ id: 'notifications.send.title' })}>
      <SendNotification />
    </AdminOnly>
  );
}
