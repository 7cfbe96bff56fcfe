import { Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog } from '../confirm.dialog';
import { useNotify } from '../notify';

export interface DeleteDialogProps<T> {
  /** The record to delete; the dialog is closed when null. */
  item: T | null;
  /** The record's name in the question and the notice. */
  name: (item: T) => string;
  /**
   * Prefix of the dialog's message ids: `<messages>.title`, `.irreversible`, `.question` ({name}),
   * `.ok` and `.done` ({name}), so each domain says it in the spec's words.
   */
  messages: string;
  /** Deletes the record; a rejection keeps the dialog open and shows the server's reason in the user's language. */
  remove: (item: T) => Promise<unknown>;
  /** Say a refusal in the domain's words, `<messages>.failed` ({name}, {message}: the server's reason); the reason alone otherwise. */
  failedMessage?: boolean;
  onClose: () => void;
  onDeleted?: (item: T) => void;
}

/** A row's delete confirmation: it deletes the record it names, then says so. */
export function DeleteDialog<T>({ item, name, messages, remove, failedMessage, onClose, onDeleted }: DeleteDialogProps<T>) {
  const intl = useIntl();
  const notify = useNotify();
  const shown = item ? name(item) : '';
  const t = (id: string) => intl.formatMessage({ id: `${messages}.${id}` }, { name: shown });

  const confirm = async () => {
    if (!item) return;
    try {
      await remove(item);
    } catch (error) {
      const reason = apiErrorText(intl, error);
      notify.error(failedMessage ? intl.formatMessage({ id: `${messages}.failed` }, { name: shown, message: reason }) : reason);
      throw error;
    }
    notify.success(t('done'));
    onDeleted?.(item);
    onClose();
  };

  return (
    <ConfirmDialog open={item !== null} danger title={t('title')} okText={t('ok')} onOk={confirm} onCancel={onClose}>
      <Typography.Paragraph>{t('irreversible')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('question')}</Typography.Paragraph>
    </ConfirmDialog>
  );
}

/** The delete dialog with its open state: `ask(row)` opens it; render `dialog` once on the page. */
export function useDeleteDialog<T>(options: Omit<DeleteDialogProps<T>, 'item' | 'onClose'>): { ask: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  const ask = useCallback((next: T) => setItem(() => next), []);
  return { ask, dialog: <DeleteDialog<T> {...options} item={item} onClose={() => setItem(null)} /> };
}
