import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { waitForToast } from './support/browser';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { EntityFormPage } from './pages/entity-form.page';
import { chooseMany, englishWords, ProcedureListPage, ServiceListPage } from './pages/services-procedures.page';

const suite = useSuite();

interface Named {
  sys_id: string;
  center_name: string;
}

/** Spinners stopped and no motion running: axe measures a page as the user sees it. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, [class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'));

async function centersOf(email: string): Promise<Named[]> {
  const token = await apiToken(suite.server.baseUrl, email, DEMO_PASSWORD);
  return (await apiCall<{ rows: Named[] }>(suite.server.baseUrl, 'center-read?paginated=false', { token })).payload.rows;
}

async function servicesOf(centerId: string): Promise<Array<{ name: string; name_ar: string }>> {
  const token = await apiToken(suite.server.baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
  return (await apiCall<{ rows: Array<{ name: string; name_ar: string }> }>(suite.server.baseUrl, `medical-service-read/services/${centerId}?paginated=true&page=1&limit=10`, { token })).payload.rows;
}

describe('services and procedures, end to end', () => {
  it('ADMIN adds a service to two centers at once and sees it in both lists, then creates a procedure with criteria', async () => {
    const { page } = suite.session;
    const suffix = String(Date.now()).slice(-6);
    // Lists are sorted by name: an early name keeps it on the first page of a center's services.
    const english = `Aortic Angiography ${suffix}`;
    const arabic = `تصوير الشريان الأورطي ${suffix}`;
    const [first, second] = ['Red Sea Imaging Center', 'Najd Radiology Center'];
    const services = new ServiceListPage(page);
    const form = new EntityFormPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    await services.open();
    expect(await services.shownCenter()).toBe((await centersOf(DEMO_USERS.admin.email))[0].center_name);
    await services.createButton().click();
    await page.waitForURL((url) => url.pathname === '/services/create');
    await chooseMany(page, 'Centers', [first, second]);
    await form.choose('Service Type', 'Radiology');
    await form.fill({ 'Service Name (English)': english, 'Service Name (Arabic)': arabic, 'Price (SAR)': '850' });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await form.submit(/^Create service$/).click();
    await waitForToast(page, 'Service created successfully');
    await page.waitForURL((url) => url.pathname === '/services');
    for (const center of [first, second]) {
      await services.showCenter(center);
      await services.row(english).waitFor();
      expect(await services.row(english).innerText()).toMatch(/Radiology[\s\S]*850/);
    }
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    const procedures = new ProcedureListPage(page);
    const procedure = `Cardiac Stress Test ${suffix}`;
    await procedures.open();
    await procedures.createButton().click();
    await page.waitForURL((url) => url.pathname === '/procedures/create');
    await form.fill({ 'Procedure Name (English)': procedure, 'Procedure Name (Arabic)': `اختبار إجهاد القلب ${suffix}` });
    await chooseMany(page, 'Criteria', ['Fasting for 8 to 12 hours', 'Referral from a physician']);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await form.submit(/^Create procedure$/).click();
    await waitForToast(page, 'Procedure created successfully');
    await page.waitForURL((url) => url.pathname === '/procedures');
    await procedures.settled();
    await procedures.row(procedure).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('the center PIC sees only their centers and deletes one of their services', async () => {
    const { page } = suite.session;
    const own = await centersOf(DEMO_USERS.centerPic.email);
    const [service] = await servicesOf(own[0].sys_id);
    const services = new ServiceListPage(page);

    await logIn(page, DEMO_USERS.centerPic.email, 'en');
    await services.open();
    expect(await services.shownCenter()).toBe(own[0].center_name);
    expect((await services.centerOptions()).sort()).toEqual(own.map((center) => center.center_name).sort());
    await services.row(service.name).waitFor();
    await services.rowAction(service.name, /^Remove service$/);
    await services.dialog().getByText('The service can be restored from the Trash for 30 days', { exact: false }).waitFor();
    await services.dialog().getByRole('button', { name: /^Delete$/ }).click();
    await waitForToast(page, 'Service Deleted Successfully');
    await services.row(service.name).waitFor({ state: 'detached' });
    expect((await servicesOf(own[0].sys_id)).map((row) => row.name)).not.toContain(service.name);
  });

  it('in Arabic the lists and forms (create and update) show no English besides names and codes, and have no serious axe violation', async () => {
    const { page } = suite.session;
    const [center] = await centersOf(DEMO_USERS.admin.email);
    const names = (await servicesOf(center.sys_id)).map((service) => service.name);
    const services = new ServiceListPage(page);
    const procedures = new ProcedureListPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'ar');
    await services.open();
    await services.rows().first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await settled(page);
    expect(await englishWords(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await services.rowAction(names[0], /^تحديث الخدمة$/);
    await page.getByLabel('نوع الخدمة', { exact: true }).waitFor();
    await settled(page);
    expect(await englishWords(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await services.open();
    await services.createButton().click();
    await page.getByLabel('المراكز', { exact: true }).waitFor();
    await settled(page);
    expect(await englishWords(page, [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await procedures.open();
    await procedures.rows().first().waitFor();
    await settled(page);
    expect(await englishWords(page, [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const [first] = await procedures.rows().first().locator('bdi').allInnerTexts();
    await procedures.rowAction(first, /^تحديث الإجراء$/);
    await page.locator('.ant-select-selection-item').first().waitFor();
    await settled(page);
    expect(await englishWords(page, [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await procedures.open();
    await procedures.createButton().click();
    await page.getByLabel('الشروط', { exact: true }).waitFor();
    await settled(page);
    expect(await englishWords(page, [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });
});
