import { Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, TrashItem } from '@mk/contracts';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { useRestoreFromTrashMutation } from '../trash.api';
import { itemName, kindLabel } from './trash-columns';

/**
 * Restore's confirmation: `ask(item)` opens it, `dialog` is rendered once on the page. On OK the
 * record comes back (with those removed along with it) and a notice says so; a refusal keeps the
 * dialog open and says the server's reason in the user's language (by its code).
 */
export function useRestoreDialog(locale: Locale): { ask: (item: TrashItem) => void; dialog: ReactNode } {
  const intl = useIntl();
  const notify = useNotify();
  const [restore] = useRestoreFromTrashMutation();
  const [item, setItem] = useState<TrashItem | null>(null);
  const ask = useCallback((next: TrashItem) => setItem(() => next), []);
  const values = item ? { name: itemName(item, locale), kind: kindLabel(item.entity_type, locale) } : { name: '', kind: '' };
  const t = (id: string, more: Record<string, string | number> = {}) => intl.formatMessage({ id: `trash.restore.${id}` }, { ...values, ...more });

  const confirm = async () => {
    if (!item) return;
    let restored;
    try {
      restored = await restore({ entity_type: item.entity_type, sys_id: item.sys_id }).unwrap();
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    const others = Math.max(0, (restored?.restored?.length ?? 1) - 1);
    notify.success(others > 0 ? t('doneWith', { others }) : t('done'));
    setItem(null);
  };

  const dialog = (
    <ConfirmDialog open={item !== null} title={t('title')} okText={t('ok')} onOk={confirm} onCancel={() => setItem(null)}>
      <Typography.Paragraph>{t('question')}</Typography.Paragraph>
      {item?.removed_with && <Typography.Paragraph type="secondary">{t('withParent')}</Typography.Paragraph>}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
