import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nationalIdFor } from '../test/csv-fixtures';
import {
  admin,
  button,
  callsTo,
  chooseCsvAndMatch,
  chooseFile,
  csvFile,
  findDialog,
  patientServer,
  renderPatientPage,
  text,
} from '../test/patient-test-kit';
import UploadDataPage from './upload-data.page';

const toArabicDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const ID_1 = nationalIdFor(1);
const ID_2 = nationalIdFor(2, '2');

/** Two good rows (one typed with Arabic digits, one with an impossible date) and two bad ones. */
const MIXED = [
  'name,phone,national_id,date_of_birth',
  `سارة أحمد,${toArabicDigits('0551234567')},${toArabicDigits(ID_1)},03/07/1990`,
  `Sara 2,0551234568,${ID_1},1990-01-01`,
  `Omar Ali,0112345678,${ID_1},1990-01-01`,
  `Huda Saad,+966 55 123 4570,${ID_2},1990-02-30`,
].join('\r\n');

function renderUpload(locale: 'en' | 'ar' = 'en') {
  return renderPatientPage(<UploadDataPage />, { user: admin, locale, path: 'upload-data', route: '/upload-data' });
}

const cells = (row: Element) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);

describe('CSV upload: the Data Validation Error dialog', () => {
  it('lists every issue (Index, Name, Error, Value, Notes), then uploads the good rows with Western digits', async () => {
    const requests = patientServer();
    renderUpload();
    await chooseCsvAndMatch(MIXED);
    fireEvent.click(button('Upload'));

    const dialog = await findDialog('Data Validation Error');
    expect(Array.from(dialog.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(['Index', 'Name', 'Error', 'Value', 'Notes']);
    expect(Array.from(dialog.querySelectorAll('tbody tr.ant-table-row'), cells)).toEqual([
      ['3', 'Sara 2', 'Name contains invalid characters (required)', 'Sara 2', 'This row will not be uploaded'],
      ['4', 'Omar Ali', 'Invalid phone number (required)', '0112345678', 'Must be a valid saudi number'],
      ['5', 'Huda Saad', 'Invalid date of birth (optional)', '1990-02-30', 'The row is uploaded without it'],
    ]);
    expect(dialog).toHaveTextContent('3 problems were found in the 4 rows of the file. Rows that can be uploaded: 2. Rows left out: 2.');
    expect(button('Select another file', dialog)).toBeEnabled();
    expect(callsTo(requests, '/api/patient-write/bulk-create/adm-1', 'POST')).toHaveLength(0);

    fireEvent.click(button('Ignore errors & upload', dialog));
    expect(await screen.findByText('Upload Successful!')).toBeInTheDocument();
    const [batch] = callsTo(requests, '/api/patient-write/bulk-create/adm-1', 'POST');
    expect(batch.body).toEqual([
      { name: 'سارة أحمد', phone: '0551234567', national_id: ID_1, date_of_birth: '1990-03-07T06:00:00.000Z', country_id: 'SAU' },
      { name: 'Huda Saad', phone: '0551234570', national_id: ID_2 },
    ]);
    // The file itself went to the media service first, with the patients preset.
    const [archive] = callsTo(requests, '/api/media/upload', 'POST');
    expect((archive.body as FormData).get('upload_preset')).toBe('patients_csv');
    expect(requests.indexOf(archive)).toBeLessThan(requests.indexOf(batch));
    expect(await screen.findByText('Successfully uploaded to cloud')).toBeInTheDocument();

    const summary = document.querySelector('.ant-descriptions') as HTMLElement;
    expect(within(summary).getByText('Patients created').closest('tr')).toHaveTextContent('2');
    expect(within(summary).getByText('Rejected').closest('tr')).toHaveTextContent('2 (2 in the file check, 0 by the server)');
    fireEvent.click(button('Click here to go back'));
    expect(await screen.findByText('Select file')).toBeInTheDocument();
  });

  it("'Select another file' goes back to step one with the file removed", async () => {
    const requests = patientServer();
    renderUpload();
    await chooseCsvAndMatch(MIXED);
    fireEvent.click(button('Upload'));
    const dialog = await findDialog('Data Validation Error');
    fireEvent.click(button('Select another file', dialog));

    expect(await screen.findByText('Drop a .csv file here, or press to choose one')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Preview of patients.csv')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Patient rows: /)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('cannot ignore errors when no row is left to upload, and speaks Arabic', async () => {
    patientServer();
    renderUpload('ar');
    await screen.findByText(text('ar', 'patients.upload.steps.file'));
    chooseFile(csvFile(`name,phone,national_id\nSara 2,0551234568,${ID_1}\n`));
    await screen.findByText(text('ar', 'patients.upload.summary', { rows: 1, columns: 3 }));
    fireEvent.click(button(text('ar', 'patients.upload.next')));
    fireEvent.click(await waitFor(() => button(text('ar', 'patients.upload.match.upload'))));

    const dialog = await findDialog(text('ar', 'patients.upload.dialog.title'));
    expect(Array.from(dialog.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(
      ['index', 'name', 'error', 'value', 'notes'].map((column) => text('ar', `patients.upload.dialog.columns.${column}`)),
    );
    expect(dialog).toHaveTextContent(text('ar', 'validation.csv.nameInvalid'));
    expect(dialog).toHaveTextContent(text('ar', 'patients.upload.dialog.nothingToUpload'));
    expect(button(text('ar', 'patients.upload.dialog.ignore'), dialog)).toBeDisabled();
    expect(button(text('ar', 'patients.upload.dialog.selectAnother'), dialog)).toBeEnabled();
  });
});
