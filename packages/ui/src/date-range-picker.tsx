import { Space, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DATE_RANGE_MIN_YEAR } from '@mk/contracts';
import { DateInput } from './date-input';

export interface DateRange {
  /** 'YYYY-MM-DD' */
  from?: string;
  /** 'YYYY-MM-DD' */
  until?: string;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const FIRST_DAY = `${DATE_RANGE_MIN_YEAR}-01-01`;

/** The day before or after a 'YYYY-MM-DD' day. */
function dayNextTo(day: string, step: 1 | -1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + step);
  return date.toISOString().slice(0, 10);
}

/**
 * A From and an Until day, each typed dd-MM-yyyy with its own label (the product's `DateInput`, with
 * the browser's calendar beside it). Days before 2020 are refused (spec 3), and From stays strictly
 * before Until: each field's bounds follow the other's day.
 */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const intl = useIntl();
  const fromId = useId();
  const untilId = useId();
  const invalid = Boolean(value.from && value.until && value.from >= value.until);
  const fromMax = value.until ? dayNextTo(value.until, -1) : undefined;
  const untilMin = value.from && value.from >= FIRST_DAY ? dayNextTo(value.from, 1) : FIRST_DAY;

  return (
    <div className="mk-date-range">
      <Space wrap align="end">
        <div>
          <label htmlFor={fromId} style={{ display: 'block' }}>
            {intl.formatMessage({ id: 'ui.dateRange.from' })}
          </label>
          <DateInput id={fromId} value={value.from ?? ''} min={FIRST_DAY} max={fromMax} onChange={(day) => onChange({ ...value, from: day || undefined })} />
        </div>
        <div>
          <label htmlFor={untilId} style={{ display: 'block' }}>
            {intl.formatMessage({ id: 'ui.dateRange.until' })}
          </label>
          <DateInput id={untilId} value={value.until ?? ''} min={untilMin} onChange={(day) => onChange({ ...value, until: day || undefined })} />
        </div>
      </Space>
      {invalid && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {intl.formatMessage({ id: 'ui.dateRange.invalid' })}
        </Typography.Text>
      )}
    </div>
  );
}
