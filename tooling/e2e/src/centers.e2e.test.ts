import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { fillEntityForm } from './support/entity-form';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { CenterHoursPage, CenterListPage, englishOutside } from './pages/center.page';
import { ClinicProfilePage } from './pages/clinic-profile.page';
import { EntityFormPage, solidPng } from './pages/entity-form.page';
import { ShellPage } from './pages/shell.page';

const suite = useSuite();

interface CenterRow {
  sys_id: string;
  center_name: string;
  center_name_arabic: string;
  pic_id?: string;
  avatar?: string;
  [field: string]: unknown;
}

const AM = (hour: number) => ({ hour, minute: 0, meridiem: 'AM' as const });
const PM = (hour: number) => ({ hour, minute: 0, meridiem: 'PM' as const });

/** The centers a user sees through the API (every page). */
async function centersOf(token: string): Promise<CenterRow[]> {
  const reply = await apiCall<{ rows: CenterRow[] }>(suite.server.baseUrl, 'center-read?page=1&limit=100', { token });
  return reply.payload.rows;
}

describe('centers, end to end', () => {
  it('ADMIN registers a center with a logo for the center PIC, sets two periods on shared days and sees the hourly preview', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const suffix = String(Date.now()).slice(-6);
    const english = `Malqa Diagnostics ${suffix}`;
    const list = new CenterListPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    await list.open();
    await list.registerButton().click();
    await page.waitForURL((url) => url.pathname === '/centers/register');
    const form = new EntityFormPage(page);
    await page.locator('h1', { hasText: 'Register a New Center' }).waitFor();
    await form.uploadLogo(solidPng());
    await fillEntityForm(form, {
      texts: {
        'Center Name (English)': english,
        'Center Name (Arabic)': `مركز الملقا للتشخيص ${suffix}`,
        'MOH License ID': `50${suffix}`,
        'Bio (English)': 'Lab panels and X-rays in Al Malqa.',
        'Bio (Arabic)': 'تحاليل مخبرية وأشعة في الملقا.',
        'District': 'Al Malqa',
        'Street': 'Anas Bin Malik Road',
        'Latitude': '24.8120',
        'Longitude': '46.6120',
      },
      choices: {
        'Person in Charge': `${DEMO_USERS.centerPic.name} (${DEMO_USERS.centerPic.email})`,
        'Center Type': 'Lab & Radiology',
        'City': 'Riyadh',
      },
      checks: ['Enable Center Pay'],
    });
    expect(await seriousViolations(page)).toEqual([]);
    await form.submit(/^Create center$/).click();
    await waitForToast(page, 'Center Created Successfully');
    await page.waitForURL((url) => url.pathname === '/centers');

    // Stored for the center PIC, with the hosted logo and both payments.
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const created = (await centersOf(adminToken)).find((center) => center.center_name === english);
    expect(created).toMatchObject({ center_type: 'SERVICE_PROVIDER', center_pay: true, online_pay: true, homecare_enabled: false });
    expect(created!.avatar).toMatch(/\/api\/media\/files\/[\w-]+\.png$/);
    const picToken = await apiToken(baseUrl, DEMO_USERS.centerPic.email, DEMO_PASSWORD);
    expect((await centersOf(picToken)).map((center) => center.sys_id)).toContain(created!.sys_id);

    // Two periods on Sunday to Tuesday: 8-10 AM and 4-6 PM, cut in hourly slots.
    const hours = new CenterHoursPage(page);
    await hours.openCenter(created!.sys_id);
    expect(await page.locator('h1').innerText()).toContain(english);
    await hours.addPeriod(['Sun', 'Mon', 'Tue'], AM(8), AM(10));
    await hours.addPeriod(['Mon', 'Tue', 'Wed'], PM(4), PM(6));
    expect(await hours.previewOf('Sun')).toEqual(['08:00 AM - 08:59 AM', '09:00 AM - 09:59 AM']);
    expect(await hours.previewOf('Mon')).toEqual(['08:00 AM - 08:59 AM', '09:00 AM - 09:59 AM', '04:00 PM - 04:59 PM', '05:00 PM - 05:59 PM']);
    expect(await hours.previewOf('Wed')).toEqual(['04:00 PM - 04:59 PM', '05:00 PM - 05:59 PM']);
    expect(await hours.previewOf('Thu')).toEqual([]);
    await hours.create();
    await waitForToast(page, 'Operating hours successfully set');
    const stored = await apiCall<Array<{ day: number; from: string; until: string }>>(baseUrl, `medical-service-read/center-operating-hour/${created!.sys_id}`, {
      token: adminToken,
    });
    expect(stored.payload).toHaveLength(12);
    expect(stored.payload.filter((slot) => slot.day === 1).map((slot) => `${slot.from}-${slot.until}`)).toEqual(['0800-0859', '0900-0959', '1600-1659', '1700-1759']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('the center PIC sees only their centers and updates their lab’s bank details; in Arabic the list and profile are mirrored and Arabic', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const picToken = await apiToken(baseUrl, DEMO_USERS.centerPic.email, DEMO_PASSWORD);
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const own = await centersOf(picToken);
    const all = await centersOf(adminToken);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    const lab = own.find((center) => center.center_name === 'Precision Diagnostics Lab')!;
    expect(lab).toBeDefined();

    await logIn(page, DEMO_USERS.centerPic.email, 'en');
    const list = new CenterListPage(page);
    await list.open();
    expect(await list.registerButton().count()).toBe(0);
    // Exactly their own centers, none of another PIC's.
    expect((await list.rows().locator('a').allInnerTexts()).sort()).toEqual(own.map((center) => center.center_name).sort());

    await list.runAction(lab.center_name, 'Update Information');
    await page.waitForURL((url) => url.pathname === `/centers/update/${lab.sys_id}`);
    const form = new EntityFormPage(page);
    await form.field('Bank Name').waitFor();
    await form.fill({ 'Account Name': 'Precision Diagnostics Co.', 'Bank Name': 'Saudi National Bank', 'Account Number': '6080101675190', 'IBAN Number': 'SA4420000001234567891234' });
    await form.submit(/^Update center$/).click();
    await waitForToast(page, 'Center updated successfully');
    await page.waitForURL((url) => url.pathname === `/centers/profile/${lab.sys_id}`);
    const profile = new ClinicProfilePage(page);
    expect(await profile.value('Bank Name')).toBe('Saudi National Bank');
    expect(await profile.value('IBAN Number')).toBe('SA4420000001234567891234');
    const saved = await apiCall<CenterRow>(baseUrl, `center-read/${lab.sys_id}`, { token: picToken });
    expect(saved.payload).toMatchObject({ bank_name: 'Saudi National Bank', account_number: '6080101675190', pic_id: lab.pic_id, avatar: lab.avatar });

    // In Arabic: right to left, Arabic words everywhere but the names, codes and typed details.
    await new ShellPage(page).logOut();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, DEMO_USERS.centerPic.email, 'ar');
    await list.open();
    await list.row(lab.center_name_arabic).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const header = list.headers();
    const [first, last] = [await header.first().boundingBox(), await header.last().boundingBox()];
    // Mirrored: the ID column is on the right, the actions on the left.
    expect(first!.x).toBeGreaterThan(last!.x);
    const ids = (await list.rows().locator('td:first-child').allInnerTexts()).map((text) => text.trim());
    expect(await englishOutside(page, [...ids, DEMO_USERS.centerPic.name])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/centers/profile/${lab.sys_id}`);
    await page.locator('section[data-sheet="bank"]').waitFor();
    await page.locator('h1', { hasText: lab.center_name_arabic }).waitFor();
    // The stored texts (names, bios, district, bank details) are data, shown as typed; the type and city must read in Arabic.
    const typed = Object.entries(saved.payload)
      .filter(([field, value]) => typeof value === 'string' && !['center_type', 'city'].includes(field))
      .map(([, value]) => value as string);
    expect(await englishOutside(page, [...typed, `…${lab.sys_id.slice(-4)}`, DEMO_USERS.centerPic.name])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);
  });
});
