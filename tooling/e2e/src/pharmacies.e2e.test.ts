import { seriousViolations } from './support/axe';
import { DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { useSuite } from './support/suite';
import { EntityFormPage } from './pages/entity-form.page';
import { PharmacyListPage } from './pages/pharmacy-list.page';
import { ShellPage } from './pages/shell.page';
import { fillEntityForm } from './support/entity-form';
import { logIn } from './support/log-in';

const suite = useSuite();

describe('pharmacies, end to end', () => {
  it('ADMIN registers a pharmacy for the pharmacy PIC; the PIC, in Arabic, finds it in their list', async () => {
    const { page } = suite.session;
    const suffix = String(Date.now()).slice(-6);
    const english = `Al Dawaa Malqa ${suffix}`;
    const arabic = `صيدلية الدواء الملقا ${suffix}`;
    const list = new PharmacyListPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    await page.goto('/pharmacy');
    await list.registerButton().click();
    await page.waitForURL((url) => url.pathname === '/pharmacy/register');
    const form = new EntityFormPage(page);
    await fillEntityForm(form, {
      texts: {
        'Pharmacy Name (English)': english,
        'Pharmacy Name (Arabic)': arabic,
        'CR Number': '1010765432',
        'Phone Number': '0551230000',
        'Address': 'Al Malqa',
        'Latitude': '24.8120',
        'Longitude': '46.6120',
      },
      choices: { 'Person in Charge': `${DEMO_USERS.pharmacyPic.name} (${DEMO_USERS.pharmacyPic.email})`, 'City': 'Riyadh' },
    });
    expect(await seriousViolations(page)).toEqual([]);
    await form.submit(/^Create pharmacy$/).click();
    await waitForToast(page, 'Pharmacy created successfully');
    await page.waitForURL((url) => url.pathname === '/pharmacy');

    await new ShellPage(page).logOut();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'ar');
    await new ShellPage(page).sidebar().getByRole('link', { name: 'الصيدليات' }).click();
    await page.waitForURL((url) => url.pathname === '/pharmacy');
    await list.settled();
    await list.row(arabic).waitFor();
    expect(await list.registerButton().count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
