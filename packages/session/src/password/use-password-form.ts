import { useState } from 'react';
import { checkPasswords, type PasswordErrors, type PasswordField, type PasswordValues } from './password-checks';

const EMPTY: PasswordValues = { current: '', password: '', confirm: '' };

/** The state of a password form: values, the messages to show (after a field is left or a submit), and the check. */
export function usePasswordForm(options: { email?: string; withCurrent: boolean }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = checkPasswords(values, options);
  const shown: PasswordErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => submitted || touched[field as PasswordField]));
  return {
    values,
    shown,
    onChange: (field: PasswordField, value: string) => setValues((before) => ({ ...before, [field]: value })),
    onBlur: (field: PasswordField) => setTouched((before) => ({ ...before, [field]: true })),
    /** Marks the form submitted; true when the values pass. */
    submit: () => {
      setSubmitted(true);
      return Object.keys(errors).length === 0;
    },
    reset: () => {
      setValues(EMPTY);
      setTouched({});
      setSubmitted(false);
    },
  };
}
