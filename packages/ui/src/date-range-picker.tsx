import { Space, Typography } from 'antd';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { DATE_RANGE_MIN_YEAR } from '@mk/contracts';
import { DateInput } from './date-input';

/** Why a range cannot be searched: a half-typed day, a day before 2020, or From not before Until. */
export type DateRangeProblem = 'incomplete' | 'early' | 'order';

export interface DateRange {
  /** 'YYYY-MM-DD' */
  from?: string;
  /** 'YYYY-MM-DD' */
  until?: string;
  /** Set by the picker while what is typed is no range to search (its message is shown beside it). */
  problem?: DateRangeProblem;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const FIRST_DAY = `${DATE_RANGE_MIN_YEAR}-01-01`;

/**
 * What is wrong with a range of whole days, if anything: a day before 2020 (the spec's calendars
 * start there) or a From not strictly before Until. Either end may be open.
 */
export function dateRangeProblem(range: DateRange | undefined): DateRangeProblem | undefined {
  if (!range) return undefined;
  if (range.problem) return range.problem;
  if ((range.from && range.from < FIRST_DAY) || (range.until && range.until < FIRST_DAY)) return 'early';
  if (range.from && range.until && range.from >= range.until) return 'order';
  return undefined;
}

const MESSAGE_OF: Record<DateRangeProblem, string> = { incomplete: 'ui.dateRange.incomplete', early: 'ui.dateRange.early', order: 'ui.dateRange.invalid' };

/**
 * A From and an Until day, each typed dd-MM-yyyy with its own label (the product's `DateInput`, with
 * the browser's calendar beside it). Every typed day is kept as typed and a range that cannot be
 * searched says why (`problem`, and its message): the old picker dropped an Until before From, or
 * a From before 2020, and searched on the other day alone while still showing both.
 */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const intl = useIntl();
  const fromId = useId();
  const untilId = useId();
  const errorId = useId();
  // The texts shown, to tell a half-typed day ('12-05-20') from an empty field: both give no day.
  const texts = useRef({ from: '', until: '' });
  const problem = dateRangeProblem(value);

  const change = (end: 'from' | 'until', day: string) => {
    const next = { from: value.from, until: value.until, [end]: day || undefined };
    const halfTyped = (['from', 'until'] as const).some((side) => texts.current[side].trim() !== '' && !next[side]);
    const found = halfTyped ? 'incomplete' : dateRangeProblem(next);
    onChange(found ? { ...next, problem: found } : next);
  };
  const field = (end: 'from' | 'until', id: string) => (
    <div>
      <label htmlFor={id} style={{ display: 'block' }}>
        {intl.formatMessage({ id: `ui.dateRange.${end}` })}
      </label>
      <DateInput
        id={id}
        value={value[end] ?? ''}
        onText={(text) => {
          texts.current[end] = text;
        }}
        onChange={(day) => change(end, day)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
    </div>
  );

  return (
    <div className="mk-date-range">
      <Space wrap align="end">
        {field('from', fromId)}
        {field('until', untilId)}
      </Space>
      {problem && (
        <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block' }}>
          {intl.formatMessage({ id: MESSAGE_OF[problem] })}
        </Typography.Text>
      )}
    </div>
  );
}
