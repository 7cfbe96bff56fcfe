/** The Appointments routes, for links and navigation inside the area. */
export const appointmentPaths = {
  /** The monitor, optionally on a day ('YYYY-MM-DD') and clinic. */
  monitor: (at: { date?: string; clinic?: string } = {}) => {
    const params = new URLSearchParams();
    if (at.date) params.set('date', at.date);
    if (at.clinic) params.set('clinic', at.clinic);
    const query = params.toString();
    return query ? `/appointments?${query}` : '/appointments';
  },
  details: (id: string) => `/appointments/details/${encodeURIComponent(id)}`,
  create: () => '/appointments/create',
} as const;
