import { createContext, useContext } from 'react';
import type { FormikProps } from 'formik';
import type { MessageDescriptor } from '@mk/validators';
import type { PhysicianFormValues } from './physician-form.values';

export interface PhysicianFormContextValue {
  formik: FormikProps<PhysicianFormValues>;
  /** The message of a field to show now: after it was left, or after a submit attempt. */
  shownError: (field: string) => string | undefined;
  describe: (message: MessageDescriptor) => string;
}

export const PhysicianFormContext = createContext<PhysicianFormContextValue | null>(null);

export function usePhysicianForm(): PhysicianFormContextValue {
  const context = useContext(PhysicianFormContext);
  if (!context) throw new Error('Physician form fields must be inside PhysicianForm');
  return context;
}
