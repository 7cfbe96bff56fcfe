/**
 * Where each figure's list is, with the filter the figure counts by when the list has one in its URL
 * (the lists keep their filters in the URL, so a link opens them filtered).
 */
const query = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** One facility's id when the user has exactly one (a list's facility filter); the list's default otherwise. */
export const onlyOne = (facilities: ReadonlyArray<{ sys_id: string }>) => (facilities.length === 1 ? facilities[0].sys_id : undefined);

export const homeLinks = {
  /** The Appointment Monitor on a day (YYYY-MM-DD), of one clinic when given. */
  monitor: (day: string, clinic?: string) => query('/appointments', { date: day, clinic }),
  /** Each kind's list, opened on its pending filter. */
  pending: { clinics: '/clinics?status=pending', pharmacies: '/pharmacy?status=pending', centers: '/centers?status=pending' },
  /** Orders: incoming requests and Live Orders (of one pharmacy, `?pharmacy=`). */
  orders: (pharmacy?: string) => query('/orders', { pharmacy }),
  offer: (orderId: string) => `/create-offer/${encodeURIComponent(orderId)}`,
  /** The emergency prescriptions issued, of one pharmacy when given. */
  issuedPrescriptions: (pharmacy?: string) => query('/er-prescription/previous', { pharmacy }),
  qrCodes: '/qr-codes',
  patients: '/patients',
  physician: (id: string) => `/physicians/profile/${encodeURIComponent(id)}`,
  /** A center's services (`?center=`). */
  services: (center: string) => query('/services', { center }),
  centerHours: (center: string) => `/centers/center-operating-hours/${encodeURIComponent(center)}`,
  packages: '/packages',
} as const;
