import { Input } from 'antd';
import type { ReactNode } from 'react';
import { FieldItem } from './field-item';
import { useFormKit, type FieldOf } from './form-kit.context';
import { useInputA11y } from './field-item';

export interface TextFieldProps<V> {
  name: FieldOf<V, string>;
  label: ReactNode;
  required?: boolean;
  multiline?: boolean;
  /** Names and bios in one script keep its direction whatever the page's. */
  dir?: 'ltr' | 'rtl' | 'auto';
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  extra?: ReactNode;
}

/** A text input (or text area, or password) bound to a string field of the form. */
export function TextField<V>({ name, label, required, multiline, dir, type = 'text', inputMode, autoComplete, extra }: TextFieldProps<V>) {
  const { formik } = useFormKit<V>();
  const common = {
    ...useInputA11y(name, required),
    name,
    value: formik.values[name] as string,
    dir,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  };
  return (
    <FieldItem name={name} label={label} required={required} extra={extra}>
      {multiline ? (
        <Input.TextArea rows={3} {...common} />
      ) : type === 'password' ? (
        <Input.Password {...common} autoComplete={autoComplete ?? 'new-password'} />
      ) : (
        <Input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} />
      )}
    </FieldItem>
  );
}

export type NumberFieldProps<V> = Omit<TextFieldProps<V>, 'type' | 'multiline' | 'inputMode' | 'dir'> & { integer?: boolean };

/**
 * A number typed as text: the schema reads Arabic-Indic digits too, and the payload converts it,
 * so the field never fights the keyboard. Digits always run left to right.
 */
export function NumberField<V>({ integer, ...props }: NumberFieldProps<V>) {
  return <TextField<V> {...props} dir="ltr" inputMode={integer ? 'numeric' : 'decimal'} />;
}

export type PhoneFieldProps<V> = Omit<TextFieldProps<V>, 'type' | 'multiline' | 'inputMode' | 'dir'>;

/** A phone number: the phone keypad on mobiles, digits left to right. */
export function PhoneField<V>(props: PhoneFieldProps<V>) {
  return <TextField<V> {...props} type="tel" dir="ltr" inputMode="tel" />;
}
