// Test helpers of the Patients pages: real store, messages, router; a fake API answering
// @mk/api's endpoints by name (an endpoint without an answer fails the test).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppointmentHistoryItem, BulkPatient, BulkPatientResult, PatientListItem, SessionUser } from '@mk/contracts';
import { catalogueText, registerPageMessages, fakeApi, ok, renderWithProviders, testAdmin, type ApiCall, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { patientsModule } from '../patients.module';

export const admin = testAdmin;
export const clinicPic: SessionUser = {
  name: 'Clinic Manager',
  email: 'clinic.pic@example.com',
  role: 'PIC',
  sys_id: 'pic-1',
  token: 'pic-token',
  clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }],
  pharmacies: [],
  centers: [],
};

/** The text of a message in a locale, so tests read the catalogue instead of repeating Arabic. */
export const text = catalogueText({ en, ar }, validationMessages);

export function makePatient(n: number, overrides: Partial<PatientListItem> = {}): PatientListItem {
  return {
    sys_id: `5e1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d${String(n).padStart(4, '0')}`,
    id: n,
    name: `Patient Number ${n}`,
    phone: `05${String(n).padStart(8, '0')}`,
    national_id: '1000000008',
    date_of_birth: null,
    gender: null,
    country_id: null,
    clinicName: null,
    ...overrides,
  };
}

/** A medicine of a visit's prescription with the fields the server always sends. */
export const historyMedicine = (prescription_id: string, medicine_id: string, generic_name: string) => ({ prescription_id, medicine_id, generic_name });

export function makeVisit(overrides: Partial<AppointmentHistoryItem> = {}): AppointmentHistoryItem {
  return {
    id: '8b1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001',
    type: 'walkin',
    status: 'done',
    date_time: '2024-03-05T09:30:00.000Z',
    clinicId: 'c0000000-0000-4000-8000-000000000001',
    physician: { name: 'Sara Ali', arabic_name: 'سارة علي' },
    patient: { name: 'Huda Saad' },
    prescriptions: [{ sys_id: 'rx-77', pre_meds: [historyMedicine('rx-77', 'm1', 'Paracetamol'), historyMedicine('rx-77', 'm2', 'Ibuprofen')] }],
    reports: [{ diagnosis: 'Seasonal flu', notes: 'Rest for three days' }],
    ...overrides,
  };
}

export interface PatientServerOptions {
  patients?: PatientListItem[];
  history?: AppointmentHistoryItem[];
  /** Whose history it is, as the server adds it to the history payload. */
  historyPatient?: { sys_id: string; name: string };
  /** Answer for each bulk batch, by its number (0-based); by default every row is created. */
  bulk?: (batch: BulkPatient[], index: number) => FakeReply;
  /** Answer of the media service for the archived CSV. */
  archive?: () => FakeReply;
  /** Holds the reply to batch `index` until the promise settles. */
  hold?: (index: number) => Promise<void>;
  /** The answer to a patient record's History (issue 29); without it, asking for one fails the test. */
  recordHistory?: FakeReply;
}

export const createdAll = (batch: BulkPatient[]): FakeReply =>
  ok({
    created: batch.length,
    existing: 0,
    rejected: 0,
    rows: batch.map((_, index) => ({ index, outcome: 'created' as const })),
  } satisfies BulkPatientResult);

/**
 * A fake server for the patient calls: the list pages `patients` by 10 (answering `count` and
 * `data` as spec 2 says), the history pages `history`, bulk-create answers `bulk`, and the media
 * upload stores the CSV. Answers by endpoint name (fakeApi): a call it has no answer for fails the
 * test. Returns the requests it received.
 */
export function patientServer(options: PatientServerOptions = {}): FakeRequest[] {
  const patients = options.patients ?? [makePatient(1)];
  const history = options.history ?? [makeVisit()];
  let batches = 0;
  const page = (call: ApiCall) => {
    const at = Number(call.query.page ?? 1);
    const limit = Number(call.query.limit ?? 10);
    return <T,>(rows: T[]) => rows.slice((at - 1) * limit, at * limit);
  };
  const server = fakeApi(
    {
      getPatients: (call) => {
        // As the server does: a name by its letters, otherwise digits of a phone or a national id.
        const search = call.query.search?.toLowerCase();
        const found = search ? patients.filter((p) => p.name.toLowerCase().includes(search) || p.phone.startsWith(search) || (p.national_id ?? '').startsWith(search)) : patients;
        return ok({ count: found.length, data: page(call)(found) });
      },
      getPatientHistory: (call) =>
        ok({ count: history.length, data: page(call)(history), ...(options.historyPatient ? { patient: options.historyPatient } : {}) }),
      bulkCreatePatients: async (call) => {
        const index = batches++;
        await options.hold?.(index);
        const batch = call.body as BulkPatient[];
        return options.bulk?.(batch, index) ?? createdAll(batch);
      },
      ...(options.recordHistory ? { getRecordHistory: options.recordHistory } : {}),
    },
    {
      // The CSV archive goes to the media host, outside @mk/api.
      fetch: (request) =>
        request.method === 'POST' && request.url.pathname === '/api/media/upload'
          ? (options.archive?.() ?? ok({ secure_url: '/api/media/files/patients.csv', format: 'csv' }))
          : undefined,
    },
  );
  return server.requests;
}

/** Requests to one path (without query), optionally of one method. */
export function callsTo(requests: FakeRequest[], pathname: string, method = 'GET'): FakeRequest[] {
  return requests.filter((request) => request.url.pathname === pathname && request.method === method);
}

export function renderPatientPage(ui: ReactNode, options: RenderWithProvidersOptions) {
  registerPageMessages([patientsModule]);
  return renderWithProviders(ui, options);
}

// Queries by text and label: computing accessible names of antd trees is slow in jsdom.
export const button = (name: string, container: ParentNode = document) => {
  const found = Array.from(container.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};

/** The open antd dialog whose title is `title`. */
export const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find(
      (modal) => modal.querySelector('.ant-modal-title')?.textContent === title && modal.closest('[style*="display: none"]') === null,
    );
    if (!dialog) throw new Error(`no dialog "${title}" open`);
    return dialog;
  });

/** A CSV file as the file picker hands it over. */
export const csvFile = (content: string, name = 'patients.csv') => new File([content], name, { type: 'text/csv' });

/** Chooses `file` in the page's file drop. */
export function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('file-drop-input'), { target: { files: [file] } });
}

/** Picks `option` in the select labelled `label` (options are found inside that select's list). */
export async function chooseOption(label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  const listId = input.getAttribute('aria-controls') ?? `${input.id}_list`;
  const item = await waitFor(() => {
    const list = document.getElementById(listId);
    const popup = list?.closest('.ant-select-dropdown') ?? document;
    const found = Array.from(popup.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((element) => element.title === option);
    if (!found) throw new Error(`no option "${option}" for ${label}`);
    return found;
  });
  fireEvent.click(item);
}

/** A promise the test settles when it wants. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Goes from an empty upload page to the matching step with `content` chosen. */
export async function chooseCsvAndMatch(content: string) {
  await screen.findByText('Select file');
  chooseFile(csvFile(content));
  await screen.findByText(/^Patient rows: /);
  fireEvent.click(button('Next'));
  await screen.findByText('Choose the column of your file that holds each piece of information.');
}
