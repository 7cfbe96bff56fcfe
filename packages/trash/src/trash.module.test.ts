import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { trashModule } from './trash.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([trashModule], who).map((entry) => entry.path);

describe('trash module', () => {
  it('shows the Trash to ADMIN only (the server answers ADMIN only)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['trash']);
    expect(paths(user({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }], centers: [{ sys_id: 'x1', name: 'Lab' }] }))).toEqual([]);
  });

  it('serves the list as its own page', async () => {
    expect(trashModule.routes.map((route) => route.path)).toEqual(['trash']);
    const page = await trashModule.routes[0].lazy();
    expect(typeof page.default).toBe('function');
  });
});
