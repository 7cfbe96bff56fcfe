import { seriousViolations } from './support/axe';
import { waitForToast } from './support/browser';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { englishOutside } from './pages/center.page';
import { EntityFormPage, solidPng } from './pages/entity-form.page';
import { PackageListPage } from './pages/package-list.page';
import { PackageSchedulePage } from './pages/package-schedule.page';

const suite = useSuite();

interface PackageRow {
  sys_id: string;
  title: string;
  title_ar?: string;
  clinic_id: string;
  promo_img: string;
  [field: string]: unknown;
}

/** Every package the ADMIN list endpoint has, or those matching `query`. */
async function packagesAsAdmin(token: string, query = ''): Promise<PackageRow[]> {
  const reply = await apiCall<{ rows: PackageRow[] }>(suite.server.baseUrl, `promotion-read/admin?page=1&limit=100${query}`, { token });
  return reply.payload.rows;
}

describe('packages, end to end', () => {
  it('ADMIN creates a package with an uploaded image and a timetable, then finds it by title and by a tag given in bulk', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const suffix = String(Date.now()).slice(-6);
    const title = `Lab Panel ${suffix}`;
    const tagName = `pkg-${suffix}`;
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    // A fresh tag, so the tag filter can only match what this test tags.
    const tag = await apiCall<{ id: number }>(baseUrl, 'tags-write/tags', { method: 'POST', token: adminToken, body: { name: tagName } });
    expect(tag.status).toBe(201);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    const list = new PackageListPage(page);
    await list.open();
    await list.createButton().click();
    await page.waitForURL((url) => url.pathname === '/packages/create');
    await page.locator('h1', { hasText: 'Create Package' }).waitFor();
    const form = new EntityFormPage(page);
    await form.uploadLogo(solidPng());
    await form.fill({
      'Package title': title,
      'Package title in Arabic': `لوحة تحاليل ${suffix}`,
      'Description': 'CBC, lipid profile and vitamin D in one visit.',
      'Description in Arabic': 'صورة الدم الكاملة والدهون وفيتامين د في زيارة واحدة.',
      'Price before (SAR)': '500',
      'Price after (SAR)': '400',
      'Start date': '01-11-2026',
      'End date': '31-12-2027',
    });
    await form.choose('Package type', 'Lab tests');
    // The discount follows the prices: 400 instead of 500 saves 20 %.
    expect(await form.field('Discount').inputValue()).toBe('20');
    // ADMIN searches the clinics by name (500 ms after typing).
    await form.field('Clinic, center or pharmacy').fill('Al Noor');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Al Noor Family Clinic"]').click();
    await form.submit(/^Create Package$/).click();
    await waitForToast(page, 'Package created successfully');
    await page.waitForURL((url) => url.pathname === '/packages');

    const [created] = await packagesAsAdmin(adminToken, `&title=${suffix}`);
    expect(created).toMatchObject({ title, center_type: 'CLINIC', package_type: 'LAB', discount: expect.anything() });
    expect(Number(created.discount)).toBe(20);
    expect(created.promo_img).toMatch(/\/api\/media\/files\/[\w-]+\.png$/);

    // A timetable: Sunday and Monday 9 to 10 AM, cut in half-hour slots.
    const schedule = new PackageSchedulePage(page);
    await schedule.openPackage(created.sys_id);
    await schedule.addPeriod(['Sun', 'Mon'], { hour: 9, minute: 0, meridiem: 'AM' }, { hour: 10, minute: 0, meridiem: 'AM' });
    expect(await schedule.previewOf('Sun')).toEqual(['09:00 AM - 09:29 AM', '09:30 AM - 09:59 AM']);
    await schedule.create();
    await waitForToast(page, 'Package schedule created successfully');
    const slots = await apiCall<Array<{ day: number; from: string; until: string }>>(baseUrl, `promotion-read/package-times/${created.sys_id}`, { token: adminToken });
    expect(slots.payload.map((slot) => `${slot.day} ${slot.from}-${slot.until}`).sort()).toEqual(['0 0900-0929', '0 0930-0959', '1 0900-0929', '1 0930-0959']);

    // Found by its title; tagged through the bulk box; then found by the tag alone.
    await list.open();
    await list.fillTitle(suffix);
    await list.search();
    await list.waitForRowCount(1);
    await list.select(title);
    await list.assignTag(tagName);
    await waitForToast(page, 'Tags applied successfully');
    await list.bulkBox().waitFor({ state: 'detached' });
    await list.clear();
    await list.chooseTag(/^(Tags|الوسوم)$/, tagName);
    await list.search();
    await list.waitForRowCount(1);
    expect(await list.titles()).toEqual([title]);
    expect(await list.row(title).getByText(tagName).count()).toBe(1);

    // Removed, it waits in the Trash; Restore brings it back to the list with its tag (issue 29).
    const removed = await apiCall(baseUrl, 'promotion-write/delete-package', { method: 'DELETE', token: adminToken, body: { ids: [created.sys_id] } });
    expect(removed.status).toBe(200);
    await page.goto('/trash');
    const trashRow = page.locator('tbody tr', { hasText: title });
    await trashRow.waitFor();
    await trashRow.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Restore$/ }).click();
    await waitForToast(page, `${title} was restored`);
    await trashRow.waitFor({ state: 'detached' });
    await list.open();
    await list.chooseTag(/^(Tags|الوسوم)$/, tagName);
    await list.search();
    await list.waitForRowCount(1);
    expect(await list.row(title).getByText(tagName).count()).toBe(1);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it("the clinic PIC, in Arabic, sees only their own clinics' packages, one clinic at a time, on a right-to-left page that passes axe", async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const picToken = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
    const own = await apiCall<{ data: Array<{ sys_id: string; registered_clinic_name_arabic: string }> }>(baseUrl, 'clinic-read/?page=1&limit=50', { token: picToken });
    const [first, second] = own.payload.data;
    expect(second).toBeDefined();
    const ownIds = own.payload.data.map((clinic) => clinic.sys_id);
    const all = await packagesAsAdmin(adminToken);
    const theirs = all.filter((pkg) => !ownIds.includes(pkg.clinic_id)).map((pkg) => pkg.title);
    expect(theirs.length).toBeGreaterThan(0);
    // The Arabic page shows each package's Arabic title (its English one where it has none).
    const titlesOf = (clinicId: string) => all.filter((pkg) => pkg.clinic_id === clinicId).map((pkg) => pkg.title_ar || pkg.title).sort();

    await logIn(page, DEMO_USERS.clinicPic.email, 'ar');
    const list = new PackageListPage(page);
    await list.open();
    // The first clinic is shown first; the list matches the API's answer for it.
    await list.waitForRowCount(titlesOf(first.sys_id).length);
    expect((await list.titles()).sort()).toEqual(titlesOf(first.sys_id));

    // Right to left, Arabic outside the data (ids, titles, tags, names), no serious axe finding.
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const ids = (await list.rows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
    const tags = await list.rows().locator('.ant-tag').allInnerTexts();
    expect(await englishOutside(page, [...ids, ...tags, ...all.flatMap((pkg) => [pkg.title, pkg.title_ar ?? '']), DEMO_USERS.clinicPic.name])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await list.showFacility(`${second.registered_clinic_name_arabic} (عيادة)`);
    await list.waitForRowCount(titlesOf(second.sys_id).length);
    expect((await list.titles()).sort()).toEqual(titlesOf(second.sys_id));
    // Never another clinic's or center's package.
    expect((await list.titles()).filter((title) => theirs.includes(title))).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });
});
