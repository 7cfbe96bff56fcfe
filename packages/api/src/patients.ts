import type {
  AppointmentHistoryItem,
  BulkPatient,
  BulkPatientResult,
  Patient,
  PatientCreate,
  PatientListItem,
  PatientIdentityTaken,
  PatientLookup,
  RowsPage,
} from '@mk/contracts';
import { api, providesList } from './api';

export interface PatientPageArgs {
  page: number;
  limit: number;
}

/** The patient list's page, and what the front desk searched for (a name, a phone or a national id). */
export interface PatientListArgs extends PatientPageArgs {
  search?: string;
}

export interface PatientHistoryArgs extends PatientPageArgs {
  patientId: string;
}

/** A page of a patient's history, with whose history it is when the server says (for the title). */
export interface PatientHistoryPage extends RowsPage<AppointmentHistoryItem> {
  patient?: { sys_id: string; name: string };
}

/** The booking wizard's question: is a new patient's national id or phone already registered? Either may be left out. */
export interface PatientIdentityCheck {
  national_id?: string;
  phone?: string;
}

/** Only whether each value is taken, never by whom (the contract's type, derived from its reply schema). */
export type { PatientIdentityTaken } from '@mk/contracts';

export interface BulkCreatePatientsArgs {
  /** The logged-in user's sys_id: the path carries who imported the batch. */
  userId: string;
  /** One batch, at most BULK_PATIENT_BATCH_SIZE (500) patients. */
  patients: BulkPatient[];
}

/**
 * A page of rows from any of the shapes these calls are known to answer: spec 2 says `count` and
 * `data` for the patient list and history, ADMIN listings elsewhere answer `count` and `rows`, and
 * an older history answers a bare array. Screens read one shape, `RowsPage`.
 */
export function toRowsPage<T>(payload: unknown): RowsPage<T> {
  if (Array.isArray(payload)) return { count: payload.length, rows: payload as T[] };
  const page = (payload ?? {}) as { count?: number | string; rows?: T[]; data?: T[] };
  const rows = page.rows ?? page.data ?? [];
  const count = Number(page.count);
  return { count: Number.isFinite(count) ? count : rows.length, rows };
}

/** A patient from the phone search: the payload is the patient, or a list whose first item is. */
function firstPatient(payload: PatientLookup | PatientLookup[] | null): PatientLookup | null {
  if (Array.isArray(payload)) return payload[0] ?? null;
  return payload ?? null;
}

export const patientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The ADMIN patient list (spec 2 section 7): page, limit and, ours (issue 16), a search. */
    getPatients: build.query<RowsPage<PatientListItem>, PatientListArgs>({
      query: ({ page, limit, search }) => ({ url: 'patient-read/', params: search?.trim() ? { page, limit, search: search.trim() } : { page, limit } }),
      transformResponse: (payload: unknown) => toRowsPage<PatientListItem>(payload),
      providesTags: (result) => providesList(result?.rows, 'Patient'),
    }),
    /**
     * The appointments of one patient, newest as the server orders them. Rows are appointments, so
     * an appointment change (cancel, no-show) refreshes the history that shows it.
     */
    getPatientHistory: build.query<PatientHistoryPage, PatientHistoryArgs>({
      query: ({ patientId, page, limit }) => ({
        url: 'appointment-management/all-patient-history',
        params: { patient_id: patientId, page, limit },
      }),
      transformResponse: (payload: unknown): PatientHistoryPage => {
        const patient = (payload as { patient?: PatientHistoryPage['patient'] } | null)?.patient;
        return { ...toRowsPage<AppointmentHistoryItem>(payload), ...(patient ? { patient } : {}) };
      },
      providesTags: (result, _error, { patientId }) => [
        ...providesList(result?.rows, 'Appointment'),
        { type: 'Patient', id: patientId },
      ],
    }),
    /** Find a patient by phone (the booking wizard's first step); not found is an error with the server's message. */
    searchPatient: build.query<PatientLookup | null, string>({
      query: (phone) => ({ url: 'patient-read/search', params: { phone } }),
      transformResponse: (payload: PatientLookup | PatientLookup[] | null) => firstPatient(payload),
      providesTags: (result) => (result?.sys_id ? [{ type: 'Patient', id: result.sys_id }] : []),
    }),
    createPatient: build.mutation<Patient, PatientCreate>({
      query: (body) => ({ url: 'patient-write', method: 'POST', body }),
      invalidatesTags: [{ type: 'Patient', id: 'LIST' }],
    }),
    /**
     * Our own check (not in the spec, docs/deviations.md), on the patient step before a slot is chosen;
     * a POST so the values stay out of URLs and logs. The server answers by the rule `createPatient` applies.
     */
    checkPatientIdentity: build.mutation<PatientIdentityTaken, PatientIdentityCheck>({
      query: (body) => ({ url: 'patient-read/identity-check', method: 'POST', body }),
    }),
    /** One batch of the CSV import; the body is the array of patients (spec 2 section 7). */
    bulkCreatePatients: build.mutation<BulkPatientResult, BulkCreatePatientsArgs>({
      query: ({ userId, patients }) => ({
        url: `patient-write/bulk-create/${encodeURIComponent(userId)}`,
        method: 'POST',
        body: patients,
      }),
      invalidatesTags: [{ type: 'Patient', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPatientsQuery,
  useGetPatientHistoryQuery,
  useSearchPatientQuery,
  useLazySearchPatientQuery,
  useCreatePatientMutation,
  useCheckPatientIdentityMutation,
  useBulkCreatePatientsMutation,
} = patientsApi;
