import { fireEvent, screen } from '@testing-library/react';
import { nationalIdFor } from '../test/csv-fixtures';
import { admin, button, callsTo, chooseFile, csvFile, patientServer, renderPatientPage, text } from '../test/patient-test-kit';
import UploadDataPage from './upload-data.page';

const ID_1 = nationalIdFor(1);
const ID_2 = nationalIdFor(2, '2');

/** A Saudi clinic's file: dates of birth day first (26/07/1990 tells), and a Hijri one. */
const DAY_FIRST = ['name,phone,national_id,date_of_birth', `Sara Ali,0551234567,${ID_1},26/07/1990`, `Omar Saad,0551234568,${ID_2},1410/05/12`].join('\n');

function renderUpload(locale: 'en' | 'ar' = 'en') {
  return renderPatientPage(<UploadDataPage />, { user: admin, locale, path: 'upload-data', route: '/upload-data' });
}

async function toMatchStep(locale: 'en' | 'ar' = 'en') {
  await screen.findByText(text(locale, 'patients.upload.steps.file'));
  chooseFile(csvFile(DAY_FIRST));
  await screen.findByText(text(locale, 'patients.upload.summary', { rows: 2, columns: 4 }));
  fireEvent.click(button(text(locale, 'patients.upload.next')));
  await screen.findByText(text(locale, 'patients.upload.match.intro'));
}

describe('CSV upload: dates of birth', () => {
  it('detects a day-first file, offers the order, and uploads day-first and Hijri dates as the right days', async () => {
    const requests = patientServer();
    renderUpload();
    await toMatchStep();
    expect(screen.getByLabelText('Dates of birth written as').closest('.ant-select')).toHaveTextContent('Day first (dd/mm/yyyy)');
    fireEvent.click(button('Upload'));
    expect(await screen.findByText('Upload Successful!')).toBeInTheDocument();
    const [batch] = callsTo(requests, '/api/patient-write/bulk-create/adm-1', 'POST');
    expect(batch.body).toEqual([
      expect.objectContaining({ name: 'Sara Ali', date_of_birth: '1990-07-26T06:00:00.000Z' }),
      // 12 Jumada al-Ula 1410 (Umm al-Qura).
      expect.objectContaining({ name: 'Omar Saad', date_of_birth: '1989-12-11T06:00:00.000Z' }),
    ]);
  });

  it('asks for the order in Arabic', async () => {
    patientServer();
    renderUpload('ar');
    await toMatchStep('ar');
    expect(screen.getByLabelText(text('ar', 'patients.upload.match.dateOrder')).closest('.ant-select')).toHaveTextContent(text('ar', 'patients.upload.match.dateOrders.day-first'));
  });
});
