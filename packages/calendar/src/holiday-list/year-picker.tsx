import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useLocale } from '@mk/i18n';
import { FIRST_YEAR, LAST_YEAR } from './calendar-year';

export interface YearPickerProps {
  year: number;
  onChange: (year: number) => void;
}

/**
 * The Gregorian year shown, one back or forward (as the booking wizard's day navigator): the arrows
 * point the reading way, and the year is announced when it changes.
 */
export function YearPicker({ year, onChange }: YearPickerProps) {
  const intl = useIntl();
  const rtl = useLocale() === 'ar';
  const t = (id: string) => intl.formatMessage({ id: `calendar.page.year.${id}` });
  const back = <LeftOutlined aria-hidden />;
  const forward = <RightOutlined aria-hidden />;
  return (
    <Space align="center" role="group" aria-label={t('label')}>
      <Button icon={rtl ? forward : back} aria-label={t('previous')} disabled={year <= FIRST_YEAR} onClick={() => onChange(year - 1)} />
      <Typography.Text strong aria-live="polite" style={{ minInlineSize: 56, textAlign: 'center', display: 'inline-block', fontSize: 18 }}>
        {String(year)}
      </Typography.Text>
      <Button icon={rtl ? back : forward} aria-label={t('next')} disabled={year >= LAST_YEAR} onClick={() => onChange(year + 1)} />
    </Space>
  );
}
