import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { servicesModule } from './services.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([servicesModule], who).map((entry) => entry.path);

describe('services module', () => {
  it('shows Services to ADMIN and to users with centers (spec 1 section 2)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['services']);
    expect(paths(user({ centers: [{ sys_id: 'c1', name: 'Precision Diagnostics Lab' }] }))).toEqual(['services']);
    expect(paths(user({ clinics: [{ sys_id: 'k1', name: 'Noor Clinic' }], pharmacies: [{ sys_id: 'ph1', name: 'Shifa Pharmacy' }] }))).toEqual([]);
  });

  it("serves the list, create and update at the spec's paths, each its own page", async () => {
    expect(servicesModule.routes.map((route) => route.path)).toEqual(['services', 'services/create', 'services/update/:id']);
    const pages = await Promise.all(servicesModule.routes.map((route) => route.lazy()));
    expect(new Set(pages.map((page) => page.default)).size).toBe(3);
  });
});
