import { fireEvent, screen } from '@testing-library/react';
import { apiErrorMessages } from '@mk/i18n';
import { catalogueText, ok } from '@mk/module-kit/testing';
import { validCsv } from '../test/csv-fixtures';
import { admin, button, csvFile, chooseFile, patientServer, renderPatientPage, text } from '../test/patient-test-kit';
import UploadDataPage from './upload-data.page';

const ar = (id: string, values?: Record<string, string>) => text('ar', id, values);
const apiText = catalogueText(apiErrorMessages);

describe('CSV upload: the rows the server refused, in Arabic', () => {
  it("names each refused row's reason in Arabic by its code, not in the server's English", async () => {
    patientServer({
      bulk: (batch) =>
        ok({
          created: batch.length - 2,
          existing: 0,
          rejected: 2,
          rows: [
            { index: 0, outcome: 'rejected', reason: 'Invalid National/Residence ID', code: 'validation.nationalId.invalid' },
            { index: 1, outcome: 'rejected', reason: 'A patient with this phone number already exists', code: 'patient.phone_taken' },
            { index: 2, outcome: 'created' },
          ],
        }),
    });
    renderPatientPage(<UploadDataPage />, { user: admin, locale: 'ar', path: 'upload-data', route: '/upload-data' });
    await screen.findByText(ar('patients.upload.steps.file'));
    chooseFile(csvFile(validCsv(3)));
    await screen.findByText(ar('patients.upload.summary', { rows: '3', columns: '4' }));
    fireEvent.click(button(ar('patients.upload.next')));
    await screen.findByText(ar('patients.upload.match.intro'));
    fireEvent.click(button(ar('patients.upload.match.upload')));

    expect(await screen.findByText(ar('patients.upload.success.title'))).toBeInTheDocument();
    const refused = screen.getByRole('region', { name: ar('patients.upload.success.refusedTitle') });
    const reasons = Array.from(refused.querySelectorAll('tbody tr'), (row) => row.querySelectorAll('td')[2].textContent);
    expect(reasons).toEqual([ar('validation.nationalId.invalid'), apiText('ar', 'apiError.patient.phone_taken')]);
    expect(refused).not.toHaveTextContent('Invalid National/Residence ID');
    expect(refused).not.toHaveTextContent('already exists');
  });
});
