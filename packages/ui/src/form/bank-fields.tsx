import { Col, Row } from 'antd';
import type { FieldOf } from './form-kit.context';
import { HALF_COLUMN } from './form-grid';
import { TextField } from './text-field';

/** The bank account fields of a clinic or center form, in the order they are shown. */
export const BANK_FIELDS = ['account_name', 'bank_name', 'account_number', 'IBAN_number'] as const;

/** The forms that hold a bank account (the names the server stores). */
export type BankValues = Record<(typeof BANK_FIELDS)[number], string>;

/** The message keys the form's `label` is asked for. */
export type BankLabel = 'accountName' | 'bankName' | 'accountNumber' | 'iban';

// V has these fields (its constraint says so), but TypeScript cannot see through FieldOf on a type parameter.
const field = <V,>(name: keyof BankValues) => name as FieldOf<V, string>;

export interface BankFieldsProps {
  /** The domain's words for each field, e.g. `(key) => intl.formatMessage({ id: \`clinics.form.fields.${key}\` })`. */
  label: (key: BankLabel) => string;
}

/**
 * The account's name, the bank, the account number and the IBAN, two a line, all optional; the
 * numbers run left to right. `<BankFields<ClinicFormValues> …>`: a form without them fails to compile.
 */
export function BankFields<V extends BankValues>({ label }: BankFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...HALF_COLUMN}>
        <TextField<V> name={field<V>('account_name')} label={label('accountName')} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField<V> name={field<V>('bank_name')} label={label('bankName')} />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField<V> name={field<V>('account_number')} label={label('accountNumber')} dir="ltr" />
      </Col>
      <Col {...HALF_COLUMN}>
        <TextField<V> name={field<V>('IBAN_number')} label={label('iban')} dir="ltr" />
      </Col>
    </Row>
  );
}
