import type { ReactNode } from 'react';
import { CITIES } from '@mk/contracts';
import { cityLabel, useLocale } from '@mk/i18n';
import type { FieldOf } from './form-kit.context';
import { SelectField } from './select-field';

export interface CityFieldProps<V> {
  name: FieldOf<V, string>;
  label: ReactNode;
  required?: boolean;
}

/** The city, from the shared list of cities, named in the user's language. */
export function CityField<V>({ name, label, required }: CityFieldProps<V>) {
  const locale = useLocale();
  const options = CITIES.map((value) => ({ value, label: cityLabel(value, locale) }));
  return <SelectField<V> name={name} label={label} required={required} options={options} />;
}
