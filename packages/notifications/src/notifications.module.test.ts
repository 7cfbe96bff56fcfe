import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { notificationsModule } from './notifications.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([notificationsModule], who).map((entry) => entry.path);

describe('notifications module', () => {
  it('shows Notifications to ADMIN only (spec 2 section 6)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['notification']);
    expect(paths(user({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }], pharmacies: [{ sys_id: 'ph1', name: 'Shifa Pharmacy' }] }))).toEqual([]);
  });

  it('serves the Notification Center and Send Notification (spec 2 section 2), each its own page', async () => {
    expect(notificationsModule.routes.map((route) => route.path)).toEqual(['notification', 'notification/send']);
    const [center, send] = await Promise.all(notificationsModule.routes.map((route) => route.lazy()));
    expect(center.default).not.toBe(send.default);
  });
});
