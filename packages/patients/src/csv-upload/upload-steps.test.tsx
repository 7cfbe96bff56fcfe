import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mobileFor, nationalIdFor } from '../test/csv-fixtures';
import { admin, button, chooseFile, chooseOption, csvFile, patientServer, renderPatientPage, text } from '../test/patient-test-kit';
import UploadDataPage from './upload-data.page';

function renderUpload(locale: 'en' | 'ar' = 'en') {
  return renderPatientPage(<UploadDataPage />, { user: admin, locale, path: 'upload-data', route: '/upload-data' });
}

/** A file whose headers no guess recognises, so every match is the user's. */
const ODD_HEADERS = `col a,col b,col c,col d\nSara,Ahmed,${mobileFor(1)},${nationalIdFor(1)}\n`;

async function toMatchStep(content: string) {
  chooseFile(csvFile(content));
  await screen.findByText(/Patient rows: 1\./);
  fireEvent.click(button('Next'));
  await screen.findByText('Choose the column of your file that holds each piece of information.');
}

const uploadButton = () => button('Upload');

describe('CSV upload: choosing and matching', () => {
  it('is for ADMIN and users with clinics only', async () => {
    patientServer();
    const pharmacist = { ...admin, role: 'PIC' as const, sys_id: 'ph-1', pharmacies: [{ sys_id: 'p1', name: 'Shifa Pharmacy' }] };
    renderPatientPage(<UploadDataPage />, { user: pharmacist, path: 'upload-data', route: '/upload-data' });
    expect(await screen.findByText('Only administrators and clinic staff can upload patients')).toBeInTheDocument();
    expect(screen.queryByText('Select file')).not.toBeInTheDocument();
  });

  it("introduces the upload, and says 'Please select a file first' without a file", async () => {
    patientServer();
    renderUpload();
    expect(
      await screen.findByText(
        'Upload your patients from a CSV file. Once they are uploaded you can look a patient up by phone number, create appointments for them and manage their appointments.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();
  });

  it('refuses a file that is not .csv, and a file with no rows', async () => {
    patientServer();
    renderUpload();
    await screen.findByText('Select file');
    chooseFile(new File(['a,b'], 'patients.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('patients.xlsx: this type of file is not accepted')).toBeInTheDocument();
    chooseFile(csvFile('name,phone\n\n'));
    expect(await screen.findByText('The file has no patient rows under its header row')).toBeInTheDocument();
  });

  it('keeps Upload disabled until name, phone and national id are matched', async () => {
    patientServer();
    renderUpload();
    await screen.findByText('Select file');
    await toMatchStep(ODD_HEADERS);

    expect(uploadButton()).toBeDisabled();
    expect(screen.getByText('Full name is not matched')).toBeInTheDocument();
    expect(screen.getByText('Phone not is matched')).toBeInTheDocument();
    expect(screen.getByText('National/Residence ID is not matched')).toBeInTheDocument();

    await chooseOption('Full name', 'col a');
    await chooseOption('Phone number', 'col c');
    expect(screen.queryByText('Full name is not matched')).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    // 'Data not available' is no match for a required field.
    await chooseOption('National/Residence ID', 'Data not available');
    expect(uploadButton()).toBeDisabled();
    await chooseOption('National/Residence ID', 'col d');
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(screen.queryByText('Still to match:')).not.toBeInTheDocument();
  });

  it('asks for first and last name once the name is split', async () => {
    patientServer();
    renderUpload();
    await screen.findByText('Select file');
    await toMatchStep(ODD_HEADERS);
    await chooseOption('Phone number', 'col c');
    await chooseOption('National/Residence ID', 'col d');

    fireEvent.click(screen.getByLabelText('The name is in two columns (first name and last name)'));
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.getByText('First name is not matched')).toBeInTheDocument();
    expect(screen.getByText('Last name is not matched')).toBeInTheDocument();
    await chooseOption('First name', 'col a');
    expect(uploadButton()).toBeDisabled();
    await chooseOption('Last name', 'col b');
    await waitFor(() => expect(uploadButton()).toBeEnabled());

    fireEvent.click(button('Back'));
    expect(await screen.findByText(/Patient rows: 1\./)).toBeInTheDocument();
  });

  it('guesses the columns from common headers, and speaks Arabic', async () => {
    patientServer();
    renderUpload('ar');
    await screen.findByText(text('ar', 'patients.upload.steps.file'));
    chooseFile(csvFile(`الاسم,رقم الجوال,رقم الهوية\nسارة أحمد,${mobileFor(1)},${nationalIdFor(1)}\n`));
    await screen.findByText(text('ar', 'patients.upload.summary', { rows: 1, columns: 3 }));
    fireEvent.click(button(text('ar', 'patients.upload.next')));
    await screen.findByText(text('ar', 'patients.upload.match.intro'));
    expect(screen.getByLabelText(text('ar', 'patients.upload.match.fullName')).closest('.ant-select')).toHaveTextContent('الاسم');
    expect(screen.getByLabelText(text('ar', 'patients.upload.match.dateOfBirth')).closest('.ant-select')).not.toHaveTextContent(/\S/);
    expect(button(text('ar', 'patients.upload.match.upload'))).toBeEnabled();
  });
});
