import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Appointment } from '@mk/contracts';
import { useMarkAppointmentNoShowMutation, useSetAppointmentInsuranceMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog, useNotify } from '@mk/ui';

interface DialogProps {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}

/** Insurance Details: says whether insurance covers the appointment and switches it (PATCH insurance). */
export function InsuranceDialog({ appointment, open, onClose }: DialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [setInsurance] = useSetAppointmentInsuranceMutation();
  const t = (id: string) => intl.formatMessage({ id: `appointments.details.insuranceDialog.${id}` });
  const insured = Boolean(appointment.isInsurance);

  const save = async () => {
    try {
      await setInsurance({ id: appointment.appointmentId, insurance: !insured }).unwrap();
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    notify.success(t('done'));
    onClose();
  };

  return (
    <ConfirmDialog open={open} title={t('title')} okText={t(insured ? 'remove' : 'add')} onOk={save} onCancel={onClose}>
      <Typography.Paragraph strong>{t(insured ? 'insured' : 'notInsured')}</Typography.Paragraph>
      <Typography.Paragraph>{t(insured ? 'removeQuestion' : 'addQuestion')}</Typography.Paragraph>
    </ConfirmDialog>
  );
}

/** No Show: asks first, then PATCH noshow; the page reloads the appointment through its tag. */
export function NoShowDialog({ appointment, open, onClose }: DialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [markNoShow] = useMarkAppointmentNoShowMutation();
  const t = (id: string) => intl.formatMessage({ id: `appointments.details.noShowDialog.${id}` });

  const confirm = async () => {
    try {
      await markNoShow(appointment.appointmentId).unwrap();
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    notify.success(t('done'));
    onClose();
  };

  return (
    <ConfirmDialog open={open} danger title={t('title')} okText={t('ok')} onOk={confirm} onCancel={onClose}>
      <Typography.Paragraph>{t('question')}</Typography.Paragraph>
    </ConfirmDialog>
  );
}
