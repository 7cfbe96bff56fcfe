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
  /** Offer 'Select all' / 'Clear all' as the first option (default). */
  selectAll?: boolean;
}

/** Several choices bound to a string-array field, with 'Select all' as the first option unless `selectAll` is false. */
export function MultiSelectField<V>({ name, label, required, options, placeholder, selectAll }: MultiSelectFieldProps<V>) {
  const { formik } = useFormKit<V>();
  const { id } = useInputA11y(name, required);
  return (
    <FieldItem name={name} label={label} required={required}>
      <MultiSelectWithAll
        id={id}
        options={options}
        placeholder={placeholder}
        selectAll={selectAll}
        value={(formik.values[name] as string[] | undefined) ?? []}
        onChange={(values) => {
          void formik.setFieldValue(name, values);
          void formik.setFieldTouched(name, true, false);
        }}
      />
    </FieldItem>
  );
}
