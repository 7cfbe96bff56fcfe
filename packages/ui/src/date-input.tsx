import { CalendarOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState, type FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { isCalendarDate, toWesternDigits } from '@mk/validators';

export interface DateInputProps {
  id?: string;
  name?: string;
  /** The day as 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** The typed or picked day as 'yyyy-MM-dd', or '' while the text is not a whole day within the bounds. */
  onChange: (day: string) => void;
  /** Every text the field shows (typed, picked or set from outside), for a caller that must tell a half-typed day from none. */
  onText?: (text: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Earliest and latest days allowed, 'yyyy-MM-dd'. */
  min?: string;
  max?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

/** '2024-03-07' as the product shows days (spec 1 section 9): '07-03-2024'. */
export const dayForDisplay = (day: string): string => (isCalendarDate(day) ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '');

/** A typed dd-MM-yyyy (or dd/MM/yyyy, Arabic-Indic digits too) as 'yyyy-MM-dd'; undefined unless a real day. */
export function dayFromDisplay(text: string): string | undefined {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(toWesternDigits(text.trim()));
  if (!match) return undefined;
  const day = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isCalendarDate(day) ? day : undefined;
}

/**
 * A day typed as dd-MM-yyyy, the product's date format in both languages (issue 16: the browser's
 * own date field showed mm/dd/yyyy), with a button opening the browser's calendar for those who
 * prefer to pick. The value in and out is 'yyyy-MM-dd', what the forms and the API use.
 */
export function DateInput({ id, name, value, onChange, onText, min, max, onBlur, ...aria }: DateInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(() => dayForDisplay(value));
  const emitted = useRef(value);
  const calendar = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a restored URL) replaces the text; one this field emitted does not.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(dayForDisplay(value));
      onText?.(dayForDisplay(value));
    }
    // onText is a callback of the moment; only a new value from outside resets the text.
  }, [value]);

  const emit = (day: string) => {
    emitted.current = day;
    onChange(day);
  };
  const within = (day: string) => (!min || day >= min) && (!max || day <= max);
  const type = (text: string) => {
    setDraft(text);
    onText?.(text);
    const day = dayFromDisplay(text);
    emit(day && within(day) ? day : '');
  };
  const pick = (day: string) => {
    setDraft(dayForDisplay(day));
    onText?.(dayForDisplay(day));
    emit(isCalendarDate(day) && within(day) ? day : '');
  };

  return (
    <span style={{ position: 'relative', display: 'flex', gap: 4, width: '100%' }}>
      <Input
        id={id}
        name={name}
        value={draft}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'ui.dateInput.placeholder' })}
        onChange={(event) => type(event.target.value)}
        onBlur={onBlur}
        {...aria}
      />
      <Button
        icon={<CalendarOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'ui.dateInput.calendar' })}
        onClick={() => calendar.current?.showPicker?.()}
      />
      {/* The browser's calendar, opened by the button; the text field stays the way to type. */}
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        value={isCalendarDate(value) ? value : ''}
        onChange={(event) => pick(event.target.value)}
        style={{ position: 'absolute', insetInlineEnd: 0, insetBlockEnd: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </span>
  );
}
