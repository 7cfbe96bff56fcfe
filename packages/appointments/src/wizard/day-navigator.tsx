import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { numberLocale } from '@mk/i18n';
import { formatHijri, shiftDate } from '@mk/scheduling';
import { useLocale } from '../shared/appointment-text';

export interface DayNavigatorProps {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The first bookable day: the previous-day button does nothing there (spec 2 section 4). */
  today: string;
  onChange: (date: string) => void;
}

/** The day whose slots are shown, one day back or forward; the arrows point the reading way. */
export function DayNavigator({ date, today, onChange }: DayNavigatorProps) {
  const intl = useIntl();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.booking.${id}` });
  const atToday = date <= today;
  const shown = new Intl.DateTimeFormat(numberLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

  return (
    <Space align="center" role="group" aria-label={t('day')}>
      <Button
        icon={rtl ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
        aria-label={t('previousDay')}
        disabled={atToday}
        onClick={() => {
          if (!atToday) onChange(shiftDate(date, -1));
        }}
      />
      {/* The Umm al-Qura date beside the Gregorian one (issue 30): holidays and seasons follow it. */}
      <span aria-live="polite" style={{ minWidth: 220, textAlign: 'center', display: 'inline-block' }}>
        <Typography.Text strong style={{ display: 'block' }}>
          {shown}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="hijri-date" style={{ display: 'block' }}>
          {formatHijri(date, locale === 'ar' ? 'ar' : 'en')}
        </Typography.Text>
      </span>
      <Button icon={rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />} aria-label={t('nextDay')} onClick={() => onChange(shiftDate(date, 1))} />
    </Space>
  );
}
