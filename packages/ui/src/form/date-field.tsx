import type { ReactNode } from 'react';
import { DateInput } from '../date-input';
import { FieldItem, useInputA11y } from './field-item';
import { useFormKit, type FieldOf } from './form-kit.context';

export interface DateFieldProps<V> {
  /** A 'yyyy-MM-dd' field. */
  name: FieldOf<V, string>;
  label: ReactNode;
  required?: boolean;
  /** Earliest and latest days allowed, 'yyyy-MM-dd' (a date of birth: not after today). */
  min?: string;
  max?: string;
  extra?: ReactNode;
}

/** A day typed as dd-MM-yyyy or picked from the calendar, bound to a 'yyyy-MM-dd' field of the form. */
export function DateField<V>({ name, label, required, min, max, extra }: DateFieldProps<V>) {
  const { formik } = useFormKit<V>();
  return (
    <FieldItem name={name} label={label} required={required} extra={extra}>
      <DateInput
        {...useInputA11y(name, required)}
        name={name}
        value={(formik.values[name] as string) ?? ''}
        min={min}
        max={max}
        onChange={(day) => void formik.setFieldValue(name, day)}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </FieldItem>
  );
}
