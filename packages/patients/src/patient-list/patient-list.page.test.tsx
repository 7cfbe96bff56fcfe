import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '@mk/contracts';
import { fail, fakeApi, ok } from '@mk/module-kit/testing';
import { admin, callsTo, clinicPic, makePatient, patientServer, renderPatientPage, text } from '../test/patient-test-kit';
import PatientListPage from './patient-list.page';

const PATIENTS = Array.from({ length: 23 }, (_, index) => makePatient(index + 1));
PATIENTS[1] = makePatient(2, { name: 'Omar Hassan', national_id: '' });

function renderList(options: { route?: string; locale?: 'en' | 'ar'; user?: typeof admin } = {}) {
  return renderPatientPage(<PatientListPage />, {
    user: options.user ?? admin,
    locale: options.locale,
    path: 'patients',
    route: options.route ?? '/patients',
  });
}

/** A patient record's trail, newest first as the server gives it: a failed and a good sign-in, then the registration. */
const PATIENT_TRAIL: HistoryEntry[] = [
  { at: '2026-02-03T07:00:00.000Z', actor: { sys_id: PATIENTS[1].sys_id, name: null, role: 'PATIENT' }, action: 'login', changes: [] },
  { at: '2026-02-03T06:59:00.000Z', actor: null, action: 'login_failed', changes: [{ field: 'phone', old: null, new: '0500000002' }] },
  {
    at: '2026-01-10T09:00:00.000Z',
    actor: { sys_id: 'adm-1', name: 'Adam Admin', role: 'ADMIN' },
    action: 'create',
    changes: [
      { field: 'name', old: null, new: 'Omar Hassan' },
      { field: 'date_of_birth', old: null, new: '1990-05-01T06:00:00.000Z' },
      { field: 'gender', old: null, new: 'Male' },
    ],
  },
];

const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);

describe('patient list', () => {
  it('shows the spec columns, Unregistered for a missing id, and opens the medical file', async () => {
    const requests = patientServer({ patients: PATIENTS });
    const { router } = renderList();
    expect(await screen.findByText('Omar Hassan')).toBeInTheDocument();
    expect(headers()).toEqual(['Patient ID', 'Patient Name', 'National/Residence ID', 'Phone Number', 'Actions']);
    expect(screen.getAllByText('Unregistered')).toHaveLength(1);
    expect(screen.getByText('Patient Number 1').closest('tr')).toHaveTextContent('1000000008');
    expect(screen.getByText('0500000001').closest('a')).toHaveAttribute('href', 'tel:0500000001');
    expect(Object.fromEntries(callsTo(requests, '/api/patient-read/')[0].url.searchParams)).toEqual({ page: '1', limit: '10' });

    fireEvent.click(screen.getByLabelText('Medical file of Omar Hassan'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/medical-history/${PATIENTS[1].sys_id}`));
    expect(router.state.location.state).toEqual({ name: 'Omar Hassan' });
  });

  it('pages by 10 with the page in the URL', async () => {
    const requests = patientServer({ patients: PATIENTS });
    const { router } = renderList({ route: '/patients?page=2' });
    expect(await screen.findByText('Patient Number 11')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    fireEvent.click(screen.getByLabelText('Page 3'));
    expect(await screen.findByText('Patient Number 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3);
    expect(callsTo(requests, '/api/patient-read/').map((request) => request.url.searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('searches by name, phone or national id with the search in the URL, and says when nothing matches (issue 16)', async () => {
    const requests = patientServer({ patients: PATIENTS });
    const { router } = renderList();
    await screen.findByText('Omar Hassan');
    fireEvent.change(screen.getByLabelText('Name, phone or national ID'), { target: { value: 'omar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
    expect(screen.getByText('Omar Hassan')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=omar');
    expect(callsTo(requests, '/api/patient-read/').at(-1)!.url.searchParams.get('search')).toBe('omar');

    fireEvent.change(screen.getByLabelText('Name, phone or national ID'), { target: { value: '0599999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(text('en', 'patients.list.emptyFiltered'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Patient Number 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says what to do when there are no patients', async () => {
    patientServer({ patients: [] });
    renderList();
    expect(await screen.findByText('No patients yet. Upload a CSV file of your patients to add them.')).toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and Retry asks again", async () => {
    let calls = 0;
    fakeApi({ getPatients: () => (++calls === 1 ? fail(500, 'Database unavailable') : ok({ count: 1, data: [makePatient(1)] })) });
    renderList();
    expect(await screen.findByText('The patients could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('Patient Number 1')).toBeInTheDocument();
  });

  it('tells a PIC the list is for administrators, without asking the server', async () => {
    const requests = patientServer({ patients: PATIENTS });
    renderList({ user: clinicPic });
    expect(await screen.findByText('Only administrators can see this page')).toBeInTheDocument();
    expect(screen.queryByText('Patient Number 1')).not.toBeInTheDocument();
    expect(callsTo(requests, '/api/patient-read/')).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    patientServer({ patients: PATIENTS });
    renderList({ locale: 'ar' });
    expect(await screen.findByText('Omar Hassan')).toBeInTheDocument();
    expect(headers()).toEqual(
      ['id', 'name', 'nationalId', 'phone', 'actions'].map((column) => text('ar', `patients.list.columns.${column}`)),
    );
    expect(screen.getByText(text('ar', 'patients.list.unregistered'))).toBeInTheDocument();
    expect(screen.getAllByText(text('ar', 'patients.list.medicalFile'))).toHaveLength(10);
  });

  it("opens a patient's History from their row, newest first, with the list's words for the fields and the sign-ins named", async () => {
    const requests = patientServer({ patients: PATIENTS, recordHistory: ok({ count: PATIENT_TRAIL.length, rows: PATIENT_TRAIL }) });
    renderList();
    await screen.findByText('Omar Hassan');
    const path = `/api/audit-read/history/patient/${PATIENTS[1].sys_id}`;
    expect(callsTo(requests, path)).toHaveLength(0);
    const opener = screen.getByRole('button', { name: 'History of Omar Hassan' });
    expect(opener.closest('tr')).toHaveTextContent('Medical file');
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Record history of Omar Hassan')).toBeInTheDocument();
    await within(drawer).findByText('Signed in to the patient app');
    expect(callsTo(requests, path)).toHaveLength(1);
    expect(drawer).toHaveTextContent('Failed sign-in to the patient app');
    expect(drawer).toHaveTextContent('Phone Number: 0500000002');
    expect(drawer).toHaveTextContent('Patient Name: Omar Hassan');
    // A birth date is a day, without the hour the upload stored it at; the gender by its label.
    expect(drawer).toHaveTextContent(/Date of birth: 01-05-1990(?! \d)/);
    expect(drawer).toHaveTextContent('Gender: Male');
    const shown = drawer.textContent ?? '';
    expect(shown.indexOf('Signed in')).toBeLessThan(shown.indexOf('Failed sign-in'));
    expect(shown.indexOf('Failed sign-in')).toBeLessThan(shown.indexOf('Created'));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("words a patient's History in Arabic", async () => {
    patientServer({ patients: PATIENTS, recordHistory: ok({ count: PATIENT_TRAIL.length, rows: PATIENT_TRAIL }) });
    renderList({ locale: 'ar' });
    await screen.findByText('Omar Hassan');
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'patients.recordHistory.label', { name: 'Omar Hassan' }) }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(text('ar', 'patients.recordHistory.actions.login'));
    expect(drawer).toHaveTextContent(`${text('ar', 'patients.list.columns.phone')}: 0500000002`);
    expect(drawer).toHaveTextContent(`${text('ar', 'patients.recordHistory.fields.dateOfBirth')}: 01-05-1990`);
    expect(drawer).toHaveTextContent(`${text('ar', 'patients.recordHistory.fields.gender')}: ذكر`);
    expect(drawer.textContent!.replace(/Omar Hassan|Adam Admin/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
