import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Physician } from '@mk/contracts';
import { errorMessage, useDeletePhysicianMutation } from '@mk/api';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { physicianName, useLocale } from '../physician-text';

export interface PhysicianDeleteDialogProps {
  /** The physician to delete; the dialog is closed when null. */
  physician: Physician | null;
  onClose: () => void;
}

/** The list's delete confirmation, in the spec's words; it deletes the physician it names. */
export function PhysicianDeleteDialog({ physician, onClose }: PhysicianDeleteDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const [deletePhysician] = useDeletePhysicianMutation();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `physicians.list.delete.${id}` }, values);
  const name = physician ? physicianName(physician, locale) : '';

  const remove = async () => {
    if (!physician) return;
    try {
      await deletePhysician(physician.sys_id).unwrap();
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
    notify.success(t('done', { name }));
    onClose();
  };

  return (
    <ConfirmDialog open={physician !== null} danger title={t('title')} okText={t('ok')} onOk={remove} onCancel={onClose}>
      <Typography.Paragraph>{t('irreversible')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('question', { name })}</Typography.Paragraph>
    </ConfirmDialog>
  );
}
