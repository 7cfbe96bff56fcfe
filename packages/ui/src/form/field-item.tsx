import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useFormKit } from './form-kit.context';

export interface FieldItemProps {
  name: string;
  label?: ReactNode;
  required?: boolean;
  /** A hint under the field (antd's `extra`). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A field's frame: the label tied to its input, the required star and the shown error. The frame
 * is a polite live region, so a screen reader says an error when it appears (antd's help text has
 * no id without antd's own form store, so the input cannot point at it).
 */
export function FieldItem({ name, label, required, extra, children }: FieldItemProps) {
  const { fieldId, shownError } = useFormKit();
  const error = shownError(name);
  return (
    <div aria-live="polite">
      <Form.Item
        label={label}
        htmlFor={fieldId(name)}
        required={required}
        extra={extra}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        {children}
      </Form.Item>
    </div>
  );
}

/** The accessibility attributes every input of the kit carries. */
export function useInputA11y(name: string, required?: boolean) {
  const { fieldId, shownError } = useFormKit();
  return { id: fieldId(name), 'aria-required': required, 'aria-invalid': Boolean(shownError(name)) };
}
