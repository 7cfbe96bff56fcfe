import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HomeFigures } from '@mk/contracts';
import { homeModule } from '@mk/home';
import { fakeApi, fail, ok } from '@mk/module-kit/testing';
import { admin, pic, renderApp } from '../test/render-app';

const figures = (sections: Partial<Pick<HomeFigures, 'admin' | 'pharmacies'>>): HomeFigures => ({
  day: '2031-03-07',
  generated_at: '2031-03-07T09:00:00.000Z',
  admin: null,
  clinics: null,
  pharmacies: null,
  centers: null,
  ...sections,
});
const ADMIN_FIGURES = figures({
  admin: {
    appointments_today: [{ status: 'confirmed', count: 2 }],
    no_show_rate_7d: 0.1,
    no_show_rate_30d: 0.2,
    orders_waiting_first_offer: 0,
    median_first_offer_seconds_today: null,
    offers_today: { accepted: 0, declined: 0, expired: 0 },
    er_prescriptions_today: 0,
    qr_bills_today: { count: 0, total_with_vat: '0.00' },
    facilities_pending: { clinics: 2, pharmacies: 1, centers: 0 },
    new_patients_week: 0,
  },
});
const card = (link: string) => screen.getByRole('link', { name: link }).closest('[data-home-card]') as HTMLElement;

describe('Home', () => {
  it("keeps its title and blurb, and shows the modules' panels: ADMIN's figures, with the facilities waiting for approval linking to their pending filter", async () => {
    const server = fakeApi({ getHomeFigures: ok(ADMIN_FIGURES) });
    const { router } = renderApp('/', { user: admin, modules: [homeModule] });
    expect(await screen.findByRole('heading', { name: 'Welcome to the EMR dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card('Review the 2 waiting')).getByText('Clinics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the 2 waiting' })).toHaveAttribute('href', '/clinics?status=pending');
    expect(screen.getByRole('link', { name: 'Review the one waiting' })).toHaveAttribute('href', '/pharmacy?status=pending');
    expect(screen.getByRole('link', { name: 'None waiting' })).toHaveAttribute('href', '/centers?status=pending');
    expect(server.callsTo('getHomeFigures')[0].path).toBe('/api/dashboard-read/home');
    fireEvent.click(screen.getByRole('link', { name: 'Review the one waiting' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(router.state.location.pathname).toBe('/pharmacy');
  });

  it('says so when the figures cannot be read', async () => {
    fakeApi({ getHomeFigures: fail(500, 'Database unavailable') });
    renderApp('/', { user: admin, modules: [homeModule] });
    expect(await screen.findByText("Today's figures could not be loaded: Database unavailable")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to the EMR dashboard' })).toBeInTheDocument();
  });

  it("shows a pharmacy PIC their pharmacy's figures, not ADMIN's", async () => {
    fakeApi({
      getHomeFigures: ok(
        figures({
          pharmacies: {
            pharmacies: [{ sys_id: 'ph1', name: 'Cure Pharmacy', name_ar: null }],
            waiting: [],
            live_by_state: [{ state: 'PREPARING', count: 1 }],
            accepted_today: { count: 1, total: '80.00' },
            er_prescriptions_today: 0,
          },
        }),
      ),
    });
    renderApp('/', { user: pic, modules: [homeModule] });
    expect(await screen.findByRole('heading', { name: 'Your pharmacies now' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for approval')).not.toBeInTheDocument();
  });

  it('asks nothing when no module has a Home panel', async () => {
    const server = fakeApi({});
    renderApp('/', { user: admin });
    expect(await screen.findByText('Welcome to the EMR dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Today at a glance')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('is in Arabic', async () => {
    fakeApi({ getHomeFigures: ok(ADMIN_FIGURES) });
    renderApp('/', { user: admin, locale: 'ar', modules: [homeModule] });
    expect(await screen.findByText('بانتظار الموافقة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مرحبًا بك في لوحة السجلات الطبية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مراجعة المنتظرة (2)' })).toHaveAttribute('href', '/clinics?status=pending');
  });
});
