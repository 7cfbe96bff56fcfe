import type { FormikProps } from 'formik';
import { createContext, useContext } from 'react';
import type { FieldErrors, MessageDescriptor } from '@mk/validators';

/** What every field of the kit reads from the form around it. */
export interface FormKit<V> {
  formik: FormikProps<V>;
  /** The schema's messages by field path; Formik holds them as descriptors, not strings. */
  errors: FieldErrors;
  /** The input's id, so labels and error texts can point at it. */
  fieldId: (name: string) => string;
  /** The message of a field to show now: after it was left, or after a submit attempt. */
  shownError: (name: string) => string | undefined;
  describe: (message: MessageDescriptor) => string;
}

// `unknown` values: each field narrows the form's values through its typed `name`.
export const FormKitContext = createContext<FormKit<unknown> | null>(null);

/** The form around a field; the fields of the kit only work inside an EntityForm (or a FormKitContext). */
export function useFormKit<V>(): FormKit<V> {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('Form kit fields must be inside an EntityForm');
  return kit as FormKit<V>;
}

/** The names of a form's fields that hold a value of type T. */
export type FieldOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;
