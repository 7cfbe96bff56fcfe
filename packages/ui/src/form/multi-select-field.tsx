import type { ReactNode } from 'react';
import { MultiSelectWithAll } from '../multi-select-with-all';
import { FieldItem, useInputA11y } from './field-item';
import { useFormKit, type FieldOf } from './form-kit.context';
import type { FieldOption } from './select-field';

export interface MultiSelectFieldProps<V> {
  name: FieldOf<V, string[]>;
  label: ReactNode;
  required?: boolean;
  options: FieldOption[];
  placeholder?: string;
}

/** Several choices bound to a string-array field, with 'Select all' as the first option. */
export function MultiSelectField<V>({ name, label, required, options, placeholder }: MultiSelectFieldProps<V>) {
  const { formik } = useFormKit<V>();
  const { id } = useInputA11y(name, required);
  return (
    <FieldItem name={name} label={label} required={required}>
      <MultiSelectWithAll
        id={id}
        options={options}
        placeholder={placeholder}
        value={(formik.values[name] as string[] | undefined) ?? []}
        onChange={(values) => {
          void formik.setFieldValue(name, values);
          void formik.setFieldTouched(name, true, false);
        }}
      />
    </FieldItem>
  );
}
