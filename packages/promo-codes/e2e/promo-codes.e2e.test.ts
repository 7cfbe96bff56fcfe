import { apiCall, apiToken, DEMO_PASSWORD, DEMO_USERS, logIn, seriousViolations, useSuite, waitForToast, type Page } from '@mk/e2e/support';
import { PromoCodesPage } from './promo-codes.page';

const suite = useSuite();

interface PromoRow {
  promo_code: string;
  discount: number | string;
  entity_type: string;
  entity_id: string;
  entity_name?: string;
}

/** Spinners stopped and no motion running: axe measures a page as the user sees it. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, [class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'));

const adminToken = () => apiToken(suite.server.baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);

/** Two demo physicians with different names. */
async function twoPhysicians(): Promise<Array<{ sys_id: string; name: string }>> {
  const reply = await apiCall<{ rows: Array<{ sys_id: string; name: string }> }>(suite.server.baseUrl, 'doctor-read/v2?page=1&limit=30', { token: await adminToken() });
  const distinct = reply.payload.rows.filter((row, index, all) => all.findIndex((other) => other.name === row.name) === index);
  return distinct.slice(0, 2);
}

/** A day a year from now, as the form takes it (dd-MM-yyyy). */
function nextYear(): string {
  const day = new Date(Date.now() + 365 * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCDate())}-${two(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
}

describe('promo codes, end to end', () => {
  it('ADMIN creates one promo code for two physicians at once; both rows show in the list and through the API', async () => {
    const { page } = suite.session;
    const physicians = await twoPhysicians();
    expect(physicians).toHaveLength(2);
    const code = `DOC${String(Date.now()).slice(-6)}`;
    const promo = new PromoCodesPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    await page.getByRole('link', { name: 'Promo Codes' }).click();
    await promo.settled();
    await promo.createButton().click();
    await page.waitForURL((url) => url.pathname === '/promo-codes/create-promo-code');
    await promo.field('Promo Code').fill(code);
    await promo.field('Discount (%)').fill('15');
    await promo.field('Expiration Date').fill(nextYear());
    await promo.choose('Apply to', 'Physician');
    await promo.pickByName('Physicians', physicians.map((physician) => physician.name));
    await page.getByRole('button', { name: /^Create promo code$/ }).click();
    await waitForToast(page, 'Promo code(s) created successfully');
    await page.waitForURL((url) => url.pathname === '/promo-codes');
    await promo.settled();

    // Newest first: both codes are on the first page, one per physician.
    await promo.row(code).nth(1).waitFor();
    expect(await promo.row(code).count()).toBe(2);
    for (const physician of physicians) {
      expect(await promo.row(code).filter({ hasText: physician.name }).innerText()).toMatch(/15 %[\s\S]*Physician/);
    }

    const listed = await apiCall<{ rows: PromoRow[] }>(suite.server.baseUrl, 'promotion-read/promo-codes?page=1&limit=10', { token: await adminToken() });
    const ours = listed.payload.rows.filter((row) => row.promo_code === code);
    expect(ours.map((row) => row.entity_id).sort()).toEqual(physicians.map((physician) => physician.sys_id).sort());
    for (const row of ours) expect({ type: row.entity_type, discount: Number(row.discount) }).toEqual({ type: 'PHYSICIAN', discount: 0.15 });
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('in Arabic the list and the create form have no serious axe violation', async () => {
    const { page } = suite.session;
    const promo = new PromoCodesPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'ar');
    await promo.open();
    await promo.rows().first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await promo.rows().first().innerText()).toMatch(/٪/);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await promo.createButton().click();
    await promo.field('كود الخصم').waitFor();
    await promo.choose('يطبق على', 'طبيب');
    await promo.field('الأطباء').waitFor();
    await page.getByRole('button', { name: /^إنشاء كود الخصم$/ }).click();
    await page.getByText('تأكد من تعبئة جميع الحقول المطلوبة').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });
});
