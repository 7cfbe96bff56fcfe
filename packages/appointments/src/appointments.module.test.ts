import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { appointmentsModule } from './appointments.module';

const pic: SessionUser = { name: 'P', email: 'p@example.com', role: 'PIC', sys_id: 'p', token: 't', clinics: [], pharmacies: [{ sys_id: 'ph', name: 'Ph' }] };

describe('appointments module', () => {
  it('shows Appointments to every logged-in user, between Physicians (30) and Clinics (40)', () => {
    const [entry] = navEntriesFor([appointmentsModule], pic);
    expect(entry).toMatchObject({ path: 'appointments', messageId: 'appointments.nav' });
    expect(entry.order).toBeGreaterThan(30);
    expect(entry.order).toBeLessThan(40);
    expect(navEntriesFor([appointmentsModule], { ...pic, role: 'ADMIN' })).toHaveLength(1);
  });

  it('declares the monitor, details and creation routes of spec 2', () => {
    expect(appointmentsModule.routes.map((route) => route.path)).toEqual(['appointments', 'appointments/details/:id', 'appointments/create']);
  });
});
