import type { ReactElement } from 'react';
import { BilingualField, type BilingualFieldProps } from './bilingual-field';
import { CityField, type CityFieldProps } from './city-field';
import { CoordinatesField, type CoordinatesFieldProps } from './coordinates-field';
import { DateField, type DateFieldProps } from './date-field';
import { AtLeastOneFlags, FlagField, type AtLeastOneFlagsProps, type FlagFieldProps } from './flag-field';
import { ImageField, type ImageFieldProps } from './image-field';
import { MultiSelectField, type MultiSelectFieldProps } from './multi-select-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { SpecializationField, type SpecializationFieldProps } from './specialization-field';
import { NumberField, PhoneField, TextField, type NumberFieldProps, type PhoneFieldProps, type TextFieldProps } from './text-field';

/**
 * The field family bound to one form's values, so a form writes `<TextField name="zip" />` and a
 * misspelt or wrongly typed name fails to compile: `const f = formFields<ClinicFormValues>()`.
 */
export function formFields<V>() {
  return {
    TextField: TextField as (props: TextFieldProps<V>) => ReactElement,
    NumberField: NumberField as (props: NumberFieldProps<V>) => ReactElement,
    PhoneField: PhoneField as (props: PhoneFieldProps<V>) => ReactElement,
    SelectField: SelectField as (props: SelectFieldProps<V>) => ReactElement,
    MultiSelectField: MultiSelectField as (props: MultiSelectFieldProps<V>) => ReactElement,
    FlagField: FlagField as (props: FlagFieldProps<V>) => ReactElement,
    AtLeastOneFlags: AtLeastOneFlags as (props: AtLeastOneFlagsProps<V>) => ReactElement,
    BilingualField: BilingualField as (props: BilingualFieldProps<V>) => ReactElement,
    SpecializationField: SpecializationField as (props: SpecializationFieldProps<V>) => ReactElement,
    CityField: CityField as (props: CityFieldProps<V>) => ReactElement,
    CoordinatesField: CoordinatesField as (props: CoordinatesFieldProps<V>) => ReactElement,
    ImageField: ImageField as (props: ImageFieldProps<V>) => ReactElement,
    DateField: DateField as (props: DateFieldProps<V>) => ReactElement,
  };
}
