import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatCalendarDay } from '@mk/i18n';
import { useGetHolidaysQuery } from '@mk/api';
import type { ExceptionRule, StoredSlot } from '@mk/contracts';
import { TimeRange } from '@mk/ui';
import { closedDay, daySlots, format12Hour, formatHijri, minutesOfDay, shiftDate, todayIn, weekdayOf, type DaySlot } from '../../index';
import { registerScheduleEditorMessages } from '../messages';

registerScheduleEditorMessages();

type Locale = 'en' | 'ar';

export interface WeekPreviewProps {
  /** The owner's stored weekly slots. */
  weeklySlots: readonly StoredSlot[];
  slotMinutes: number;
  exceptions: readonly ExceptionRule[];
  /** Today ('YYYY-MM-DD'), the first week shown is the one holding it. */
  today?: string;
}

/** Back-to-back slots (the next starting the minute after one ends) joined: '09:00 AM – 12:00 PM'. */
function joinedRanges(slots: readonly DaySlot[]): { from: string; until: string }[] {
  const ranges: { from: string; until: string; end: number }[] = [];
  for (const slot of slots) {
    const start = minutesOfDay(slot.from);
    const end = minutesOfDay(slot.until) + 1;
    const last = ranges[ranges.length - 1];
    if (last && start <= last.end) {
      if (end > last.end) Object.assign(last, { until: slot.until, end });
    } else ranges.push({ from: slot.from, until: slot.until, end });
  }
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return ranges.map(({ from, end }) => ({ from, until: clock(end) }));
}

/**
 * The schedule as booking will offer it in a chosen week (issue 30): each day's hours after the
 * days off, other hours, seasons and the marketplace's confirmed holidays, by the engine booking
 * uses (`daySlots`), so what the owner previews is what patients can book.
 */
export function WeekPreview({ weeklySlots, slotMinutes, exceptions, today = todayIn(Date.now(), 'UTC') }: WeekPreviewProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'ar' ? 'ar' : 'en';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `scheduling.exceptions.week.${id}` }, values);
  const [weekStart, setWeekStart] = useState(() => shiftDate(today, -weekdayOf(today)));
  const days = Array.from({ length: 7 }, (_, index) => shiftDate(weekStart, index));
  const holidays = useGetHolidaysQuery({ from: shiftDate(weekStart, -1), until: days[6] });
  const calendar = { exceptions, holidays: (holidays.data ?? []).filter((holiday) => holiday.confirmed) };
  const rtl = locale === 'ar';

  const dayHours = (date: string) => {
    const closed = closedDay(date, calendar);
    if (closed?.reason === 'off') {
      return <Tag color="red">{closed.exception.note ? t('offWithNote', { note: closed.exception.note }) : t('off')}</Tag>;
    }
    if (closed?.reason === 'holiday') return <Tag color="orange">{t('holiday', { name: locale === 'ar' ? closed.holiday.name_ar : closed.holiday.name_en })}</Tag>;
    const slots = daySlots({ date, slots: weeklySlots, minutes: slotMinutes, now: 0, timeZone: 'UTC', ...calendar });
    if (slots.length === 0) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
    return (
      <span>
        {joinedRanges(slots).map((range, index) => (
          <span key={range.from}>
            {index > 0 && (rtl ? '، ' : ', ')}
            <TimeRange start={format12Hour(range.from, locale)} end={format12Hour(range.until, locale)} />
          </span>
        ))}{' '}
        <Typography.Text type="secondary">{t('count', { n: slots.length })}</Typography.Text>
      </span>
    );
  };

  return (
    <section aria-labelledby="schedule-week-preview">
      <Space align="center" wrap style={{ marginBlockEnd: 8 }}>
        <Typography.Text strong id="schedule-week-preview">
          {t('title')}
        </Typography.Text>
        <Button
          size="small"
          icon={rtl ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
          aria-label={t('previous')}
          onClick={() => setWeekStart(shiftDate(weekStart, -7))}
        />
        <Typography.Text aria-live="polite">
          <bdi>{formatCalendarDay(days[0], locale, { weekday: false })}</bdi> – <bdi>{formatCalendarDay(days[6], locale, { weekday: false })}</bdi>
        </Typography.Text>
        <Button size="small" icon={rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />} aria-label={t('next')} onClick={() => setWeekStart(shiftDate(weekStart, 7))} />
      </Space>
      <ul aria-label={t('days')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {days.map((date) => (
          <li key={date} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingBlock: 4 }}>
            <span style={{ minWidth: 260 }}>
              <bdi>{formatCalendarDay(date, locale)}</bdi>{' '}
              <Typography.Text type="secondary">
                (<bdi>{formatHijri(date, locale)}</bdi>)
              </Typography.Text>
            </span>
            {dayHours(date)}
          </li>
        ))}
      </ul>
    </section>
  );
}
