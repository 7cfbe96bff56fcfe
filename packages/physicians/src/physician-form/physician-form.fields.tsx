import { Checkbox, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { usePhysicianForm } from './physician-form.context';
import type { PhysicianFlagField, PhysicianTextField } from './physician-form.values';

export const fieldId = (name: string) => `physician-${name}`;

interface FieldProps<N> {
  name: N;
  label: ReactNode;
  required?: boolean;
}

function Item({ name, label, required, extra, children }: FieldProps<string> & { extra?: ReactNode; children: ReactNode }) {
  const { shownError } = usePhysicianForm();
  const error = shownError(name);
  return (
    <Form.Item label={label} htmlFor={fieldId(name)} required={required} validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
      {children}
    </Form.Item>
  );
}

export interface TextFieldProps extends FieldProps<PhysicianTextField> {
  multiline?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  extra?: ReactNode;
}

export function TextField({ name, label, required, multiline, dir, type = 'text', inputMode, autoComplete, extra }: TextFieldProps) {
  const { formik, shownError } = usePhysicianForm();
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
    <Item name={name} label={label} required={required} extra={extra}>
      {multiline ? (
        <Input.TextArea rows={3} {...common} />
      ) : type === 'password' ? (
        <Input.Password {...common} autoComplete={autoComplete ?? 'new-password'} />
      ) : (
        <Input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} />
      )}
    </Item>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
  loading,
}: FieldProps<PhysicianTextField> & { options: Option[]; placeholder?: string; loading?: boolean }) {
  const { formik, shownError } = usePhysicianForm();
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

/** A checkbox whose change may set other fields too (Online Consultation, App Access). */
export function FlagField({
  name,
  label,
  checked,
  indeterminate,
  onChange,
}: {
  name: PhysicianFlagField | 'online';
  label: ReactNode;
  checked?: boolean;
  indeterminate?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { formik } = usePhysicianForm();
  const value = checked ?? formik.values[name as PhysicianFlagField];
  return (
    <Checkbox
      id={fieldId(name)}
      name={name}
      checked={value}
      indeterminate={indeterminate}
      onChange={(event) => (onChange ? onChange(event.target.checked) : void formik.setFieldValue(name, event.target.checked))}
    >
      {label}
    </Checkbox>
  );
}
