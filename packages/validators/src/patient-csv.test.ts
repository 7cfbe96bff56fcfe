import { checkPatientCsvRow, csvColumnMatchErrors, messageText, patientCsvRowSchema } from './index';
import { errorsOf } from './test-helpers';

describe('csvColumnMatchErrors', () => {
  const texts = (matches: Parameters<typeof csvColumnMatchErrors>[0]) => csvColumnMatchErrors(matches).map(messageText);

  it('needs a full name, phone and national id', () => {
    expect(texts({ splitName: false })).toEqual([
      'Full name is not matched',
      'Phone not is matched',
      'National/Residence ID is not matched',
    ]);
    expect(texts({ splitName: false, fullName: 'Name', phone: 'Mobile', nationalId: 'ID' })).toEqual([]);
  });

  it('needs first and last name when the name is split', () => {
    expect(texts({ splitName: true, firstName: 'First', lastName: -1, phone: 'Mobile', nationalId: 'ID' })).toEqual([
      'Last name is not matched',
    ]);
  });

  it("treats 'Data not available' (-1) as not matched, and the date of birth as optional", () => {
    expect(texts({ splitName: false, fullName: 'Name', phone: -1, nationalId: 'ID', dateOfBirth: -1 })).toEqual([
      'Phone not is matched',
    ]);
  });
});

describe('checkPatientCsvRow', () => {
  it('normalises a good row: Arabic digits, +966 phone, date at 06:00, SAU', () => {
    const { issues, patient } = checkPatientCsvRow({
      name: 'سارة أحمد',
      phone: '+966 50 123 4567',
      national_id: '١٢٣٤٥٦٧٨٩٧',
      date_of_birth: '03/07/1990',
    });
    expect(issues).toEqual([]);
    expect(patient).toEqual({
      name: 'سارة أحمد',
      phone: '0501234567',
      national_id: '1234567897',
      date_of_birth: '1990-03-07T06:00:00.000Z',
      country_id: 'SAU',
    });
  });

  it('leaves country_id out for a residence id and normalises 00966', () => {
    const { patient } = checkPatientCsvRow({ name: 'John Smith', phone: '00966551234567', national_id: '2345678904', date_of_birth: '1985-12-01' });
    expect(patient).toEqual({ name: 'John Smith', phone: '0551234567', national_id: '2345678904', date_of_birth: '1985-12-01T06:00:00.000Z' });
  });

  it('excludes a row with required-field errors and says why', () => {
    const { issues, patient } = checkPatientCsvRow({ name: 'John سارة', phone: '0112345678', national_id: '1234567890' });
    expect(patient).toBeUndefined();
    expect(issues.map((issue) => [issue.field, messageText(issue.error), issue.note && messageText(issue.note)])).toEqual([
      ['name', 'Name contains invalid characters (required)', undefined],
      ['phone', 'Invalid phone number (required)', 'Must be a valid saudi number'],
      ['national_id', 'Invalid National/Residence ID', undefined],
      ['date_of_birth', 'Missing date of birth (optional)', undefined],
    ]);
  });

  it('reports missing required values', () => {
    const { issues } = checkPatientCsvRow({});
    expect(issues.filter((issue) => issue.required).map((issue) => messageText(issue.error))).toEqual([
      'Missing name (required)',
      'Missing phone number (required)',
      'Missing National/Residence ID (required)',
    ]);
  });

  it('drops an invalid date of birth and still uploads the row', () => {
    const { issues, patient } = checkPatientCsvRow({ name: 'John Smith', phone: '0501234567', national_id: '1234567897', date_of_birth: '31/12/1990' });
    expect(issues.map((issue) => messageText(issue.error))).toEqual(['Invalid date of birth (optional)']);
    expect(patient).toBeDefined();
    expect(patient?.date_of_birth).toBeUndefined();
  });
});

describe('patientCsvRowSchema', () => {
  it('validates the same rules for the server', async () => {
    expect(await errorsOf(patientCsvRowSchema, { name: 'John Smith', phone: '٠٥٠١٢٣٤٥٦٧', national_id: '1234567897' })).toEqual({});
    expect(await errorsOf(patientCsvRowSchema, { name: 'J0hn', phone: '0112345678', national_id: '1234567890' })).toEqual({
      name: 'Name contains invalid characters (required)',
      phone: 'Invalid phone number (required)',
      national_id: 'Invalid National/Residence ID',
    });
  });
});
