import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok } from '@mk/module-kit/testing';
import { admin, callsTo, clinicPic, makeVisit, patientServer, renderPatientPage, text } from '../test/patient-test-kit';
import MedicalHistoryPage from './medical-history.page';

const PATIENT_ID = '5e1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0007';
const BARE = makeVisit({
  id: '8b1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0002',
  type: 'video',
  status: 'patient_noshow',
  physician: { name: 'Omar Hassan', arabic_name: '' },
  prescriptions: [],
  reports: [],
});

function renderHistory(options: { locale?: 'en' | 'ar'; user?: typeof admin; route?: string } = {}) {
  return renderPatientPage(<MedicalHistoryPage />, {
    user: options.user ?? admin,
    locale: options.locale,
    path: 'patients/medical-history/:id',
    route: options.route ?? `/patients/medical-history/${PATIENT_ID}`,
  });
}

const rowOf = (content: string) => screen.getByText(content).closest('tr') as HTMLElement;

describe('medical history', () => {
  it("shows the patient's appointments with a Download link and the 'No ...' texts", async () => {
    const requests = patientServer({ history: [makeVisit(), BARE] });
    renderHistory();
    expect(await screen.findByText('Omar Hassan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Huda Saad');
    expect(Array.from(document.querySelectorAll('thead th'), (th) => th.textContent)).toEqual([
      'ID',
      'Type',
      'Status',
      'Physician',
      'Date & Time',
      'Prescription',
      'Diagnosis',
      'Report notes',
    ]);

    const full = rowOf('Sara Ali');
    expect(full).toHaveTextContent('Walk-in');
    expect(full).toHaveTextContent('Done');
    expect(full).toHaveTextContent('05-03-2024 09:30 AM');
    expect(full).toHaveTextContent('Seasonal flu');
    expect(full).toHaveTextContent('Rest for three days');
    // Two medicines of one prescription: one link, a button a keyboard reaches, named after the prescription.
    expect(within(full).getAllByText('Download')).toHaveLength(1);
    expect(within(full).getByRole('button', { name: 'Download prescription rx-77' })).toHaveTextContent('Download');

    const bare = rowOf('Omar Hassan');
    expect(bare).toHaveTextContent('Video call');
    expect(bare).toHaveTextContent('No show');
    expect(within(bare).getByText('No prescription')).toBeInTheDocument();
    expect(within(bare).getByText('No diagnosis')).toBeInTheDocument();
    expect(within(bare).getByText('No report')).toBeInTheDocument();

    expect(Object.fromEntries(callsTo(requests, '/api/appointment-management/all-patient-history')[0].url.searchParams)).toEqual({
      patient_id: PATIENT_ID,
      page: '1',
      limit: '10',
    });
  });

  describe('Download', () => {
    const SIGNED = '/api/pdf-creator/pdf/rx-77?sig=u.mac&exp=100';
    /** The new tab, as window.open gives it: where it was sent, whether it was closed. */
    const tab = { opener: null as unknown, location: { href: 'about:blank' }, close: jest.fn() };
    let open: jest.SpyInstance;
    beforeEach(() => {
      tab.location.href = 'about:blank';
      tab.close.mockClear();
      open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    });
    afterEach(() => open.mockRestore());

    it('asks the server for a signed link to the prescription and opens it in a new tab', async () => {
      const server = fakeApi({ getPatientHistory: ok({ count: 1, data: [makeVisit()] }), createPdfLink: ok({ url: SIGNED, expires_in: 60 }) });
      renderHistory();
      fireEvent.click(await screen.findByRole('button', { name: 'Download prescription rx-77' }));
      // The tab opens within the click, before the link is there (else a pop-up blocker stops it).
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toBe(`${SIGNED}&lang=en`));
      expect(server.callsTo('createPdfLink').map((call) => [call.method, call.path])).toEqual([['POST', '/api/pdf-creator/link/rx-77']]);
      expect(tab.close).not.toHaveBeenCalled();
    });

    it("says it could not open the prescription, with the server's reason, and closes the empty tab", async () => {
      fakeApi({ getPatientHistory: ok({ count: 1, data: [makeVisit()] }), createPdfLink: fail(403, 'You may not see this prescription') });
      renderHistory({ locale: 'ar', user: clinicPic });
      fireEvent.click(await screen.findByRole('button', { name: text('ar', 'patients.history.downloadLabel', { id: 'rx-77' }) }));
      expect(await screen.findByText(text('ar', 'patients.history.downloadFailed'))).toBeInTheDocument();
      expect(screen.getByText('You may not see this prescription')).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('about:blank');
    });
  });

  it('pages by 10 with the page in the URL', async () => {
    const visits = Array.from({ length: 12 }, (_, index) =>
      makeVisit({ id: `visit-${index + 1}`, physician: { name: `Doctor Number ${index + 1}`, arabic_name: `الطبيب رقم ${index + 1}` } }),
    );
    patientServer({ history: visits });
    const { router } = renderHistory();
    expect(await screen.findByText('Doctor Number 10')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(await screen.findByText('Doctor Number 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('Doctor Number 1')).not.toBeInTheDocument();
  });

  it('shows Arabic labels and the Arabic physician name, falling back to the English one', async () => {
    patientServer({ history: [makeVisit(), BARE] });
    renderHistory({ locale: 'ar', user: clinicPic });
    expect(await screen.findByText('سارة علي')).toBeInTheDocument();
    expect(screen.queryByText('Sara Ali')).not.toBeInTheDocument();
    const bare = rowOf('Omar Hassan');
    expect(bare).toHaveTextContent('مكالمة فيديو');
    expect(bare).toHaveTextContent('لم يحضر المريض');
    expect(within(bare).getByText(text('ar', 'patients.history.noPrescription'))).toBeInTheDocument();
    expect(within(bare).getByText(text('ar', 'patients.history.noDiagnosis'))).toBeInTheDocument();
    expect(within(bare).getByText(text('ar', 'patients.history.noReport'))).toBeInTheDocument();
    expect(within(rowOf('سارة علي')).getByText(text('ar', 'patients.history.download'))).toBeInTheDocument();
  });

  it('names the patient even without appointments, and says there are none', async () => {
    patientServer({ history: [], historyPatient: { sys_id: PATIENT_ID, name: 'Nora Khalid' } });
    renderHistory();
    expect(await screen.findByText('This patient has no appointments yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nora Khalid');
  });

  it("says 'Error getting medical history' with the server's reason", async () => {
    fakeApi({ getPatientHistory: fail(403, 'You can only see the patients of your clinics') });
    renderHistory({ user: clinicPic });
    expect(await screen.findByText('Error getting medical history You can only see the patients of your clinics')).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });

  describe("the patient record's History (ADMIN only)", () => {
    const trail = [
      { at: '2026-02-03T07:00:00.000Z', actor: { sys_id: 'adm-2', name: 'مسؤولة المنصة', role: 'ADMIN' }, action: 'update', changes: [{ field: 'national_id', old: '******0008', new: '******0016' }] },
      { at: '2026-01-10T09:00:00.000Z', actor: { sys_id: 'adm-1', name: 'مسؤول المنصة', role: 'ADMIN' }, action: 'create', changes: [{ field: 'name', old: null, new: 'هدى سعد' }] },
    ];

    it('is opened by ADMIN beside the appointments, in Arabic, newest first, by the record\'s field names', async () => {
      const requests = patientServer({ history: [makeVisit()], recordHistory: ok({ count: 2, rows: trail }) });
      renderHistory({ locale: 'ar' });
      await screen.findByText('سارة علي');
      const path = `/api/audit-read/history/patient/${PATIENT_ID}`;
      expect(callsTo(requests, path)).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: text('ar', 'patients.recordHistory.label', { name: 'Huda Saad' }) }));
      const drawer = await screen.findByRole('dialog');
      await within(drawer).findByText(/مسؤولة المنصة/);
      expect(callsTo(requests, path)).toHaveLength(1);
      expect(drawer).toHaveTextContent(text('ar', 'patients.recordHistory.title', { name: 'Huda Saad' }));
      expect(drawer).toHaveTextContent(`${text('ar', 'patients.list.columns.nationalId')}: من ******0008 إلى ******0016`);
      expect(drawer).toHaveTextContent(`${text('ar', 'patients.list.columns.name')}: هدى سعد`);
      const shown = drawer.textContent ?? '';
      expect(shown.indexOf('مسؤولة المنصة')).toBeLessThan(shown.indexOf('مسؤول المنصة ('));
    });

    it('is not offered to a PIC, and never asked for', async () => {
      const requests = patientServer({ history: [makeVisit()] });
      renderHistory({ user: clinicPic });
      await screen.findByText('Sara Ali');
      expect(screen.queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
      expect(screen.queryByText('History')).not.toBeInTheDocument();
      expect(requests.filter((request) => request.url.pathname.startsWith('/api/audit-read/'))).toHaveLength(0);
    });
  });
});
