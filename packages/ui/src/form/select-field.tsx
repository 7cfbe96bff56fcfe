import { Select } from 'antd';
import type { ReactNode } from 'react';
import { FieldItem, useInputA11y } from './field-item';
import { useFormKit, type FieldOf } from './form-kit.context';

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V> {
  name: FieldOf<V, string>;
  label: ReactNode;
  required?: boolean;
  options: FieldOption[];
  placeholder?: string;
  loading?: boolean;
}

/** A searchable single choice bound to a string field; nothing chosen is ''. */
export function SelectField<V>({ name, label, required, options, placeholder, loading }: SelectFieldProps<V>) {
  const { formik } = useFormKit<V>();
  return (
    <FieldItem name={name} label={label} required={required}>
      <Select<string>
        {...useInputA11y(name, required)}
        value={(formik.values[name] as string) || undefined}
        placeholder={placeholder}
        options={options}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        // Every option in the DOM: lists are short, and tests and screen readers can find them.
        virtual={false}
        onChange={(value) => void formik.setFieldValue(name, value ?? '')}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </FieldItem>
  );
}
