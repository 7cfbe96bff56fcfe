import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Validating } from '@mk/validators';
import { EntityForm } from '../entity/entity-form';
import { renderIn } from '../test-providers';
import { AddressFields, addressFields, BankFields, ContactFields, type AddressPart } from './index';

interface ClinicLike {
  website: string;
  contact_number: string;
  address: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  lat: string;
  lng: string;
  account_name: string;
  bank_name: string;
  account_number: string;
  IBAN_number: string;
}
type PharmacyLike = Pick<ClinicLike, 'address' | 'city' | 'lat' | 'lng'>;

const values: ClinicLike = {
  website: 'noor.example.com',
  contact_number: '0501234567',
  address: 'Al Rawdah',
  street: 'Prince Sultan Road',
  city: 'RIYADH',
  zip: '23435',
  country: 'Saudi Arabia',
  lat: '21.5',
  lng: '39.1',
  account_name: 'Noor LLC',
  bank_name: 'SNB',
  account_number: '123',
  IBAN_number: 'SA03',
};

// Every value passes: these tests are about what the fields show, not the rules.
const anything: Validating = { validate: (v) => Promise.resolve(v), validateSync: (v) => v };

// A domain's words: the message key, marked, so the tests see which key each field asked for.
const label = (key: string) => `[${key}]`;

async function renderFields(body: ReactNode, locale: 'en' | 'ar' = 'en') {
  renderIn(
    locale,
    <EntityForm<ClinicLike>
      idPrefix="place"
      schema={anything}
      initialValues={values}
      sections={[{ key: 'one', title: 'One', fields: [], body }]}
      summary={() => ({ id: 'x', defaultMessage: 'x' })}
      submitLabel="Send"
      onSubmit={() => Promise.resolve()}
    />,
  );
  // Let Formik's first validation settle inside act.
  await act(() => Promise.resolve());
}

/** The labels of the section in the order a reader meets them, each with its input's id and required mark. */
const shownFields = () =>
  [...document.querySelectorAll('label[for]')].map((element) => {
    const input = document.getElementById(element.getAttribute('for')!)!;
    return `${element.textContent} ${input.id}${input.getAttribute('aria-required') === 'true' ? ' *' : ''}${input.getAttribute('dir') === 'ltr' ? ' ltr' : ''}`;
  });

describe('ContactFields and BankFields', () => {
  it("show the form's values under the domain's words, optional, numbers left to right", async () => {
    await renderFields(
      <>
        <ContactFields<ClinicLike> label={label} />
        <BankFields<ClinicLike> label={label} />
      </>,
    );
    expect(shownFields()).toEqual([
      '[website] place-website ltr',
      '[phone] place-contact_number ltr',
      '[accountName] place-account_name',
      '[bankName] place-bank_name',
      '[accountNumber] place-account_number ltr',
      '[iban] place-IBAN_number ltr',
    ]);
    expect(screen.getByLabelText('[phone]')).toHaveValue('0501234567');
    expect(screen.getByLabelText('[iban]')).toHaveValue('SA03');
  });
});

describe('AddressFields', () => {
  it('shows the lines in the order given, each required, then the coordinates', async () => {
    await renderFields(<AddressFields<ClinicLike> parts={['district', 'street', 'city', 'zip', 'country']} label={label} />);
    expect(shownFields()).toEqual([
      '[district] place-address *',
      '[street] place-street *',
      '[city] place-city *',
      '[zip] place-zip * ltr',
      '[country] place-country *',
      '[lat] place-lat * ltr',
      '[lng] place-lng * ltr',
    ]);
    expect(screen.getByLabelText('[district]')).toHaveValue('Al Rawdah');
    // The coordinates take the next half column.
    expect(screen.getByLabelText('[lat]').closest('.ant-col-md-12')).not.toBeNull();
  });

  it("names the city in the user's language and puts the coordinates on a line of their own when asked", async () => {
    await renderFields(<AddressFields<PharmacyLike> parts={['city', 'address']} label={label} wideCoordinates />, 'ar');
    expect(shownFields()).toEqual(['[city] place-city *', '[address] place-address *', '[lat] place-lat * ltr', '[lng] place-lng * ltr']);
    expect(document.querySelector('[title="الرياض"]')).not.toBeNull();
    expect(screen.getByLabelText('[lat]').closest('.ant-col-md-12')).toBeNull();
  });

  it("gives its section the fields it edits, whatever a line's label", () => {
    expect(addressFields<ClinicLike>(['district', 'street', 'city'])).toEqual(['address', 'street', 'city', 'lat', 'lng']);
    expect(addressFields<PharmacyLike>(['address', 'city'])).toEqual(['address', 'city', 'lat', 'lng']);
  });

  it('refuses, at compile time, a line or a section the form has no field for', () => {
    // @ts-expect-error a pharmacy has no zip code
    const zip: AddressPart<PharmacyLike> = 'zip';
    // @ts-expect-error a pharmacy form has no bank account
    const bank = <BankFields<PharmacyLike> label={label} />;
    expect([zip, bank]).toHaveLength(2);
  });
});
