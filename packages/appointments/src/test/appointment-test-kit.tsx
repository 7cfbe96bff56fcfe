// Test helpers of the Appointments pages: real store, messages, router and a controlled clock;
// a fake API answering @mk/api's endpoints by name (an endpoint without an answer fails the test).
import type { ReactNode } from 'react';
import type { Appointment, AppointmentTile, MarketplaceHoliday, PatientLookup, ScheduleException, SessionUser, StoredSlot } from '@mk/contracts';
import type { ListedPhysician, PhysicianBusyTime } from '@mk/api';
import { catalogueText, registerPageMessages, fail, fakeApi, ok, renderWithProviders, testAdmin, type ApiCall, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { appointmentsModule } from '../appointments.module';
import { ClockProvider } from '../shared/clock';

export const admin = testAdmin;
export const clinicPic: SessionUser = {
  name: 'Clinic Manager',
  email: 'clinic.pic@example.com',
  role: 'PIC',
  sys_id: 'pic-1',
  token: 'pic-token',
  clinics: [
    { sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' },
    { sys_id: 'c2', name: 'Shifa Clinic', name_ar: 'عيادة الشفاء' },
  ],
  pharmacies: [],
  centers: [],
};

/** The text of a message in a locale, so tests read the catalogue instead of repeating Arabic. */
export const text = catalogueText({ en, ar }, validationMessages);

/** Monday 6 May 2024, 10:15 UTC: the default "now" of these tests. */
export const NOW = Date.parse('2024-05-06T10:15:00.000Z');

/** A clock the test moves by hand: `clock.set(ms)`. */
export function testClock(start = NOW) {
  let current = start;
  return { now: () => current, set: (ms: number) => (current = ms) };
}

export function makeTile(overrides: Partial<AppointmentTile> = {}): AppointmentTile {
  return { appointmentId: 'a1', drName: 'Sara Ali', drArabicName: '', patientName: 'Huda Saleh', time: '09:30', dateTime: '2024-05-06T09:30:00.000Z', status: 'confirmed', state: 0, ...overrides };
}

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    sys_id: 'a1',
    appointmentId: 'a1',
    appointmentType: 'walkin',
    serviceType: 'consultation',
    patientName: 'Huda Saleh',
    patientPhone: '0501234567',
    patientNationalId: '1000000008',
    patientDateOfBirth: '1990-03-07T06:00:00.000Z',
    patientId: 'pt1',
    physicianId: 'p1',
    physicianName: 'Sara Ali',
    physicianArabicName: 'سارة علي',
    physicianPhone: '0551112222',
    clinic: 'Noor Clinic',
    clinicArabicName: 'عيادة النور',
    clinicId: 'c1',
    amount: 150,
    paymentType: 'clinic_pay',
    createdAt: '2024-05-01T10:00:00.000Z',
    dateTime: '2024-05-06 11:00',
    status: 'confirmed',
    isInsurance: false,
    services: [],
    ...overrides,
  };
}

export function makePhysician(overrides: Partial<ListedPhysician> = {}): ListedPhysician {
  return {
    sys_id: 'p1',
    id: 1,
    name: 'Sara Ali',
    arabic_name: 'سارة علي',
    title: 'SPECIALIST',
    gender: 'Female',
    phone: null,
    email: null,
    avatar: null,
    medical_id: '998877',
    clinic_id: 'c1',
    clinic: { registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
    education: null,
    about: '',
    about_en: '',
    nationality: null,
    national_id: null,
    date_of_birth: null,
    specialization: 'DENTISTRY',
    subspecialization: null,
    subspecialization_ar: null,
    expertise: null,
    expertise_ar: null,
    consultation_fees: 0,
    walkin_fees: 0,
    homecare_fees: 0,
    consultation_duration: 30,
    app_access: true,
    audio_enabled: false,
    text_enabled: true,
    video_enabled: false,
    walkin_enabled: true,
    homecare_enabled: false,
    uc_enabled: false,
    mr_enabled: false,
    path: 'sara-ali',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A patient as the phone search answers it. */
export function makePatient(overrides: Partial<PatientLookup> = {}): PatientLookup {
  return {
    sys_id: 'pt1',
    name: 'Huda Saleh',
    phone: '0501234567',
    national_id: '1000000008',
    date_of_birth: '1990-03-07T06:00:00.000Z',
    gender: 'Female',
    ...overrides,
  };
}

/** Monday (day 1) from 09:00 to 11:29 in 30-minute slots, HHMM as stored. */
export const MONDAY_SLOTS: StoredSlot[] = ['0900', '0930', '1000', '1030', '1100'].map((from) => ({
  day: 1,
  from,
  until: `${from.slice(0, 2)}${String(Number(from.slice(2)) + 29).padStart(2, '0')}`,
}));

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

export interface ServerOptions {
  tiles?: AppointmentTile[];
  appointment?: Appointment;
  physicians?: ListedPhysician[];
  slots?: StoredSlot[];
  busy?: PhysicianBusyTime[];
  patients?: PatientLookup[];
  /** The physicians' exceptions (days off, other hours, seasons) and the marketplace's holidays (issue 30). */
  exceptions?: ScheduleException[];
  holidays?: MarketplaceHoliday[];
  overrides?: Route;
}

/**
 * A fake server answering the appointment, patient, physician, schedule and clinic calls from its
 * state (mutated by cancels, no-shows, insurance changes and bookings), with `overrides` first
 * (asked for every call). `requests` lists the calls in order, each with its endpoint name.
 */
export function appointmentServer(options: ServerOptions = {}) {
  const state = {
    tiles: [...(options.tiles ?? [])],
    appointment: options.appointment ?? makeAppointment(),
    physicians: options.physicians ?? [makePhysician()],
    slots: options.slots ?? MONDAY_SLOTS,
    busy: [...(options.busy ?? [])],
    patients: [...(options.patients ?? [])],
    exceptions: options.exceptions ?? [],
    holidays: options.holidays ?? [],
  };
  const last = (call: ApiCall) => decodeURIComponent(call.url.pathname.split('/').at(-1) ?? '');
  const clinics = ok({
    count: 2,
    data: [
      { sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
      { sys_id: 'c9', registered_clinic_name: 'Admin Clinic', registered_clinic_name_arabic: 'عيادة الإدارة' },
    ],
  });
  const server = fakeApi(
    {
      getClinicsPage: clinics,
      getStartupClinics: clinics,
      getClinicAppointments: () => ok(state.tiles),
      getAppointment: (call) => (last(call) === state.appointment.appointmentId ? ok(state.appointment) : fail(404, 'Appointment not found')),
      cancelAppointment: (call) => {
        state.tiles = state.tiles.filter((tile) => tile.appointmentId !== last(call));
        state.appointment = { ...state.appointment, status: 'canceled' };
        return ok({});
      },
      setAppointmentInsurance: (call) => {
        state.appointment = { ...state.appointment, isInsurance: call.query.insurance === 'true' };
        return ok({});
      },
      markAppointmentNoShow: () => {
        state.appointment = { ...state.appointment, status: 'patient_noshow' };
        return ok({});
      },
      getPhysicians: (call) => {
        const rows = state.physicians.filter((row) => row.clinic_id === call.query.clinic);
        return ok({ count: rows.length, rows });
      },
      getOperatingHours: () => ok(state.slots),
      getPhysicianBusyTimes: () => ok(state.busy),
      getScheduleExceptions: () => ok(state.exceptions),
      getHolidays: (call) =>
        ok(state.holidays.filter((holiday) => holiday.until_date >= String(call.query.from) && holiday.from_date <= String(call.query.until))),
      searchPatient: (call) => {
        const patient = state.patients.find((row) => row.phone === call.query.phone);
        return patient ? ok(patient) : fail(404, 'No patient found with this phone number');
      },
      checkPatientIdentity: (call) => {
        const { national_id, phone } = call.body as { national_id?: string; phone?: string };
        return ok({
          national_id_taken: state.patients.some((row) => row.national_id === national_id),
          phone_taken: state.patients.some((row) => row.phone === phone),
        });
      },
      createPatient: (call) => {
        const patient = { ...(call.body as PatientLookup), sys_id: `pt-${state.patients.length + 1}` };
        state.patients.push(patient);
        return ok(patient);
      },
      createAppointment: (call) => {
        const start = `${(call.body as { date_time: string }).date_time.replace(' ', 'T')}:00.000Z`;
        if (state.busy.some((busy) => (typeof busy === 'string' ? busy : busy.from) === start)) {
          return fail(409, 'This time slot has just been booked. Please choose another time.');
        }
        state.busy.push({ from: start, until: start });
        return ok({ sys_id: 'a-new' });
      },
      confirmAppointment: ok({}),
    },
    { before: options.overrides, fetch: options.overrides },
  );
  const requests = server.requests;
  return { requests, state, server };
}

/** Requests to one path (without query), optionally of one method. */
export function callsTo(requests: FakeRequest[], pathname: string, method = 'GET'): FakeRequest[] {
  return requests.filter((request) => request.url.pathname === pathname && request.method === method);
}

export interface AppointmentRenderOptions extends RenderWithProvidersOptions {
  /** The clock the pages read; the default is fixed at NOW. */
  now?: () => number;
}

export function renderAppointmentPage(ui: ReactNode, { now = () => NOW, ...options }: AppointmentRenderOptions) {
  registerPageMessages([appointmentsModule]);
  return renderWithProviders(<ClockProvider now={now}>{ui}</ClockProvider>, options);
}

// Queries by text and label where they can: computing accessible names over antd trees is slow in jsdom.
export const button = (name: string) => {
  const found = document.querySelectorAll('button');
  const match = Array.from(found).find((element) => element.textContent?.trim() === name || element.getAttribute('aria-label') === name);
  if (!match) throw new Error(`No button ${name}`);
  return match as HTMLButtonElement;
};
export const queryButton = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (element) => element.textContent?.trim() === name || element.getAttribute('aria-label') === name,
  ) ?? null;
