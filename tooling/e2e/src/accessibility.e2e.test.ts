import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { storeLocale } from './support/log-in';
import { useSuite } from './support/suite';
import { LoginPage } from './pages/login.page';
import { ClinicListPage } from './pages/clinic-list.page';
import { ShellPage } from './pages/shell.page';

const suite = useSuite();

const setLocale = (locale: 'en' | 'ar') => storeLocale(suite.session.page, locale);

describe.each(['en', 'ar'] as const)('accessibility in %s', (locale) => {
  it('has no serious or critical axe violations on login and terms', async () => {
    await setLocale(locale);
    await suite.session.page.goto('/login');
    await new LoginPage(suite.session.page).email().waitFor();
    expect(await seriousViolations(suite.session.page)).toEqual([]);
    await suite.session.page.goto('/terms');
    await suite.session.page.locator('h1').first().waitFor();
    expect(await seriousViolations(suite.session.page)).toEqual([]);
  });

  it('has no serious or critical axe violations on the logged-in pages', async () => {
    await setLocale(locale);
    const login = new LoginPage(suite.session.page);
    await login.open();
    await login.fill(DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
    await login.submit().click();
    await suite.session.page.waitForURL((url) => url.pathname === '/');
    const shell = new ShellPage(suite.session.page);
    await shell.sidebar().waitFor();
    expect(await shell.htmlAttributes()).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
    for (const path of ['/', '/monitoring', '/no/such/page']) {
      await suite.session.page.goto(path);
      await shell.sidebar().waitFor();
      await suite.session.page.locator('h1').first().waitFor();
      expect({ path, violations: await seriousViolations(suite.session.page) }).toEqual({ path, violations: [] });
    }
  });

  it('has no serious or critical axe violations on the clinics list, register and profile pages', async () => {
    await setLocale(locale);
    const { page } = suite.session;
    const login = new LoginPage(page);
    await login.open();
    await login.fill(DEMO_USERS.admin.email, DEMO_PASSWORD);
    await login.submit().click();
    await page.waitForURL((url) => url.pathname === '/');
    const list = new ClinicListPage(page);
    await list.open();
    await list.rows().first().waitFor();
    expect({ path: '/clinics', violations: await seriousViolations(page) }).toEqual({ path: '/clinics', violations: [] });
    await list.rows().first().locator('a[href^="/clinics/profile/"]').click();
    await page.locator('section[data-sheet]').first().waitFor();
    expect({ path: 'profile', violations: await seriousViolations(page) }).toEqual({ path: 'profile', violations: [] });
    // Its History tab (the second), once it has loaded: a timeline, or the empty state of a seeded clinic.
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('tabpanel').locator('.ant-timeline, .ant-empty').first().waitFor();
    expect({ path: 'profile history', violations: await seriousViolations(page) }).toEqual({ path: 'profile history', violations: [] });
    await page.goto('/clinics/register');
    await page.locator('.mk-clinic-form').waitFor();
    expect({ path: '/clinics/register', violations: await seriousViolations(page) }).toEqual({ path: '/clinics/register', violations: [] });
  });
});

it('reports what a user of a screen reader or with low vision would meet: a nameless button, faint text', async () => {
  const { page } = suite.session;
  await page.goto('/terms');
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.appendChild(document.createElement('button'));
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.color = '#eeeeee';
    main.appendChild(faint);
  });
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast']);
});
