import { Checkbox, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useClinicForm } from './clinic-form.context';
import type { ClinicFlagField, ClinicTextField } from './clinic-form.values';

const fieldId = (name: string) => `clinic-${name}`;

interface FieldProps<N> {
  name: N;
  label: ReactNode;
  required?: boolean;
}

function Item({ name, label, required, children }: FieldProps<string> & { children: ReactNode }) {
  const { shownError } = useClinicForm();
  const error = shownError(name);
  return (
    <Form.Item label={label} htmlFor={fieldId(name)} required={required} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

export function TextField({ name, label, required, multiline, dir }: FieldProps<ClinicTextField> & { multiline?: boolean; dir?: 'ltr' | 'rtl' | 'auto' }) {
  const { formik, shownError } = useClinicForm();
  const common = {
    id: fieldId(name),
    name,
    value: formik.values[name],
    dir,
    'aria-required': required,
    'aria-invalid': Boolean(shownError(name)),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  };
  return (
    <Item name={name} label={label} required={required}>
      {multiline ? <Input.TextArea rows={3} {...common} /> : <Input {...common} />}
    </Item>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({ name, label, required, options, placeholder, loading }: FieldProps<ClinicTextField> & { options: Option[]; placeholder?: string; loading?: boolean }) {
  const { formik, shownError } = useClinicForm();
  return (
    <Item name={name} label={label} required={required}>
      <Select<string>
        id={fieldId(name)}
        value={formik.values[name] || undefined}
        placeholder={placeholder}
        options={options}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        aria-required={required}
        aria-invalid={Boolean(shownError(name))}
        onChange={(value) => void formik.setFieldValue(name, value ?? '')}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </Item>
  );
}

/** A checkbox whose change may set other flags too (the payment rule). */
export function FlagField({ name, label, onChange }: { name: ClinicFlagField; label: ReactNode; onChange?: (checked: boolean) => void }) {
  const { formik } = useClinicForm();
  return (
    <Form.Item style={{ marginBlockEnd: 8 }}>
      <Checkbox
        id={fieldId(name)}
        name={name}
        checked={formik.values[name]}
        onChange={(event) => (onChange ? onChange(event.target.checked) : void formik.setFieldValue(name, event.target.checked))}
      >
        {label}
      </Checkbox>
    </Form.Item>
  );
}
