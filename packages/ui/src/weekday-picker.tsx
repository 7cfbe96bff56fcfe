import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export interface WeekdayPickerProps {
  /** Chosen weekdays, 0 (Sunday) to 6 (Saturday). */
  value: number[];
  onChange: (days: number[]) => void;
  /** The group's visible label; 'Days' by default. */
  label?: ReactNode;
  disabled?: boolean;
}

/** Sunday to Saturday as checkboxes under one labelled group: several days at once, from the keyboard. */
export function WeekdayPicker({ value, onChange, label, disabled }: WeekdayPickerProps) {
  const intl = useIntl();
  return (
    <fieldset className="mk-weekday-picker" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBlockEnd: 4, border: 0 }}>
        {label ?? intl.formatMessage({ id: 'ui.weekdays.label' })}
      </legend>
      <Checkbox.Group
        value={value}
        disabled={disabled}
        onChange={(days) => onChange([...(days as number[])].sort((a, b) => a - b))}
        options={WEEKDAYS.map((day) => ({ value: day, label: intl.formatMessage({ id: `ui.weekdays.${day}` }) }))}
      />
    </fieldset>
  );
}
