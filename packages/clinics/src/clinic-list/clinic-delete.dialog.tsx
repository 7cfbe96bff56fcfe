import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Clinic } from '@mk/contracts';
import { errorMessage, useDeleteClinicMutation } from '@mk/api';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { clinicName, useLocale } from '../clinic-text';

export interface ClinicDeleteDialogProps {
  /** The clinic to delete; the dialog is closed when null. */
  clinic: Clinic | null;
  onClose: () => void;
  onDeleted?: (clinic: Clinic) => void;
}

/**
 * The list's delete confirmation, in the spec's words. It deletes the clinic it names: the old
 * product called DELETE with a fixed placeholder id (docs/deviations.md).
 */
export function ClinicDeleteDialog({ clinic, onClose, onDeleted }: ClinicDeleteDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const [deleteClinic] = useDeleteClinicMutation();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinics.list.delete.${id}` }, values);
  const name = clinic ? clinicName(clinic, locale) : '';

  const remove = async () => {
    if (!clinic) return;
    try {
      await deleteClinic(clinic.sys_id).unwrap();
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
    notify.success(t('done', { name }));
    onDeleted?.(clinic);
    onClose();
  };

  return (
    <ConfirmDialog open={clinic !== null} danger title={t('title')} okText={t('ok')} onOk={remove} onCancel={onClose}>
      <Typography.Paragraph>{t('irreversible')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('question', { name })}</Typography.Paragraph>
    </ConfirmDialog>
  );
}
