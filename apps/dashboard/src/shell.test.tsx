import { act, fireEvent, screen, within } from '@testing-library/react';
import { useGetAdministratorsQuery } from '@mk/api';
import type { SessionUser } from '@mk/contracts';
import { adminOnly, adminOrClinics, defineModule, pharmaciesOnly, type DomainModule } from '@mk/module-kit';
import { fail, installFakeServer } from '@mk/module-kit/testing';
import type { RealtimeOptions, RealtimeSocket } from '@mk/session';
import { admin, pic, renderApp } from './test/render-app';

function AdministratorsPage() {
  const { error } = useGetAdministratorsQuery();
  return <p>{error ? 'failed' : 'Administrators page'}</p>;
}

/** A stand-in domain package, mounted the way real ones are. */
const testModule: DomainModule = defineModule({
  id: 'demo',
  routes: [{ path: 'demo/admins', lazy: async () => ({ default: AdministratorsPage }) }],
  nav: [
    { path: 'demo/emergency', messageId: 'demo.emergency', order: 90, visible: pharmaciesOnly },
    { path: 'demo/admins', messageId: 'demo.patients', order: 20, visible: adminOnly },
    { path: 'demo/clinics', messageId: 'demo.clinics', order: 40, visible: adminOrClinics },
  ],
  messages: {
    en: { demo: { emergency: 'Emergency Calls', patients: 'Patients', clinics: 'Clinics' } },
    ar: { demo: { emergency: 'مكالمات الطوارئ', patients: 'المرضى', clinics: 'العيادات' } },
  },
});

async function sidebarLabels(user: SessionUser) {
  renderApp('/', { user, modules: [testModule] });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => localStorage.clear());

describe('sidebar', () => {
  it('shows an ADMIN the admin entries between Home and Logout, in order', async () => {
    expect(await sidebarLabels(admin)).toEqual(['Home', 'Patients', 'Clinics', 'Logout']);
  });

  it('shows a PIC with pharmacies only what their role and facilities allow', async () => {
    expect(await sidebarLabels(pic)).toEqual(['Home', 'Emergency Calls', 'Logout']);
  });

  it('opens module pages through their links', async () => {
    installFakeServer(() => ({ body: { result: 'ok', message: '', payload: { count: 0, rows: [] } } }));
    renderApp('/', { user: admin, modules: [testModule] });
    expect(await screen.findByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Patients' }));
    expect(await screen.findByText('Administrators page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patients' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('layout', () => {
  it('shows the navbar, the beta banner and the footer with version, year and languages', async () => {
    renderApp('/', { user: admin });
    expect(await screen.findByText('Adam Admin')).toBeInTheDocument();
    expect(screen.getByText('This dashboard is in beta')).toBeInTheDocument();
    expect(screen.getByText('Version 1.0.179')).toBeInTheDocument();
    expect(screen.getByText('© 2022')).toBeInTheDocument();
    expect(screen.getByText('English | العربية')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to the EMR dashboard' })).toBeInTheDocument();
  });

  it('shows the monitoring placeholder', async () => {
    renderApp('/monitoring', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeInTheDocument();
    expect(screen.getByText('Monitoring appointment')).toBeInTheDocument();
    expect(screen.getByText('This is Monitoring page')).toBeInTheDocument();
  });

  it('reports an unknown URL inside the layout', async () => {
    renderApp('/no/such/page', { user: admin });
    expect(await screen.findByText('Cannot match any routes')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('collapses the sidebar with a named button', async () => {
    renderApp('/', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('language', () => {
  it('switches to Arabic at once, mirrors the layout, and back; the choice is remembered', async () => {
    const { container } = renderApp('/', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(container.querySelector('.mk-shell')).toHaveClass('ant-layout-rtl');
    expect(screen.getByRole('heading', { name: 'مرحبًا بك في لوحة السجلات الطبية' })).toBeInTheDocument();
    expect(screen.getByText('الإصدار 1.0.179')).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('ar');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('locale')).toBe('en');
  });
});

describe('session in the shell', () => {
  it('logs out from the sidebar: the server ends the token, the stored user is cleared and the login page shows', async () => {
    const received = installFakeServer(() => ({ body: { result: 'ok', message: 'Logged out successfully', payload: null } }));
    renderApp('/', { user: admin });
    expect(localStorage.getItem('user')).not.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    // Home also asks ADMIN's pending approvals; the logout is the only write.
    const writes = received.filter((request) => request.method !== 'GET');
    expect(writes).toMatchObject([{ method: 'POST', path: '/api/administrator-read/logout' }]);
    expect(writes[0].headers.authorization).toBe(`Bearer ${admin.token}`);
  });

  it('logs out even when the server cannot be reached', async () => {
    installFakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('restores the stored user on start', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    renderApp('/monitoring', { user: undefined });
    expect(await screen.findByText('This is Monitoring page')).toBeInTheDocument();
  });

  it('logs out when any call is answered 401', async () => {
    installFakeServer(() => fail(401, 'Session expired, please log in again'));
    renderApp('/demo/admins', { user: admin, modules: [testModule] });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('realtime indicator', () => {
  it('says in plain words, besides the colour, whether live updates arrive (not the socket state word)', async () => {
    const sockets: Array<RealtimeSocket & { emit: (event: string) => void }> = [];
    const connector = (_url: string, _options: RealtimeOptions) => {
      const handlers = new Map<string, () => void>();
      const socket = {
        on: (event: string, handler: () => void) => handlers.set(event, handler),
        off: () => undefined,
        disconnect: () => undefined,
        io: { on: () => undefined },
        emit: (event: string) => handlers.get(event)?.(),
      };
      sockets.push(socket);
      return socket;
    };
    // Home asks ADMIN's pending approvals: answered, so no earlier test's server signs the user out.
    installFakeServer(() => ({ body: { result: 'ok', message: '', payload: { clinics: 0, pharmacies: 0, centers: 0 } } }));
    renderApp('/', { user: admin, realtime: connector });
    expect(await screen.findByRole('status', { name: 'Live updates: Connecting…' })).toHaveTextContent('Connecting…');
    act(() => sockets[0]!.emit('connect'));
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toHaveTextContent(/^Live$/);
  });
});
