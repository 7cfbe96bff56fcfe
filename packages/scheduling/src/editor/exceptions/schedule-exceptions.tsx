import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Modal, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetScheduleExceptionsQuery, useRemoveScheduleExceptionMutation } from '@mk/api';
import {
  APPOINTMENT_STATUS_LABELS,
  type AffectedAppointment,
  type AppointmentStatus,
  type ExceptionCreated,
  type ExceptionKind,
  type ExceptionOwner,
  type ExceptionPeriod,
  type ScheduleException,
  type StoredSlot,
} from '@mk/contracts';
import { apiErrorText, formatCalendarDay, formatDateTime } from '@mk/i18n';
import { LinkCell, TimeRange, useNotify } from '@mk/ui';
import { format12Hour, formatHijri } from '../../index';
import { registerScheduleEditorMessages } from '../messages';
import { ExceptionForm } from './exception-form';
import { WeekPreview } from './week-preview';
import { clockTime, crossesMidnight } from './exception-text';

registerScheduleEditorMessages();

export interface ScheduleExceptionsProps {
  /** Whose schedule: a physician's, a center's or a package's. */
  owner: ExceptionOwner;
  ownerId: string;
  /** Slot length of the owner's schedule (the same as the weekly editor's), to tell how many slots a period gives. */
  slotMinutes: number;
  /** The owner's stored weekly slots, offered as a season's starting hours. */
  weeklySlots?: StoredSlot[];
}

type Locale = 'en' | 'ar';

const KIND_COLORS: Record<ExceptionKind, string> = { off: 'red', hours: 'blue', season: 'purple' };

/** The route of an appointment's details page (the Appointments area's `appointmentPaths.details`). */
const appointmentDetails = (id: string) => `/appointments/details/${encodeURIComponent(id)}`;

const statusLabel = (status: string, locale: Locale) => APPOINTMENT_STATUS_LABELS[status as AppointmentStatus]?.[locale] ?? status;

/** A day in the UI language with its Hijri (Umm al-Qura) date beside it. */
function DayWithHijri({ date, locale }: { date: string; locale: Locale }) {
  return (
    <span>
      <bdi>{formatCalendarDay(date, locale)}</bdi>{' '}
      <Typography.Text type="secondary">
        (<bdi>{formatHijri(date, locale)}</bdi>)
      </Typography.Text>
    </span>
  );
}

/**
 * An owner's exceptions to the weekly schedule (issue 30): days off and leave, other hours and
 * seasons, each with its dates in Gregorian and Hijri, its hours and its note, removable after a
 * confirmation; and the form adding one. After a physician's exception is added, the live
 * appointments it leaves outside the schedule are listed with links to move or cancel each.
 */
export function ScheduleExceptions({ owner, ownerId, slotMinutes, weeklySlots }: ScheduleExceptionsProps) {
  const intl = useIntl();
  const notify = useNotify();
  const locale: Locale = intl.locale === 'ar' ? 'ar' : 'en';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `scheduling.exceptions.${id}` }, values);
  const exceptions = useGetScheduleExceptionsQuery({ owner, ownerId }, { skip: !ownerId });
  const [removeException] = useRemoveScheduleExceptionMutation();
  const [adding, setAdding] = useState(false);
  const [affected, setAffected] = useState<AffectedAppointment[]>([]);

  // The app may have loaded its messages before this chunk registered ours: wait for them.
  if (!intl.messages['scheduling.exceptions.title']) return <Spin />;

  const dayName = (day: number) => intl.formatMessage({ id: `ui.weekdays.${day}` });
  const dates = (exception: ScheduleException) =>
    exception.from_date === exception.until_date ? (
      <DayWithHijri date={exception.from_date} locale={locale} />
    ) : (
      <FormattedMessage
        id="scheduling.exceptions.range"
        values={{ from: <DayWithHijri key="from" date={exception.from_date} locale={locale} />, until: <DayWithHijri key="until" date={exception.until_date} locale={locale} /> }}
      />
    );
  const datesText = (exception: ScheduleException) =>
    exception.from_date === exception.until_date
      ? formatCalendarDay(exception.from_date, locale)
      : t('range', { from: formatCalendarDay(exception.from_date, locale), until: formatCalendarDay(exception.until_date, locale) });
  const what = (exception: ScheduleException) => `${t(`kinds.${exception.kind}`)} ${datesText(exception)}`;

  const period = (exception: ScheduleException, { days, from, until }: ExceptionPeriod) => {
    const range = <TimeRange key="range" start={format12Hour(clockTime(from), locale)} end={format12Hour(clockTime(until), locale)} />;
    const times =
      exception.kind === 'season' && crossesMidnight(from, until) ? <FormattedMessage id="scheduling.exceptions.nextDay" values={{ range }} /> : range;
    if (exception.kind !== 'season') return times;
    const dayList = [...days].sort((a, b) => a - b).map(dayName).join(locale === 'ar' ? '، ' : ', ');
    return <FormattedMessage id="scheduling.exceptions.seasonPeriod" values={{ days: dayList, range: times }} />;
  };

  const remove = async (exception: ScheduleException) => {
    try {
      await removeException({ owner, ownerId, exceptionId: exception.sys_id }).unwrap();
      notify.success(t('removed'));
    } catch (error) {
      notify.error(t('removeFailed'), { description: apiErrorText(intl, error) });
    }
  };

  const added = (created: ExceptionCreated) => {
    setAdding(false);
    setAffected(created.affected_appointments ?? []);
    notify.success(t('added'));
  };

  const list = () => {
    if (exceptions.isLoading)
      return (
        <Spin description={t('loading')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      );
    if (exceptions.error)
      return (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('loadFailed', { error: apiErrorText(intl, exceptions.error) })}
          action={<Button onClick={() => void exceptions.refetch()}>{t('retry')}</Button>}
        />
      );
    const rows = exceptions.data ?? [];
    if (rows.length === 0) return <Empty description={t('empty')} />;
    return (
      <ul aria-label={t('title')} style={{ paddingInlineStart: 0, marginBlock: 0, listStyle: 'none' }}>
        {rows.map((exception) => (
          <li
            key={exception.sys_id}
            style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8, paddingBlock: 8, borderBlockEnd: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
              <Space wrap size={4}>
                <Tag color={KIND_COLORS[exception.kind]}>{t(`kinds.${exception.kind}`)}</Tag>
                {dates(exception)}
              </Space>
              {exception.kind !== 'off' && exception.periods.length > 0 && (
                <ul aria-label={t('periodsOf', { what: what(exception) })} style={{ paddingInlineStart: 0, marginBlock: 0, listStyle: 'none' }}>
                  {exception.periods.map((item, index) => (
                    <li key={`${index}-${item.from}-${item.until}`}>{period(exception, item)}</li>
                  ))}
                </ul>
              )}
              {exception.note && (
                <Typography.Text type="secondary">
                  <FormattedMessage id="scheduling.exceptions.note" values={{ note: <bdi key="note">{exception.note}</bdi> }} />
                </Typography.Text>
              )}
            </Space>
            <Popconfirm
              title={t('removeConfirm')}
              description={t('removeConfirmNote')}
              okText={t('remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('removeCancel')}
              onConfirm={() => remove(exception)}
            >
              <Button danger type="text" icon={<DeleteOutlined aria-hidden />} aria-label={t('removeLabel', { what: what(exception) })}>
                {t('remove')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card
      title={<span role="heading" aria-level={2}>{t('title')}</span>}
      size="small"
      className="mk-schedule-exceptions"
      style={{ marginBlockStart: 24 }}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        {affected.length > 0 && (
          <Alert
            type="warning"
            showIcon
            closable={{ onClose: () => setAffected([]) }}
            title={t('affectedTitle')}
            description={
              <>
                <p style={{ marginBlock: '0 8px' }}>{t('affectedText')}</p>
                <ul aria-label={t('affectedList')} style={{ paddingInlineStart: 20, marginBlock: 0 }}>
                  {affected.map((appointment) => {
                    const when = formatDateTime(appointment.starts_at, locale);
                    return (
                      <li key={appointment.sys_id}>
                        <LinkCell to={appointmentDetails(appointment.sys_id)}>
                          <bdi>{when}</bdi>
                        </LinkCell>{' '}
                        {t('affectedItem', { patient: appointment.patient_name || t('noPatient'), status: statusLabel(appointment.status, locale) })}
                      </li>
                    );
                  })}
                </ul>
              </>
            }
          />
        )}
        {list()}
        {exceptions.data && <WeekPreview weeklySlots={weeklySlots ?? []} slotMinutes={slotMinutes} exceptions={exceptions.data} />}
      </Space>
      <Modal open={adding} title={t('formTitle')} footer={null} onCancel={() => setAdding(false)} destroyOnHidden width={640}>
        <ExceptionForm
          owner={owner}
          ownerId={ownerId}
          slotMinutes={slotMinutes}
          weeklySlots={weeklySlots}
          onCancel={() => setAdding(false)}
          onAdded={added}
        />
      </Modal>
    </Card>
  );
}
