import { InputNumber, Radio, Space } from 'antd';
import { useIntl } from 'react-intl';
import { clampHour, clampMinute, to24Hour, type Meridiem } from '../index';

export interface TimeOfDay {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

/** The picker's parts as 'HH:MM' (12 AM is 00:00, 12 PM is 12:00), through the engine's rule. */
export const timeOfDayToHHMM = ({ hour, minute, meridiem }: TimeOfDay): string | undefined =>
  to24Hour(`${hour}:${String(minute).padStart(2, '0')} ${meridiem}`);

export interface TimeOfDayPickerProps {
  /** The visible name of the time ('From', 'Until'); also prefixes the inputs' names. */
  label: string;
  value: TimeOfDay;
  onChange: (time: TimeOfDay) => void;
  disabled?: boolean;
}

/** Hour 1-12 (clamped), minute 0-59 (clamped) and AM/PM, shown ص/م in Arabic (spec 1 sections 2 and 5). */
export function TimeOfDayPicker({ label, value, onChange, disabled }: TimeOfDayPickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `scheduling.editor.${id}` }, { which: label });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBlockEnd: 4, border: 0 }}>{label}</legend>
      <Space wrap>
        <InputNumber
          aria-label={t('hour')}
          value={value.hour}
          disabled={disabled}
          style={{ width: 72 }}
          onChange={(hour) => onChange({ ...value, hour: clampHour(Number(hour ?? 12)) })}
        />
        <span aria-hidden>:</span>
        <InputNumber
          aria-label={t('minute')}
          value={value.minute}
          disabled={disabled}
          style={{ width: 72 }}
          formatter={(minute) => String(minute ?? '').padStart(2, '0')}
          onChange={(minute) => onChange({ ...value, minute: clampMinute(Number(minute ?? 0)) })}
        />
        <Radio.Group
          aria-label={t('meridiem')}
          optionType="button"
          value={value.meridiem}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, meridiem: event.target.value as Meridiem })}
          options={[
            { value: 'AM', label: intl.formatMessage({ id: 'scheduling.editor.am' }) },
            { value: 'PM', label: intl.formatMessage({ id: 'scheduling.editor.pm' }) },
          ]}
        />
      </Space>
    </fieldset>
  );
}
