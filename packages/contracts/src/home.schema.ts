import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { APPOINTMENT_STATUSES, DELIVERY_STATES } from './enums';
import { isoTime, orNull, sysId, text } from './schema-fields';

/*
 * The Home figures (issue 29): `GET dashboard-read/home` answers the caller's own figures, one section
 * per kind of thing they run. ADMIN gets `admin`; a PIC gets `clinics`, `pharmacies` and `centers` for the
 * facilities they own (a section is null when they own none of that kind). "Today" and "this week" are
 * the Riyadh calendar's (`day`, UTC+3 all year); "the last 7 days" (a week) is today and the six days
 * before it, from Riyadh midnight, and "the last 30 days" today and the 29 before. Removed (trashed)
 * facilities and physicians never count; the counts are computed by the server with indexed queries.
 * The live push is the `home_changed` event (HOME_CHANGED_EVENT, in home.ts without TypeBox so the pages can
 * read it): a hint to ask again, coalesced by the server.
 */

const count = (description: string) => Type.Integer({ minimum: 0, description });
const named = { sys_id: sysId(), name: Type.String({ description: 'Its English name' }), name_ar: text('Its Arabic name') };
const ratio = (description: string) => orNull(Type.Number({ minimum: 0, maximum: 1 }), `${description}; null when there was nothing to count`);

const AppointmentStatusSchema = Type.Union(APPOINTMENT_STATUSES.map((status) => Type.Literal(status)));
const DeliveryStateSchema = Type.Union(DELIVERY_STATES.map((state) => Type.Literal(state)));

/** How many appointments have each status (every status listed, zeros included, in APPOINTMENT_STATUSES order). */
const StatusCountsSchema = Type.Array(Type.Object({ status: AppointmentStatusSchema, count: count('Appointments with this status') }));

export const AdminHomeSchema = Type.Object({
  appointments_today: StatusCountsSchema,
  /** patient_noshow / (done + patient_noshow) over appointments that started in the last 7 (30) days, until now. */
  no_show_rate_7d: ratio('Share of no-shows among the appointments of the last 7 days that were done or missed'),
  no_show_rate_30d: ratio('The same over the last 30 days'),
  /** Orders still inside their five minutes with no offer yet. */
  orders_waiting_first_offer: count('Orders inside their offer window with no offer yet'),
  median_first_offer_seconds_today: orNull(Type.Number({ minimum: 0 }), "Median seconds from an order's creation to its first offer, over today's orders that got one; null when none did"),
  offers_today: Type.Object({
    accepted: count('Offers made today and accepted'),
    declined: count('Offers made today and declined'),
    // A live offer nobody answered is not counted: the patient may still accept it after the window closed.
    expired: count('Offers made today that lost: the patient accepted another pharmacy\'s offer on the order'),
  }),
  er_prescriptions_today: count('Emergency prescriptions a pharmacy issued medicines of today (each prescription once)'),
  qr_bills_today: Type.Object({ count: count('QR bills issued today'), total_with_vat: Type.String({ description: 'Their total with VAT, SAR, two decimals' }) }),
  facilities_pending: Type.Object({ clinics: count('Clinics waiting for approval'), pharmacies: count('Pharmacies waiting'), centers: count('Centers waiting') }),
  new_patients_week: count('Patients registered in the last 7 days (today and the six days before)'),
});
export type AdminHome = Static<typeof AdminHomeSchema>;

export const ClinicHomeSchema = Type.Object({
  clinics: Type.Array(
    Type.Object({
      ...named,
      /** Today's appointments by Riyadh hour (0 to 23) and status; only hours and statuses with appointments. */
      today_by_hour: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), status: AppointmentStatusSchema, count: count('Appointments') })),
    }),
  ),
  no_shows_week: count("No-shows in the caller's clinics over the last 7 days"),
  /** Each physician of the caller's clinics with their next bookable slot (from now, within 14 days), soonest first. */
  next_free: Type.Array(Type.Object({ ...named, clinic_id: sysId('Their clinic'), at: orNull(isoTime('The start of their next free slot'), 'null: none within 14 days') })),
});
export type ClinicHome = Static<typeof ClinicHomeSchema>;

export const PharmacyHomeSchema = Type.Object({
  pharmacies: Type.Array(Type.Object(named)),
  /** Orders sent to the caller's pharmacies, still inside their window and not yet offered on by them, soonest to close first. */
  waiting: Type.Array(Type.Object({ order_id: sysId('The order'), pharmacy_id: sysId('Which of the caller\'s pharmacies it was sent to'), closes_at: isoTime('When its five minutes end') })),
  /**
   * The orders the caller's pharmacies won, by delivery state, every state listed (in DELIVERY_STATES
   * order): WAITING, PREPARING and ON_WAY count the orders in that state now; DELIVERED those delivered today.
   */
  live_by_state: Type.Array(Type.Object({ state: DeliveryStateSchema, count: count('Orders in this state (DELIVERED: delivered today)') })),
  accepted_today: Type.Object({
    count: count("The caller's offers the patient accepted today (by the time of the acceptance)"),
    total: Type.String({ description: 'Their total, SAR, two decimals' }),
  }),
  er_prescriptions_today: count("Emergency prescriptions the caller's pharmacies issued medicines of today (each prescription once)"),
});
export type PharmacyHome = Static<typeof PharmacyHomeSchema>;

export const CenterHomeSchema = Type.Object({
  centers: Type.Array(
    Type.Object({
      ...named,
      services: count('Its live services'),
      /** Weekdays 0 (Sunday) to 6 (Saturday): whether the center has operating hours set that day. */
      hours_set: Type.Array(Type.Boolean(), { minItems: 7, maxItems: 7 }),
    }),
  ),
  packages_live: count("The live (not removed) packages of the caller's centers"),
});
export type CenterHome = Static<typeof CenterHomeSchema>;

const section = <T extends TSchema>(schema: T, description: string) => orNull(schema, description);

/** Reply of `GET dashboard-read/home`. */
export const HomeFiguresSchema = Type.Object({
  day: Type.String({ description: 'Today on the Riyadh calendar (YYYY-MM-DD), the day the figures are of' }),
  generated_at: isoTime('When the server computed them'),
  admin: section(AdminHomeSchema, "ADMIN's figures; null for a PIC"),
  clinics: section(ClinicHomeSchema, "A clinic PIC's figures; null for ADMIN and for a PIC without clinics"),
  pharmacies: section(PharmacyHomeSchema, "A pharmacy PIC's figures; null for ADMIN and for a PIC without pharmacies"),
  centers: section(CenterHomeSchema, "A center PIC's figures; null for ADMIN and for a PIC without centers"),
});
export type HomeFigures = Static<typeof HomeFiguresSchema>;
