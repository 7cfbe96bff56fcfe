import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { useSuite } from './support/suite';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

const suite = useSuite();

async function logInAs(user: { email: string; name: string }) {
  const login = new LoginPage(suite.session.page);
  await login.logIn(user.email, DEMO_PASSWORD);
  await suite.session.page.waitForURL((url) => url.pathname === '/');
  await suite.session.page.getByText(user.name).first().waitFor();
  return new ShellPage(suite.session.page);
}

describe('login', () => {
  it('keeps Login disabled until the terms are accepted', async () => {
    const login = new LoginPage(suite.session.page);
    await login.open();
    await login.fill(DEMO_USERS.admin.email, DEMO_PASSWORD, false);
    expect(await login.submit().isDisabled()).toBe(true);
    await login.terms().check();
    expect(await login.submit().isEnabled()).toBe(true);
  });

  it("shows the server's message for a wrong password and stays on login", async () => {
    const login = new LoginPage(suite.session.page);
    await login.open();
    await login.fill(DEMO_USERS.admin.email, 'not-the-password');
    await login.submit().click();
    await suite.session.page.getByText('Invalid email or password').waitFor();
    expect(new URL(suite.session.page.url()).pathname).toBe('/login');
    expect(await new ShellPage(suite.session.page).storedUser()).toBeNull();
  });

  it('sends a visitor without a session to login', async () => {
    await suite.session.page.goto('/monitoring');
    await suite.session.page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('each demo user', () => {
  it('ADMIN logs in, lands on home and the session is stored without facility lists', async () => {
    const shell = await logInAs(DEMO_USERS.admin);
    const stored = await shell.storedUser();
    expect(stored).toMatchObject({ email: DEMO_USERS.admin.email, role: 'ADMIN' });
    expect(typeof stored.token).toBe('string');
    expect(stored.clinics).toBeUndefined();
    const entries = await shell.sidebarEntries();
    expect(entries[0]).toBe('Home');
    expect(entries[entries.length - 1]).toBe('Logout');
    expect(entries).toContain('Clinics');
    // Tags sits right after Clinics.
    expect(entries.indexOf('Tags')).toBe(entries.indexOf('Clinics') + 1);
  });

  it.each([
    ['clinic.pic', DEMO_USERS.clinicPic, { clinics: 2, pharmacies: 0, centers: 0, seesClinics: true }],
    ['pharmacy.pic', DEMO_USERS.pharmacyPic, { clinics: 0, pharmacies: 5, centers: 0, seesClinics: false }],
    ['center.pic', DEMO_USERS.centerPic, { clinics: 0, pharmacies: 0, centers: 3, seesClinics: false }],
  ])('%s logs in with their own facilities loaded before the session is stored', async (_label, user, counts) => {
    const shell = await logInAs(user);
    const stored = await shell.storedUser();
    expect(stored).toMatchObject({ email: user.email, role: 'PIC' });
    expect(stored.clinics ?? []).toHaveLength(counts.clinics);
    expect(stored.pharmacies ?? []).toHaveLength(counts.pharmacies);
    expect(stored.centers ?? []).toHaveLength(counts.centers);
    const entries = await shell.sidebarEntries();
    expect(entries).toContain('Home');
    expect(entries).toContain('Logout');
    expect(entries.includes('Clinics')).toBe(counts.seesClinics);
    expect(entries).not.toContain('Tags');
  });

  it('opens the realtime connection after login', async () => {
    await logInAs(DEMO_USERS.pharmacyPic);
    await suite.session.page.getByLabel('Live updates: Live').waitFor();
  });
});

describe('shell', () => {
  it('switches to Arabic right-to-left, remembers it across a reload, and switches back', async () => {
    const shell = await logInAs(DEMO_USERS.admin);
    expect(await shell.htmlAttributes()).toEqual({ lang: 'en', dir: 'ltr' });

    await shell.languageSwitch('العربية').click();
    await shell.languageSwitch('English').waitFor();
    expect(await shell.htmlAttributes()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await shell.sidebar().evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const arabicEntries = await shell.sidebarEntries();
    expect(arabicEntries).not.toContain('Home');
    expect(arabicEntries.join(' ')).toMatch(/[\u0600-\u06FF]/);

    await suite.session.page.reload();
    await shell.languageSwitch('English').waitFor();
    expect(await shell.htmlAttributes()).toEqual({ lang: 'ar', dir: 'rtl' });

    await shell.languageSwitch('English').click();
    await shell.languageSwitch('العربية').waitFor();
    expect(await shell.htmlAttributes()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('reports an unknown URL as not matching any route', async () => {
    await logInAs(DEMO_USERS.admin);
    await suite.session.page.goto('/no/such/page');
    await suite.session.page.getByText('Cannot match any routes').waitFor();
  });

  it('shows the monitoring placeholder and the footer version', async () => {
    await logInAs(DEMO_USERS.clinicPic);
    await suite.session.page.goto('/monitoring');
    await suite.session.page.getByText('This is Monitoring page').waitFor();
    await suite.session.page.getByText('1.0.179').first().waitFor();
  });

  it('logs out: the stored user is cleared and guarded pages send back to login', async () => {
    const shell = await logInAs(DEMO_USERS.clinicPic);
    await shell.logOut();
    await suite.session.page.waitForURL((url) => url.pathname === '/login');
    expect(await shell.storedUser()).toBeNull();
    await suite.session.page.goto('/');
    await suite.session.page.waitForURL((url) => url.pathname === '/login');
  });

  it('raises no uncaught page errors along the way', async () => {
    await logInAs(DEMO_USERS.admin);
    await suite.session.page.goto('/monitoring');
    await suite.session.page.getByText('This is Monitoring page').waitFor();
    expect(suite.session.pageErrors).toEqual([]);
  });
});
