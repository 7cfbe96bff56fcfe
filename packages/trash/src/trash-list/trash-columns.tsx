import { Typography, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { TRASH_ENTITY_TYPE_LABELS, type Locale, type TrashItem } from '@mk/contracts';
import { localizedName } from '@mk/i18n';
import { ButtonCell, DateTimeCell, TextCell } from '@mk/ui';

/** The kind in the user's language; an unknown kind as sent. */
export function kindLabel(type: string, locale: Locale): string {
  return TRASH_ENTITY_TYPE_LABELS[type as keyof typeof TRASH_ENTITY_TYPE_LABELS]?.[locale] ?? type;
}

/** The record's name in the user's language (its Arabic name in Arabic when it has one). */
export const itemName = (item: TrashItem, locale: Locale) => localizedName(locale, item.name, item.name_ar);

/** The name and, for a record removed along with another, that it comes back with that one. */
function NameCell({ item, locale }: { item: TrashItem; locale: Locale }) {
  const intl = useIntl();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <bdi>{itemName(item, locale)}</bdi>
      {item.removed_with && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage({ id: 'trash.list.removedWith' }, { kind: item.removed_with.entity_type })}
        </Typography.Text>
      )}
    </span>
  );
}

function RestoreCell({ item, locale, onRestore }: { item: TrashItem; locale: Locale; onRestore: (item: TrashItem) => void }) {
  const intl = useIntl();
  return (
    <ButtonCell kind="secondary" onClick={() => onRestore(item)} ariaLabel={intl.formatMessage({ id: 'trash.list.restoreFor' }, { name: itemName(item, locale) })}>
      {intl.formatMessage({ id: 'trash.list.restore' })}
    </ButtonCell>
  );
}

/** Kind, Name, Removed at, Removed by, Leaves the Trash on, and Restore (issue 29). */
export function trashColumns(locale: Locale, onRestore: (item: TrashItem) => void): TableColumnsType<TrashItem> {
  return [
    { key: 'kind', render: (_, item) => kindLabel(item.entity_type, locale) },
    { key: 'name', render: (_, item) => <NameCell item={item} locale={locale} /> },
    { key: 'removedAt', render: (_, item) => <DateTimeCell value={item.removed_at} /> },
    { key: 'removedBy', render: (_, item) => <TextCell value={item.removed_by} /> },
    { key: 'purgeAt', render: (_, item) => <DateTimeCell value={item.purge_at} /> },
    { key: 'restore', render: (_, item) => <RestoreCell item={item} locale={locale} onRestore={onRestore} /> },
  ];
}
