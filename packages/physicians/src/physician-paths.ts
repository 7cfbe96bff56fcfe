/** The Physicians routes, for links and navigation inside the area. */
export const physicianPaths = {
  list: () => '/physicians',
  register: () => '/physicians/register',
  update: (id: string) => `/physicians/update/${encodeURIComponent(id)}`,
  profile: (id: string) => `/physicians/profile/${encodeURIComponent(id)}`,
  schedule: (id: string) => `/physicians/update-schedule/${encodeURIComponent(id)}`,
} as const;
