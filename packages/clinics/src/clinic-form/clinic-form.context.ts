import { createContext, useContext } from 'react';
import type { FormikProps } from 'formik';
import type { MessageDescriptor } from '@mk/validators';
import type { ClinicFormValues } from './clinic-form.values';

export interface ClinicFormContextValue {
  formik: FormikProps<ClinicFormValues>;
  /** The message of a field to show now: after it was left, or after a submit attempt. */
  shownError: (field: string) => string | undefined;
  describe: (message: MessageDescriptor) => string;
}

export const ClinicFormContext = createContext<ClinicFormContextValue | null>(null);

export function useClinicForm(): ClinicFormContextValue {
  const context = useContext(ClinicFormContext);
  if (!context) throw new Error('Clinic form fields must be inside ClinicForm');
  return context;
}
