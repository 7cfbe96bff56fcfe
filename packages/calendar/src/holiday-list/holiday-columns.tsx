import { Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HolidayKind, Locale, MarketplaceHoliday } from '@mk/contracts';
import { formatHijri } from '@mk/scheduling';
import { formatCalendarDay } from '@mk/i18n';
import { ButtonCell, StatusTag } from '@mk/ui';
import { dayRange, holidayName } from './holiday-text';
import type { HolidayActions } from './use-holiday-actions';

const KIND_TONE = { holiday: 'info', ramadan: 'neutral' } as const satisfies Record<HolidayKind, 'info' | 'neutral'>;

function KindCell({ kind }: { kind: HolidayKind }) {
  const intl = useIntl();
  return <StatusTag tone={KIND_TONE[kind] ?? 'neutral'}>{intl.formatMessage({ id: `calendar.kinds.${kind}` })}</StatusTag>;
}

/** The Gregorian days in the user's language, and under them the same days on the Umm al-Qura calendar. */
function DatesCell({ holiday, locale }: { holiday: MarketplaceHoliday; locale: Locale }) {
  const intl = useIntl();
  const range = (from: string, until: string) => intl.formatMessage({ id: 'calendar.list.range' }, { from, until });
  const { from_date: from, until_date: until } = holiday;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <bdi>{dayRange(from, until, (day) => formatCalendarDay(day, locale, { weekday: false }), range)}</bdi>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <bdi>{dayRange(from, until, (day) => formatHijri(day, locale), range)}</bdi>
      </Typography.Text>
    </span>
  );
}

function StatusCell({ confirmed }: { confirmed: boolean }) {
  const intl = useIntl();
  return (
    <StatusTag tone={confirmed ? 'success' : 'warning'}>{intl.formatMessage({ id: confirmed ? 'calendar.status.confirmed' : 'calendar.status.unconfirmed' })}</StatusTag>
  );
}

interface ActionsProps {
  holiday: MarketplaceHoliday;
  locale: Locale;
  actions: HolidayActions;
  onEdit: (holiday: MarketplaceHoliday) => void;
}

/**
 * Confirm (an unconfirmed entry), Edit and Delete, each named after the entry for screen readers.
 * Delete asks first; its question is drawn next to the button, so Tab reaches it, and Escape closes it.
 */
function ActionsCell({ holiday, locale, actions, onEdit }: ActionsProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const name = holidayName(holiday, locale);
  const t = (id: string) => intl.formatMessage({ id: `calendar.list.${id}` }, { name, kind: holiday.kind });
  const confirm = async () => {
    setConfirming(true);
    try {
      await actions.confirm(holiday);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Space wrap size={4}>
      {!holiday.confirmed && (
        <Button type="primary" size="small" loading={confirming} onClick={() => void confirm()} aria-label={t('confirmFor')}>
          {t('confirm')}
        </Button>
      )}
      <ButtonCell kind="secondary" onClick={() => onEdit(holiday)} ariaLabel={t('editFor')}>
        {t('edit')}
      </ButtonCell>
      <Popconfirm
        title={t('deleteTitle')}
        description={t('deleteQuestion')}
        okText={t('delete')}
        okButtonProps={{ danger: true }}
        cancelText={intl.formatMessage({ id: 'ui.common.cancel' })}
        onConfirm={() => actions.remove(holiday)}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Button danger size="small" aria-label={t('deleteFor')}>
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** Kind, Name (in the user's language), Dates (Gregorian and Hijri), Status and the actions. */
export function holidayColumns(locale: Locale, actions: HolidayActions, onEdit: (holiday: MarketplaceHoliday) => void): TableColumnsType<MarketplaceHoliday> {
  return [
    { key: 'kind', render: (_, holiday) => <KindCell kind={holiday.kind} /> },
    { key: 'name', render: (_, holiday) => <bdi>{holidayName(holiday, locale)}</bdi> },
    { key: 'dates', render: (_, holiday) => <DatesCell holiday={holiday} locale={locale} /> },
    { key: 'status', render: (_, holiday) => <StatusCell confirmed={holiday.confirmed} /> },
    { key: 'actions', render: (_, holiday) => <ActionsCell holiday={holiday} locale={locale} actions={actions} onEdit={onEdit} /> },
  ];
}
