import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { EntityFormPage } from './pages/entity-form.page';
import { fillEntityForm } from './support/entity-form';
import { PhysicianSchedulePage } from './pages/physician-schedule.page';

const suite = useSuite();

interface ListedPhysician {
  sys_id: string;
  name: string;
  clinic_id: string;
  clinic?: { registered_clinic_name: string };
}

const slotsOf = async (baseUrl: string, token: string, physicianId: string) =>
  (await apiCall<Array<{ day: number; from: string; until: string }>>(baseUrl, `appointment-management/get-operating-hour/${physicianId}`, { token }))
    .payload;

describe('physicians, end to end', () => {
  it('ADMIN registers a physician with walk-in and online services, sets two periods on three days, previews and resets the schedule', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const token = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    await logIn(page, DEMO_USERS.admin.email, 'en');

    const physicianId = await registerPhysician();

    // Two periods on Sunday, Monday and Tuesday: 9:00-11:00 AM and 5:00-6:00 PM in 30-minute slots.
    const schedule = new PhysicianSchedulePage(page);
    await schedule.open(physicianId);
    await schedule.addPeriod(['Sun', 'Mon', 'Tue'], { hour: 9, minute: 0, meridiem: 'AM' }, { hour: 11, minute: 0, meridiem: 'AM' });
    await schedule.addPeriod(['Sun', 'Mon', 'Tue'], { hour: 5, minute: 0, meridiem: 'PM' }, { hour: 6, minute: 0, meridiem: 'PM' });
    // A slot ends one minute before the next starts (spec 1 section 4).
    const expected = ['09:00 AM - 09:29 AM', '09:30 AM - 09:59 AM', '10:00 AM - 10:29 AM', '10:30 AM - 10:59 AM', '05:00 PM - 05:29 PM', '05:30 PM - 05:59 PM'];
    expect(await schedule.previewOf('Mon')).toEqual(expected);
    expect(await schedule.previewOf('Tue')).toEqual(expected);
    expect(await schedule.previewOf('Wed')).toEqual([]);
    await schedule.create();
    await waitForToast(page, "Physician's schedule created successfully");

    // The server stored the cut slots: six on each of the three days.
    const stored = await slotsOf(baseUrl, token, physicianId);
    expect(stored).toHaveLength(18);
    expect(stored.filter((slot) => slot.day === 0).map((slot) => `${slot.from}-${slot.until}`)).toEqual([
      '0900-0929',
      '0930-0959',
      '1000-1029',
      '1030-1059',
      '1700-1729',
      '1730-1759',
    ]);

    // Reopened, the editor shows what was stored; Reset empties it.
    await schedule.open(physicianId);
    expect(await schedule.previewOf('Sun')).toEqual(expected);
    await schedule.reset();
    await waitForToast(page, "Physician's schedule successfully reset");
    expect(await slotsOf(baseUrl, token, physicianId)).toEqual([]);
    expect(suite.session.pageErrors).toEqual([]);

    /** Registers through the form, then opens the schedule from the new physician's row. */
    async function registerPhysician(): Promise<string> {
      const suffix = String(Date.now()).slice(-7);
      const name = `Layla Haddad ${suffix}`;
      await page.goto('/physicians');
      await page.getByRole('button', { name: 'Register New Physician' }).click();
      await page.waitForURL((url) => url.pathname === '/physicians/register');
      const form = new EntityFormPage(page);
      await fillEntityForm(form, {
        texts: {
          'Physician Name (English)': name.toLowerCase(),
          'Physician Name (Arabic)': `ليلى حداد ${suffix}`,
          'Bio (English)': 'Family dentist with ten years of practice.',
          'Bio (Arabic)': 'طبيبة أسنان للعائلة.',
          'Phone Number': `055${suffix}`,
          Email: `layla.${suffix}@example.com`,
          Password: 'Layla@12345',
          'SCFHS Number': '456789',
          'Consultation Duration (minutes)': '30',
          'Online Consultation Fees (SAR)': '120',
          'Walk-In Fees (SAR)': '200',
        },
        choices: { Title: 'Specialist Physician', Gender: 'Female', Clinic: 'Al Noor Family Clinic', Specialization: 'Dentistry' },
        checks: ['Walk-In', 'Online Consultation'],
      });
      await form.submit(/^Create Physician$/).click();
      await waitForToast(page, 'Physician Created Successfully');
      await page.waitForURL((url) => url.pathname === '/physicians');

      // The list finds it by name, title-cased on the way in, with its clinic.
      await page.goto(`/physicians?name=${encodeURIComponent(suffix)}`);
      const row = page.locator('.mk-data-table tbody tr.ant-table-row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.innerText()).toContain('Al Noor Family Clinic');
      await row.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: 'Update Schedule' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/physicians/update-schedule/'));
      const physicianId = new URL(page.url()).pathname.split('/').pop()!;

      const stored = await apiCall<{ name: string; walkin_enabled: boolean; audio_enabled: boolean; video_enabled: boolean; text_enabled: boolean; consultation_duration: number }>(
        baseUrl,
        `doctor-read/${physicianId}`,
        { token },
      );
      expect(stored.payload).toMatchObject({
        name,
        walkin_enabled: true,
        audio_enabled: true,
        text_enabled: true,
        video_enabled: true,
        consultation_duration: 30,
      });
      return physicianId;
    }
  });

  it("the clinic PIC sees only their clinics' physicians and cannot reach another clinic's", async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const picToken = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
    const own = await apiCall<{ count: number; rows: ListedPhysician[] }>(baseUrl, 'doctor-read/v2?page=1&limit=30', { token: picToken });
    const ownClinics = new Set(own.payload.rows.map((row) => row.clinic?.registered_clinic_name));
    expect(own.payload.count).toBeGreaterThan(0);
    expect([...ownClinics].sort()).toEqual(['Al Noor Family Clinic', 'Smile Dental Center']);

    const everyone = await apiCall<{ count: number; rows: ListedPhysician[] }>(baseUrl, 'doctor-read/v2?page=1&limit=30', { token: adminToken });
    const ownIds = new Set(own.payload.rows.map((row) => row.clinic_id));
    const stranger = everyone.payload.rows.find((row) => !ownIds.has(row.clinic_id))!;
    expect(stranger).toBeDefined();

    await logIn(page, DEMO_USERS.clinicPic.email, 'en');
    await page.goto('/physicians');
    const rows = page.locator('.mk-data-table tbody tr.ant-table-row');
    await rows.first().waitFor();
    const clinicsShown = await rows.evaluateAll((elements) => elements.map((row) => row.textContent ?? ''));
    for (const text of clinicsShown) expect(text).toMatch(/Al Noor Family Clinic|Smile Dental Center/);
    expect(await page.getByLabel('Clinic', { exact: true }).count()).toBe(0);

    // Searching for another clinic's physician by name never shows that clinic, and the API refuses it.
    await page.goto(`/physicians?name=${encodeURIComponent(stranger.name)}`);
    await page.locator('.mk-data-table').waitFor();
    await page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
    const found = await rows.evaluateAll((elements) => elements.map((row) => row.textContent ?? ''));
    for (const text of found) expect(text).not.toContain(stranger.clinic!.registered_clinic_name);
    const direct = await apiCall(baseUrl, `doctor-read/${stranger.sys_id}`, { token: picToken });
    expect([403, 404]).toContain(direct.status);
  });
});
