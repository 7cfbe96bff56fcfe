import { Col, Row } from 'antd';
import type { FieldOf } from './form-kit.context';
import { HALF_COLUMN } from './form-grid';
import { PhoneField, TextField } from './text-field';

/** The contact fields of a clinic or center form, in the order they are shown. */
export const CONTACT_FIELDS = ['website', 'contact_number'] as const;

/** The forms that have a website and a contact number (the names the server stores). */
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/** The message keys the form's `label` is asked for. */
export type ContactLabel = 'website' | 'phone';

// V has these fields (its constraint says so), but TypeScript cannot see through FieldOf on a type parameter.
const field = <V,>(name: keyof ContactValues) => name as FieldOf<V, string>;

export interface ContactFieldsProps {
  /** The domain's words for each field, e.g. `(key) => intl.formatMessage({ id: \`centers.form.fields.${key}\` })`. */
  label: (key: ContactLabel) => string;
}

/**
 * The website and the contact number, side by side, both optional and typed left to right.
 * `<ContactFields<CenterFormValues> …>`: a form without these fields fails to compile.
 */
export function ContactFields<V extends ContactValues>({ label }: ContactFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...HALF_COLUMN}>
        <TextField<V> name={field<V>('website')} label={label('website')} dir="ltr" />
      </Col>
      <Col {...HALF_COLUMN}>
        <PhoneField<V> name={field<V>('contact_number')} label={label('phone')} />
      </Col>
    </Row>
  );
}
