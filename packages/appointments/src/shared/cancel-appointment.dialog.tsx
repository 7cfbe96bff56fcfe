import { Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCancelAppointmentMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog, useNotify } from '@mk/ui';

export interface CancelTarget {
  id: string;
  /** Who and when, so the question names what will be cancelled (UX.md). */
  physician: string;
  time: string;
}

export interface CancelAppointmentDialogProps {
  /** The appointment to cancel; the dialog is closed when null. */
  target: CancelTarget | null;
  onClose: () => void;
  onCanceled?: () => void;
}

/**
 * Asks before cancelling (by the person in charge), then `pic-cancel`. The monitor's day and the
 * appointment reload through the API's tags. Messages from spec 2 section 8.
 */
export function CancelAppointmentDialog({ target, onClose, onCanceled }: CancelAppointmentDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [cancel] = useCancelAppointmentMutation();
  const t = (id: string) => intl.formatMessage({ id: `appointments.cancel.${id}` });

  const confirm = async () => {
    if (!target) return;
    try {
      await cancel(target.id).unwrap();
    } catch (error) {
      notify.error(t('failed'), { description: apiErrorText(intl, error) });
      throw error;
    }
    notify.success(t('done'));
    onCanceled?.();
    onClose();
  };

  return (
    <ConfirmDialog open={target !== null} danger title={t('title')} okText={t('ok')} cancelText={t('keep')} onOk={confirm} onCancel={onClose}>
      <Typography.Paragraph>
        <FormattedMessage
          id="appointments.cancel.question"
          values={{ physician: <bdi>{target?.physician}</bdi>, time: <bdi>{target?.time}</bdi> }}
        />
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
