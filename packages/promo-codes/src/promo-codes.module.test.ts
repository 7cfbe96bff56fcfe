import type { SessionUser } from '@mk/contracts';
import { navEntriesFor } from '@mk/module-kit';
import { promoCodesModule } from './promo-codes.module';

const user = (overrides: Partial<SessionUser>): SessionUser => ({ name: 'U', email: 'u@example.com', role: 'PIC', sys_id: 'u1', token: 't', ...overrides });
const paths = (who: SessionUser) => navEntriesFor([promoCodesModule], who).map((entry) => entry.path);

describe('promo codes module', () => {
  it('shows Promo Codes to ADMIN only (the server answers ADMIN only)', () => {
    expect(paths(user({ role: 'ADMIN' }))).toEqual(['promo-codes']);
    expect(paths(user({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }] }))).toEqual([]);
  });

  it('serves the list and the create form, each its own page', async () => {
    expect(promoCodesModule.routes.map((route) => route.path)).toEqual(['promo-codes', 'promo-codes/create-promo-code']);
    const pages = await Promise.all(promoCodesModule.routes.map((route) => route.lazy()));
    expect(new Set(pages.map((page) => page.default)).size).toBe(2);
  });
});
