import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { patientsModule } from './patients.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([patientsModule], who).map((entry) => entry.path);

describe('patients module', () => {
  it('shows Patients to ADMIN only, and Upload Patients Data to ADMIN and users with clinics', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['patients', 'upload-data']);
    expect(paths(user({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }] }))).toEqual(['upload-data']);
    expect(paths(user({ pharmacies: [{ sys_id: 'ph1', name: 'Shifa Pharmacy' }] }))).toEqual([]);
  });

  it('serves the three routes of spec 2', () => {
    expect(patientsModule.routes.map((route) => route.path)).toEqual(['patients', 'patients/medical-history/:id', 'upload-data']);
  });
});
