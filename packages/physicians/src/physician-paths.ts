/** The Physicians routes, for links and navigation inside the area. */
export const physicianPaths = {
  list: () => '/physicians',
  schedule: (id: string) => `/physicians/update-schedule/${encodeURIComponent(id)}`,
} as const;
