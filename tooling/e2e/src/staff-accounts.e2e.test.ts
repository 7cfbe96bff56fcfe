import { newSession } from './support/browser';
import { DEMO_USERS } from './support/demo-users';
import { useSuite } from './support/suite';
import { EntityFormPage } from './pages/entity-form.page';
import { LoginPage } from './pages/login.page';
import { PharmacyListPage } from './pages/pharmacy-list.page';
import { ShellPage } from './pages/shell.page';
import { SetPasswordPage, UserListPage } from './pages/users.page';
import { chooseMany } from './pages/services-procedures.page';
import { logIn } from './support/log-in';

const suite = useSuite();

/** A demo pharmacy of the pharmacy PIC's, by its Arabic name: the new PIC takes it over. */
const PHARMACY_AR = 'صيدلية العافية';
const OTHER_PHARMACY_AR = 'صيدلية الشفاء';

describe('staff accounts, end to end, in Arabic (issue 25)', () => {
  it('ADMIN creates a pharmacy PIC with one pharmacy; the PIC sets a password from the link, sees only that pharmacy, and is signed out when disabled', async () => {
    const { page: adminPage } = suite.session;
    const suffix = String(Date.now()).slice(-6);
    const name = `سارة الحربي ${suffix}`;
    const email = `sara.${suffix}@example.com`;
    const password = `Riyadh-Night-${suffix}`;
    const users = new UserListPage(adminPage);

    await logIn(adminPage, DEMO_USERS.admin.email, 'ar');
    await new ShellPage(adminPage).sidebar().getByRole('link', { name: 'المستخدمون' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/users');
    await users.settled();
    await users.createButton().click();
    await adminPage.waitForURL((url) => url.pathname === '/users/register');
    const form = new EntityFormPage(adminPage);
    await form.fill({ 'الاسم': name, 'البريد الإلكتروني': email });
    await form.choose('الدور', 'مسؤول منشأة');
    await chooseMany(adminPage, 'الصيدليات', [PHARMACY_AR]);
    await form.submit(/^إنشاء المستخدم$/).click();
    const link = await users.shownLink();
    expect(new URL(link).pathname).toBe('/set-password');

    // The PIC, in a browser of their own, opens the link, sets a password and signs in.
    const pic = await newSession(suite.browser, suite.server.baseUrl);
    try {
      const { page: picPage } = pic;
      await picPage.goto('/login');
      await picPage.evaluate(() => localStorage.setItem('locale', 'ar'));
      const { pathname, search } = new URL(link);
      await picPage.goto(`${pathname}${search}`);
      await new SetPasswordPage(picPage).setPassword(password);
      await picPage.getByText('تم تعيين كلمة المرور. يمكنك الآن تسجيل الدخول بها.').waitFor();

      await new LoginPage(picPage).logIn(email, password);
      await picPage.waitForURL((url) => url.pathname === '/');
      const picShell = new ShellPage(picPage);
      await picShell.sidebar().getByRole('link', { name: 'الصيدليات' }).click();
      await picPage.waitForURL((url) => url.pathname === '/pharmacy');
      const pharmacies = new PharmacyListPage(picPage);
      await pharmacies.settled();
      await pharmacies.row(PHARMACY_AR).waitFor();
      expect(await pharmacies.rows().count()).toBe(1);
      expect(await pharmacies.row(OTHER_PHARMACY_AR).count()).toBe(0);
      expect((await picShell.storedUser()).pharmacies.map((p: { name_ar: string }) => p.name_ar)).toEqual([PHARMACY_AR]);

      // ADMIN disables the account: the PIC's open page is signed out.
      await users.dialog().getByRole('button', { name: /^تم$/ }).click();
      await adminPage.waitForURL((url) => url.pathname === '/users');
      await users.settled();
      await users.rowAction(email, name, /^تعطيل$/);
      await users.dialog().getByRole('button', { name: /^تعطيل$/ }).click();
      await users.row(email).getByText('معطّل').waitFor();
      await picPage.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });

      // And cannot sign in again.
      await new LoginPage(picPage).logIn(email, password);
      await picPage.locator('.ant-alert-error, [role="alert"]').first().waitFor();
      expect(new URL(picPage.url()).pathname).toBe('/login');
    } finally {
      await pic.context.close();
    }
  });
});
