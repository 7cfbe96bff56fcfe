import type { ReactNode } from 'react';
import { SPECIALIZATIONS } from '@mk/contracts';
import { specializationLabel, useLocale } from '@mk/i18n';
import type { FieldOf } from './form-kit.context';
import { SelectField } from './select-field';

export interface SpecializationFieldProps<V> {
  name: FieldOf<V, string>;
  label: ReactNode;
  required?: boolean;
}

/** The medical specialization, from the shared list, named in the user's language. */
export function SpecializationField<V>({ name, label, required }: SpecializationFieldProps<V>) {
  const locale = useLocale();
  const options = SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }));
  return <SelectField<V> name={name} label={label} required={required} options={options} />;
}
