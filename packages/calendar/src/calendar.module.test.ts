import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { calendarModule } from './calendar.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([calendarModule], who).map((entry) => entry.path);

describe('calendar module', () => {
  it('shows the calendar to ADMIN only (the server writes it for ADMIN only)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['calendar']);
    expect(
      paths(user({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }], centers: [{ sys_id: 'x1', name: 'Lab' }], pharmacies: [{ sys_id: 'p1', name: 'Cure' }] })),
    ).toEqual([]);
  });

  it('labels its sidebar entry in both languages, beside the Trash', () => {
    expect(calendarModule.nav).toEqual([expect.objectContaining({ messageId: 'calendar.nav', label: { en: 'Calendar', ar: 'التقويم' }, order: 96 })]);
  });

  it('serves the calendar as its own page', async () => {
    expect(calendarModule.routes.map((route) => route.path)).toEqual(['calendar']);
    const page = await calendarModule.routes[0].lazy();
    expect(typeof page.default).toBe('function');
  });
});
