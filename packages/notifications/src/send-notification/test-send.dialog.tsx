import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGES } from '@mk/validators';
import { ConfirmDialog } from '@mk/ui';

export interface TestSendDialogProps {
  open: boolean;
  /** Sends the test to this user id; a rejection keeps the dialog open (the page says why). */
  onSend: (userId: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Send Test Notification (spec 2 sections 2 and 4): 'Enter User ID'; Send without one says 'Must
 * enter a user ID' and sends nothing; a sent test closes the dialog, Cancel closes it too.
 */
export function TestSendDialog({ open, onSend, onClose }: TestSendDialogProps) {
  const intl = useIntl();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `notifications.send.test.${id}` });
  const close = () => {
    setUserId('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!userId.trim()) {
      setError(intl.formatMessage({ id: MESSAGES.notificationUserId.id, defaultMessage: MESSAGES.notificationUserId.defaultMessage }));
      return;
    }
    await onSend(userId.trim());
    close();
  };

  return (
    <ConfirmDialog open={open} title={t('title')} okText={t('send')} onOk={send} onCancel={close}>
      <label htmlFor="notification-test-user" style={{ display: 'block', marginBlockEnd: 8 }}>
        {t('userId')}
      </label>
      <Input
        id="notification-test-user"
        value={userId}
        dir="ltr"
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'notification-test-user-error' : undefined}
        onChange={(event) => {
          setUserId(event.target.value);
          setError(null);
        }}
        onPressEnter={() => void send()}
      />
      {error && (
        <Typography.Text type="danger" role="alert" id="notification-test-user-error">
          {error}
        </Typography.Text>
      )}
    </ConfirmDialog>
  );
}
