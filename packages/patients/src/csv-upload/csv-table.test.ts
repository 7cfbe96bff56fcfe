import { messageText } from '@mk/validators';
import { mobileFor, nationalIdFor, validCsv } from '../test/csv-fixtures';
import { checkCsvTable, guessMatches, readCsvTable } from './csv-table';

const ID_1 = nationalIdFor(1);
const ID_2 = nationalIdFor(2, '2');

describe('readCsvTable', () => {
  it('takes the first non-empty record as headers and numbers rows as a spreadsheet does', () => {
    const table = readCsvTable('\n name , phone\nSara,055\n,\nOmar,056\n');
    expect(table.headers).toEqual(['name', 'phone']);
    expect(table.rows).toEqual([
      ['Sara', '055'],
      ['Omar', '056'],
    ]);
    expect(table.rowNumbers).toEqual([3, 5]);
  });
});

describe('guessMatches', () => {
  it('recognises common English and Arabic headers', () => {
    expect(guessMatches(['Patient Name', 'Mobile', 'National ID', 'DOB'])).toEqual({
      splitName: false,
      fullName: '0',
      firstName: undefined,
      lastName: undefined,
      phone: '1',
      nationalId: '2',
      dateOfBirth: '3',
    });
    expect(guessMatches(['الاسم الأول', 'اسم العائلة', 'رقم الجوال', 'رقم الهوية'])).toMatchObject({
      splitName: true,
      firstName: '0',
      lastName: '1',
      phone: '2',
      nationalId: '3',
      dateOfBirth: undefined,
    });
  });
});

describe('checkCsvTable', () => {
  const matches = { splitName: false, fullName: '0', phone: '1', nationalId: '2', dateOfBirth: '3' };

  it('converts Arabic digits, normalises phones and reads the four date formats', () => {
    const table = readCsvTable(
      [
        'name,phone,id,dob',
        `سارة أحمد,+966 ٥٥ ١٢٣ ٤٥٦٧,${ID_1},03/07/1990`,
        `John Smith,00966551234568,${ID_2},1990/07/03`,
        `Omar Ali,551234569,${ID_1},1990-07-03`,
        `Huda Saad,0551234570,${ID_2},07-03-1990`,
      ].join('\n'),
    );
    const result = checkCsvTable(table, matches);
    expect(result.issues).toEqual([]);
    expect(result.uploads.map((upload) => [upload.row, upload.patient.phone, upload.patient.date_of_birth])).toEqual([
      [2, '0551234567', '1990-03-07T06:00:00.000Z'],
      [3, '0551234568', '1990-07-03T06:00:00.000Z'],
      [4, '0551234569', '1990-07-03T06:00:00.000Z'],
      [5, '0551234570', '1990-07-03T06:00:00.000Z'],
    ]);
    expect(result.uploads[0].patient).toMatchObject({ name: 'سارة أحمد', national_id: ID_1, country_id: 'SAU' });
    expect(result.uploads[1].patient.country_id).toBeUndefined();
  });

  it('reports each issue with its row, name and value; excludes rows with a required-field issue', () => {
    const table = readCsvTable(
      ['name,phone,id,dob', `Sara 2,0551234567,${ID_1},1990-01-01`, `Omar Ali,0112345678,${ID_1},1990-02-30`, `Huda Saad,0551234570,${ID_2},31/12/1990`].join(
        '\n',
      ),
    );
    const result = checkCsvTable(table, matches);
    expect(result.issues.map((issue) => [issue.row, issue.name, messageText(issue.error), issue.value, issue.required])).toEqual([
      [2, 'Sara 2', 'Name contains invalid characters (required)', 'Sara 2', true],
      [3, 'Omar Ali', 'Invalid phone number (required)', '0112345678', true],
      [3, 'Omar Ali', 'Invalid date of birth (optional)', '1990-02-30', false],
      [4, 'Huda Saad', 'Invalid date of birth (optional)', '31/12/1990', false],
    ]);
    expect(result.excluded).toBe(2);
    // An invalid date of birth is dropped and the row still goes.
    expect(result.uploads).toEqual([{ row: 4, patient: { name: 'Huda Saad', phone: '0551234570', national_id: ID_2 } }]);
  });

  it('joins first and last name when the name is split', () => {
    const table = readCsvTable(`first,last,phone,id\nSara,Ahmed,${mobileFor(7)},${ID_1}\n`);
    const result = checkCsvTable(table, { splitName: true, firstName: '0', lastName: '1', phone: '2', nationalId: '3', dateOfBirth: -1 });
    expect(result.uploads[0].patient.name).toBe('Sara Ahmed');
  });

  it("says nothing about dates of birth when their column is 'Data not available'", () => {
    const table = readCsvTable(`name,phone,id\nSara Ahmed,${mobileFor(7)},${ID_1}\n`);
    const result = checkCsvTable(table, { ...matches, dateOfBirth: -1 });
    expect(result.issues).toEqual([]);
    expect(result.uploads).toHaveLength(1);
  });

  it('checks 100,000 rows', () => {
    const result = checkCsvTable(readCsvTable(validCsv(100_000)), matches);
    expect(result.rowCount).toBe(100_000);
    expect(result.issues).toEqual([]);
    expect(result.uploads[99_999]).toEqual({
      row: 100_001,
      patient: expect.objectContaining({ phone: mobileFor(99_999), national_id: nationalIdFor(99_999) }),
    });
  });
});
