/** The Clinics routes, for links and navigation inside the area. */
export const clinicPaths = {
  list: () => '/clinics',
  profile: (id: string) => `/clinics/profile/${encodeURIComponent(id)}`,
  register: () => '/clinics/register',
  update: (id: string) => `/clinics/update/${encodeURIComponent(id)}`,
} as const;
