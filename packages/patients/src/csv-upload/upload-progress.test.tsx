import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@mk/module-kit/testing';
import { validCsv } from '../test/csv-fixtures';
import {
  admin,
  button,
  callsTo,
  chooseCsvAndMatch,
  createdAll,
  deferred,
  findDialog,
  patientServer,
  renderPatientPage,
} from '../test/patient-test-kit';
import UploadDataPage from './upload-data.page';

const BULK = '/api/patient-write/bulk-create/adm-1';
/** 1,201 good rows: batches of 500, 500 and 201. */
const BIG = validCsv(1201);

function renderUpload() {
  return renderPatientPage(<UploadDataPage />, { user: admin, path: 'upload-data', route: '/upload-data' });
}

const descriptionRow = (label: string) => within(document.querySelector('.ant-descriptions') as HTMLElement).getByText(label).closest('tr');

describe('CSV upload: sending the batches', () => {
  it("shows 'Uploading...' with count/total batch by batch, then the summed counts", async () => {
    const holds = [deferred(), deferred(), deferred()];
    const requests = patientServer({
      hold: (index) => holds[index].promise,
      bulk: (batch, index) => {
        if (index === 1) {
          const rows = batch.map((_, row) => ({ index: row, outcome: row < 20 ? ('existing' as const) : ('created' as const) }));
          return ok({ created: 480, existing: 20, rejected: 0, rows });
        }
        if (index === 2) return ok({ created: 200, existing: 0, rejected: 1, rows: [{ index: 0, outcome: 'rejected', reason: 'Phone already used' }] });
        return createdAll(batch);
      },
    });
    renderUpload();
    await chooseCsvAndMatch(BIG);
    fireEvent.click(button('Upload'));

    const dialog = await findDialog('Uploading...');
    await waitFor(() => expect(dialog).toHaveTextContent('0/1201'));
    holds[0].resolve();
    await waitFor(() => expect(dialog).toHaveTextContent('500/1201'));
    holds[1].resolve();
    await waitFor(() => expect(dialog).toHaveTextContent('1000/1201'));
    holds[2].resolve();

    expect(await screen.findByText('Upload Successful!')).toBeInTheDocument();
    expect(callsTo(requests, BULK, 'POST').map((request) => (request.body as unknown[]).length)).toEqual([500, 500, 201]);
    expect(descriptionRow('Patients created')).toHaveTextContent('1,180');
    expect(descriptionRow('Already registered')).toHaveTextContent('20');
    expect(descriptionRow('Rejected')).toHaveTextContent('1 (0 in the file check, 1 by the server)');
    // The refused row is named by its spreadsheet row: the first of the third batch, after the header.
    const refused = screen.getByRole('region', { name: 'Rows the server refused' });
    const cells = Array.from(refused.querySelectorAll('tbody td'), (cell) => cell.textContent);
    expect(cells[0]).toBe('1002');
    expect(cells[2]).toBe('Phone already used');
  });

  it('stops at a refused batch, says which rows went in and which did not, and goes on from there', async () => {
    let refuse = true;
    const requests = patientServer({
      bulk: (batch, index) => (index === 1 && refuse ? fail(500, 'Database write failed') : createdAll(batch)),
    });
    renderUpload();
    await chooseCsvAndMatch(BIG);
    fireEvent.click(button('Upload'));

    const dialog = await findDialog('The upload stopped');
    expect(dialog).toHaveTextContent('Database write failed');
    expect(dialog).toHaveTextContent('Uploaded: 500 of 1201 patients (batches 1 to 1, up to row 501 of the file).');
    expect(dialog).toHaveTextContent('Not uploaded: 701 patients, from row 502 of the file onwards.');
    expect(dialog).toHaveTextContent('500/1201');
    expect(callsTo(requests, BULK, 'POST')).toHaveLength(2);

    refuse = false;
    fireEvent.click(button('Upload the rest', dialog));
    expect(await screen.findByText('Upload Successful!')).toBeInTheDocument();
    const sent = callsTo(requests, BULK, 'POST').map((request) => request.body as Array<{ phone: string }>);
    // The refused batch again, then the last one; the first is not sent twice.
    expect(sent.map((batch) => batch[0].phone)).toEqual(['0500000000', '0500000500', '0500000500', '0500001000']);
    expect(descriptionRow('Patients created')).toHaveTextContent('1,201');
    expect(callsTo(requests, '/api/media/upload', 'POST')).toHaveLength(1);
  });

  it("sends no patient when the file cannot be stored: 'Error uploading file'", async () => {
    const requests = patientServer({ archive: () => fail(413, 'File too large') });
    renderUpload();
    await chooseCsvAndMatch(validCsv(3));
    fireEvent.click(button('Upload'));

    const dialog = await findDialog('The upload stopped');
    expect(dialog).toHaveTextContent('Error uploading file: File too large');
    expect(dialog).toHaveTextContent('No patient was uploaded.');
    expect(callsTo(requests, BULK, 'POST')).toHaveLength(0);
    fireEvent.click(button('Close', dialog));
    await waitFor(() => expect(screen.queryByText('The upload stopped')).not.toBeInTheDocument());
    expect(button('Upload')).toBeEnabled();
  });
});
