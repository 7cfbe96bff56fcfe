import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { apiErrorText, useLocale } from '@mk/i18n';
import { ConfirmDialog } from '../confirm.dialog';
import { useNotify } from '../notify';
import type { EntityArea } from './entity-area';

export interface RecordRemovalOptions<T extends { sys_id: string }> {
  /**
   * Prefix of the profile's message ids: `<messages>.remove` (the button), `.removeTitle`,
   * `.removeQuestion` and `.removeOk` (the confirmation), in each domain's words.
   */
  messages: string;
  /** The list to return to, and the record's name in the notice. */
  area: EntityArea<T>;
  /** Removes the record; a refusal keeps the dialog open and says the server's reason in the user's language. */
  remove: (record: T) => Promise<unknown>;
  /** The id of the notice once removed, with the record's `{name}`. */
  done: string;
}

export interface RecordRemoval<T> {
  /** True once the record is removed: the page stops asking for it on the way out (`useEntityRecord`'s `skip`). */
  removed: boolean;
  /** The Remove button of a record's action bar: it asks before anything is removed. */
  button: (record: T) => ReactNode;
  /** The confirmation; render it once on the page. */
  dialog: ReactNode;
}

/**
 * A profile's Remove: the button, the confirmation, then the removal, its notice and the way back
 * to the list. Call it before `useEntityRecord`, so its `removed` can stop the record's query.
 */
export function useRecordRemoval<T extends { sys_id: string }>({ messages, area, remove, done }: RecordRemovalOptions<T>): RecordRemoval<T> {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const [asked, setAsked] = useState<T | null>(null);
  const [removed, setRemoved] = useState(false);
  const t = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove(asked);
    } catch (failure) {
      notify.error(apiErrorText(intl, failure));
      throw failure;
    }
    setRemoved(true);
    setAsked(null);
    notify.success(intl.formatMessage({ id: done }, { name: area.name(asked, locale) }));
    navigate(area.list.to);
  };

  return {
    removed,
    button: (record) => (
      // Not antd's red text: too light for text on white (axe color-contrast); the dialog's OK is red.
      <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setAsked(() => record)}>
        {t('remove')}
      </Button>
    ),
    dialog: (
      <ConfirmDialog open={asked !== null} danger title={t('removeTitle')} okText={t('removeOk')} onOk={confirm} onCancel={() => setAsked(null)}>
        {t('removeQuestion')}
      </ConfirmDialog>
    ),
  };
}
