/** The demo logins the seed creates (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_USERS = {
  admin: { email: 'admin@example.com', name: 'Demo Admin', role: 'ADMIN' },
  clinicPic: { email: 'clinic.pic@example.com', name: 'Clinic Manager', role: 'PIC' },
  pharmacyPic: { email: 'pharmacy.pic@example.com', name: 'Pharmacy Manager', role: 'PIC' },
  centerPic: { email: 'center.pic@example.com', name: 'Center Manager', role: 'PIC' },
} as const;

export type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];
