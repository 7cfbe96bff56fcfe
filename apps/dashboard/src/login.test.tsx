import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeModule } from '@mk/home';
import { fail, installFakeServer, ok } from '@mk/module-kit/testing';
import { renderApp } from './test/render-app';

const picPayload = { name: 'Sara PIC', email: 'pic@example.com', role: 'PIC', sys_id: 'u-pic', token: 'pic-token' };
const adminPayload = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'u-adm', token: 'adm-token' };

function server() {
  return installFakeServer(({ path, body }) => {
    if (path === '/api/administrator-read/login') {
      const { email, password } = body as { email: string; password: string };
      const user = [picPayload, adminPayload].find((u) => u.email === email);
      return user && password === 'secret' ? ok(user) : fail(401, 'Invalid email or password');
    }
    if (path.startsWith('/api/clinic-read/'))
      return ok({ count: 1, data: [{ sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' }] });
    if (path.startsWith('/api/pharmacy-read')) return ok({ count: 1, rows: [{ sys_id: 'p1', name: 'Cure', name_ar: 'الشفاء' }] });
    if (path.startsWith('/api/center-read')) return ok({ count: 0, rows: [] });
    return fail(404, 'Not found');
  });
}

async function logInAs(email: string, password = 'secret') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => localStorage.clear());

describe('login', () => {
  it('sends a logged-out visitor to the login page, whose button waits for the terms box', async () => {
    renderApp('/monitoring');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    expect(button).toBeEnabled();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByText('Version 1.0.179')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العربية' })).toBeInTheDocument();
  });

  it('logs a PIC in, stores the user with their start-up lists and returns to the page asked for', async () => {
    const calls = server();
    renderApp('/monitoring');
    await logInAs('pic@example.com');

    expect(await screen.findByText('This is Monitoring page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      ...picPayload,
      clinics: [{ sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' }],
      pharmacies: [{ sys_id: 'p1', name: 'Cure', name_ar: 'الشفاء' }],
      centers: [],
    });
    expect(calls.map((c) => c.path)).toContain('/api/clinic-read/?page=1&limit=50');
  });

  it('stores only the login payload for an ADMIN and lands on home', async () => {
    const calls = server();
    renderApp('/login', { modules: [homeModule] });
    await logInAs('admin@example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome to the EMR dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(adminPayload);
    // No facility lists for an ADMIN: the login, then Home's figures.
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/administrator-read/login', '/api/dashboard-read/home']));
  });

  it("shows the server's message when the login fails", async () => {
    server();
    renderApp('/login');
    await logInAs('pic@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows a network error as it comes', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderApp('/login');
    await logInAs('pic@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('validates the fields in the chosen language before calling the server', async () => {
    const calls = server();
    renderApp('/login', { locale: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' }));
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('بريد إلكتروني غير صالح')).toBeInTheDocument();
    expect(screen.getByText('يرجى تعبئة جميع الحقول المطلوبة')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });

  it('offers the terms as a public page', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
