// Test helpers of the Home panel: real store, router and messages; a fake API answering @mk/api's
// endpoints by name, and a fake socket the test sends server events through.
import type { AdminHome, CenterHome, ClinicHome, HomeFigures, Locale, PharmacyHome, SessionUser } from '@mk/contracts';
import { domainTestKit, fakeApi, ok, testAdmin, testPharmacyPic, testPic, type ApiHandler, type RenderWithProvidersResult } from '@mk/module-kit/testing';
import type { RealtimeConnector, RealtimeSocket } from '@mk/session';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { homeModule } from '../home.module';
import HomePanel from '../panel/home-panel';

export const { text, renderPage } = domainTestKit(homeModule, { en, ar });
export { testAdmin as admin, testPharmacyPic as pharmacyPic };
export const clinicPic = testPic([{ sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' }]);
export const centerPic: SessionUser = { ...testPic([]), name: 'Lab Manager', centers: [{ sys_id: 'x1', name: 'Olaya Lab', name_ar: 'مختبر العليا' }] };
export const barePic: SessionUser = testPic([]);

export const DAY = '2031-03-07';

export const adminHome = (overrides: Partial<AdminHome> = {}): AdminHome => ({
  appointments_today: [
    { status: 'confirmed', count: 4 },
    { status: 'waiting', count: 2 },
    { status: 'progressing', count: 1 },
    { status: 'done', count: 6 },
    { status: 'canceled', count: 0 },
    { status: 'pending', count: 3 },
    { status: 'patient_noshow', count: 1 },
  ],
  no_show_rate_7d: 0.125,
  no_show_rate_30d: null,
  orders_waiting_first_offer: 3,
  median_first_offer_seconds_today: 95,
  offers_today: { accepted: 5, declined: 2, expired: 7 },
  er_prescriptions_today: 4,
  qr_bills_today: { count: 12, total_with_vat: '1380.50' },
  facilities_pending: { clinics: 2, pharmacies: 1, centers: 0 },
  new_patients_week: 31,
  ...overrides,
});

export const clinicHome = (overrides: Partial<ClinicHome> = {}): ClinicHome => ({
  clinics: [
    {
      sys_id: 'c1',
      name: 'Noor Clinic',
      name_ar: 'عيادة النور',
      today_by_hour: [
        { hour: 9, status: 'done', count: 2 },
        { hour: 9, status: 'confirmed', count: 1 },
        { hour: 14, status: 'patient_noshow', count: 1 },
      ],
    },
  ],
  no_shows_week: 3,
  next_free: [
    // 07:00 UTC is 10:00 AM in Riyadh.
    { sys_id: 'd1', name: 'Dr. Sara Ali', name_ar: 'د. سارة علي', clinic_id: 'c1', at: '2031-03-08T07:00:00.000Z' },
    { sys_id: 'd2', name: 'Dr. Omar Said', name_ar: null, clinic_id: 'c1', at: null },
  ],
  ...overrides,
});

export const pharmacyHome = (overrides: Partial<PharmacyHome> = {}): PharmacyHome => ({
  pharmacies: [{ sys_id: 'ph1', name: 'Cure Pharmacy', name_ar: 'صيدلية الشفاء' }],
  waiting: [],
  live_by_state: [
    { state: 'WAITING', count: 1 },
    { state: 'PREPARING', count: 2 },
    { state: 'ON_WAY', count: 0 },
    { state: 'DELIVERED', count: 5 },
  ],
  accepted_today: { count: 3, total: '245.00' },
  er_prescriptions_today: 2,
  ...overrides,
});

export const centerHome = (overrides: Partial<CenterHome> = {}): CenterHome => ({
  centers: [{ sys_id: 'x1', name: 'Olaya Lab', name_ar: 'مختبر العليا', services: 8, hours_set: [true, true, true, true, true, false, false] }],
  packages_live: 6,
  ...overrides,
});

/** A reply of `dashboard-read/home`, generated now (the countdowns count from it). */
export const figures = (sections: Partial<Pick<HomeFigures, 'admin' | 'clinics' | 'pharmacies' | 'centers'>>): HomeFigures => ({
  day: DAY,
  generated_at: new Date().toISOString(),
  admin: null,
  clinics: null,
  pharmacies: null,
  centers: null,
  ...sections,
});

/** The fake API answering the Home's figures (a function of the call, or one reply). */
export const homeServer = (reply: ApiHandler) => fakeApi({ getHomeFigures: reply });
export { ok };

/* eslint-disable @typescript-eslint/no-explicit-any -- event payloads are whatever a test sends */
type Handler = (...args: any[]) => void;

/** A socket.io client the test drives: `receive` is the server sending an event. */
export class FakeSocket implements RealtimeSocket {
  private readonly handlers = new Map<string, Set<Handler>>();
  readonly io = { on: () => undefined };
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }
  disconnect() {}
  receive(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  listeners(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The Home panel for `user`, with a fake socket (the store opens it for the signed-in user). */
export function renderHome(user: SessionUser, locale: Locale = 'en'): RenderWithProvidersResult & { socket: FakeSocket } {
  const socket = new FakeSocket();
  const realtime: RealtimeConnector = () => socket;
  const rendered = renderPage(<HomePanel />, { user, locale, realtime, path: '/', route: '/' });
  return { ...rendered, socket };
}
