import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_MAX_WIDTH } from '@mk/contracts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, naming what will be removed (UX.md: destructive actions ask first, in the spec's words). */
  children?: ReactNode;
  /** May return a promise: the OK button shows progress until it settles, and the dialog stays open if it fails. */
  onOk: () => unknown;
  onCancel: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A red OK button, for destructive actions. */
  danger?: boolean;
}

/**
 * OK and Cancel, at most 500 px wide (spec 1 section 2). antd's Modal traps focus, closes with
 * Escape and labels the dialog by its title.
 */
export function ConfirmDialog({ open, title, children, onOk, onCancel, okText, cancelText, danger = false }: ConfirmDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onOk();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_MAX_WIDTH}
      style={{ maxWidth: '100%' }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      confirmLoading={busy}
      okText={okText ?? intl.formatMessage({ id: 'ui.common.ok' })}
      cancelText={cancelText ?? intl.formatMessage({ id: 'ui.common.cancel' })}
      okButtonProps={{ danger }}
      destroyOnHidden
      keyboard
      className="mk-confirm-dialog"
    >
      {children}
    </Modal>
  );
}
