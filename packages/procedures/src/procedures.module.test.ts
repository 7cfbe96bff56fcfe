import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { proceduresModule } from './procedures.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([proceduresModule], who).map((entry) => entry.path);

describe('procedures module', () => {
  it('shows Procedures to ADMIN only (spec 1 section 2)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['procedures']);
    expect(paths(user({ centers: [{ sys_id: 'c1', name: 'Precision Diagnostics Lab' }] }))).toEqual([]);
  });

  it('serves the list, create and update, each its own page', async () => {
    expect(proceduresModule.routes.map((route) => route.path)).toEqual(['procedures', 'procedures/create', 'procedures/update/:id']);
    const pages = await Promise.all(proceduresModule.routes.map((route) => route.lazy()));
    expect(new Set(pages.map((page) => page.default)).size).toBe(3);
  });
});
