/** The Patients routes, for links and navigation inside the area. */
export const patientPaths = {
  list: () => '/patients',
  medicalHistory: (id: string) => `/patients/medical-history/${encodeURIComponent(id)}`,
  upload: () => '/upload-data',
} as const;
