import { DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DATE_RANGE_MIN_YEAR } from '@mk/contracts';

export interface DateRange {
  /** 'YYYY-MM-DD' */
  from?: string;
  /** 'YYYY-MM-DD' */
  until?: string;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
}

const ISO = 'YYYY-MM-DD';
const DISPLAY = 'DD-MM-YYYY';
const parse = (date?: string) => (date ? dayjs(date) : null);
const FIRST_DAY = dayjs(`${DATE_RANGE_MIN_YEAR}-01-01`);

/**
 * A From and an Until date, each with its own label. Days before 2020 cannot be picked (spec 3),
 * and From stays strictly before Until: each picker greys out the days the other rules out.
 */
export function DateRangePicker({ value, onChange, disabled }: DateRangePickerProps) {
  const intl = useIntl();
  const fromId = useId();
  const untilId = useId();
  const from = parse(value.from);
  const until = parse(value.until);
  const beforeMin = (day: Dayjs) => day.isBefore(FIRST_DAY, 'day');
  const invalid = Boolean(from && until && !from.isBefore(until, 'day'));

  return (
    <div className="mk-date-range">
      <Space wrap align="end">
        <div>
          <label htmlFor={fromId} style={{ display: 'block' }}>
            {intl.formatMessage({ id: 'ui.dateRange.from' })}
          </label>
          <DatePicker
            id={fromId}
            value={from}
            format={DISPLAY}
            disabled={disabled}
            placeholder={DISPLAY.toLowerCase()}
            defaultPickerValue={until ?? undefined}
            disabledDate={(day) => beforeMin(day) || Boolean(until && !day.isBefore(until, 'day'))}
            onChange={(day) => onChange({ ...value, from: day ? day.format(ISO) : undefined })}
          />
        </div>
        <div>
          <label htmlFor={untilId} style={{ display: 'block' }}>
            {intl.formatMessage({ id: 'ui.dateRange.until' })}
          </label>
          <DatePicker
            id={untilId}
            value={until}
            format={DISPLAY}
            disabled={disabled}
            placeholder={DISPLAY.toLowerCase()}
            defaultPickerValue={from ?? undefined}
            disabledDate={(day) => beforeMin(day) || Boolean(from && !day.isAfter(from, 'day'))}
            onChange={(day) => onChange({ ...value, until: day ? day.format(ISO) : undefined })}
          />
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
