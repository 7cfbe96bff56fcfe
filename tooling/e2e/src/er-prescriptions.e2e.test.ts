import { captureErPdf, ErPrescriptionsPage } from './pages/er-prescriptions.page';
import { seriousViolations } from './support/axe';
import { waitForToast } from './support/browser';
import { DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { useSuite } from './support/suite';

const suite = useSuite();

/** The patient app's demo patient (apps/server/src/seed/demo-orders.ts), whose emergency prescription has three medicines. */
const DEMO_PATIENT = { phone: '0500000001', name: 'سارة عبدالله القحطاني' };

describe('ER prescriptions and emergency calls, end to end', () => {
  it("the pharmacy PIC issues the demo patient's emergency prescription in two steps, finds it issued and opens its PDF", async () => {
    const { page, context, pageErrors } = suite.session;
    const er = new ErPrescriptionsPage(page);
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'en');
    await page.getByRole('link', { name: 'ER Prescriptions' }).click();
    await er.heading('ER Prescriptions').waitFor();
    await er.settled();
    expect(await er.rows().count()).toBeGreaterThanOrEqual(5);
    expect(await seriousViolations(page)).toEqual([]);

    await er.searchPhone(DEMO_PATIENT.phone);
    await er.issueButton(DEMO_PATIENT.name).waitFor();
    expect(await er.rows().count()).toBe(1);

    // Two of the three medicines, with a price.
    expect(await er.issue(DEMO_PATIENT.name, ['Diclofenac', 'Ondansetron'], '30.50')).toBe(200);
    await waitForToast(page, 'Prescription successfully issued!');
    await er.settled();

    // The last one: the issued two are shown but cannot be chosen, and Select all is not offered for one.
    await er.issueButton(DEMO_PATIENT.name).click();
    await er.dialog().waitFor();
    expect(await er.medicine(/Diclofenac/).isDisabled()).toBe(true);
    expect(await er.selectAll().count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await er.dialog().getByRole('button', { name: 'Cancel' }).click();
    await er.dialog().waitFor({ state: 'detached' });
    expect(await er.issue(DEMO_PATIENT.name, ['Loratadine'], '14.50')).toBe(200);
    await er.issueButton(DEMO_PATIENT.name).waitFor({ state: 'detached' });
    expect(await er.rows().count()).toBe(0);

    // Under Issued Prescriptions with the sum of both prices; its PDF opens in a new tab.
    await er.issuedButton().click();
    await page.waitForURL((url) => url.pathname === '/er-prescription/previous');
    await er.heading('Issued Prescriptions').waitFor();
    await er.settled();
    const issued = er.row('45.00');
    await issued.waitFor();
    expect(await issued.innerText()).toContain('SAR');
    expect(await seriousViolations(page)).toEqual([]);
    const servedPdf = await captureErPdf(context);
    const [tab] = await Promise.all([context.waitForEvent('page'), issued.getByRole('button', { name: /^Download Prescription/ }).click()]);
    const pdf = await servedPdf();
    expect(pdf.tab).toBe(tab);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    expect(pageErrors).toEqual([]);
  });

  it('the emergency calls page lists the accepted calls, in English and in Arabic', async () => {
    const { page, pageErrors } = suite.session;
    const er = new ErPrescriptionsPage(page);
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'en');
    await page.getByRole('link', { name: 'Emergency Calls' }).click();
    await er.heading('Emergency Calls').waitFor();
    await er.settled();
    expect(await er.rows().count()).toBe(10);
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['Section ID', 'Time', 'Patient Name', 'Patient Nationality', 'Date of Birth', 'National/Residence ID']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await er.heading('مكالمات الطوارئ').waitFor();
    await er.settled();
    expect(await er.rows().count()).toBe(10);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/er-prescription');
    await er.heading('الوصفات الطارئة').waitFor();
    await er.settled();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
