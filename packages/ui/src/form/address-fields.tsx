import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { CityField } from './city-field';
import { CoordinatesField } from './coordinates-field';
import type { FieldOf } from './form-kit.context';
import { HALF_COLUMN } from './form-grid';
import { TextField } from './text-field';

/** Every address form has these: the address line, the city and the coordinates (the names the server stores). */
export type AddressValues = Record<'address' | 'city' | 'lat' | 'lng', string>;

/** The lines only some address forms have. */
type OptionalLine = 'street' | 'zip' | 'country';

/**
 * One line of an address, named by the message key of its label. `district` and `address` both
 * edit the `address` field: a clinic's or center's district (the spec's "address (district)"), a
 * pharmacy's whole address. The optional lines exist only where the form `V` has the field.
 */
export type AddressPart<V> = 'district' | 'address' | 'city' | Extract<FieldOf<V, string>, OptionalLine>;

/** The message keys the form's `label` is asked for: the lines it shows and the coordinates. */
export type AddressLabel = 'district' | 'address' | 'city' | OptionalLine | 'lat' | 'lng';

export interface AddressFieldsProps<V> {
  /** The lines in the order the form shows them, two a line; the coordinates come last. */
  parts: readonly AddressPart<V>[];
  /** The domain's words for each line, e.g. `(key) => intl.formatMessage({ id: \`centers.form.fields.${key}\` })`. */
  label: (key: AddressLabel) => string;
  /** The coordinates on a line of their own, rather than in the next half column. */
  wideCoordinates?: boolean;
}

/** The field each line edits. */
const FIELD_OF_PART: Record<AddressLabel, keyof AllLines> = {
  district: 'address',
  address: 'address',
  street: 'street',
  city: 'city',
  zip: 'zip',
  country: 'country',
  lat: 'lat',
  lng: 'lng',
};

/** The fields of an address section, for its validity mark: the lines' and the coordinates. */
export function addressFields<V>(parts: readonly AddressPart<V>[]): Array<keyof AddressValues | Extract<FieldOf<V, string>, OptionalLine>> {
  return [...parts.map((part) => FIELD_OF_PART[part] as keyof AddressValues | Extract<FieldOf<V, string>, OptionalLine>), 'lat', 'lng'];
}

// Inside, the fields are bound to every line an address may have; `AddressPart<V>` keeps a form to its own.
type AllLines = AddressValues & Record<OptionalLine, string>;

function AddressLine({ part, label }: { part: AddressPart<AllLines>; label: ReactNode }) {
  if (part === 'city') return <CityField<AllLines> name="city" label={label} required />;
  // Postal codes are digits and Latin letters: left to right in Arabic too.
  return <TextField<AllLines> name={FIELD_OF_PART[part]} label={label} required dir={part === 'zip' ? 'ltr' : undefined} />;
}

/**
 * The address section of an entity form: each line required, two a line, then the coordinates
 * (required). `<AddressFields<ClinicFormValues> parts={['district', 'street', 'city', 'zip', 'country']} …/>`.
 */
export function AddressFields<V extends AddressValues>({ parts, label, wideCoordinates }: AddressFieldsProps<V>) {
  return (
    <Row gutter={16}>
      {parts.map((part) => (
        <Col key={part} {...HALF_COLUMN}>
          <AddressLine part={part} label={label(part)} />
        </Col>
      ))}
      <Col {...(wideCoordinates ? { xs: 24 } : HALF_COLUMN)}>
        <CoordinatesField<AllLines> lat="lat" lng="lng" required labels={{ lat: label('lat'), lng: label('lng') }} />
      </Col>
    </Row>
  );
}
