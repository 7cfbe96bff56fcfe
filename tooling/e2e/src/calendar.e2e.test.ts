import { seriousViolations } from './support/axe';
import { DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { mobileNumber, runSerial, validNationalId } from './support/patient-csv';
import { apiCall } from './support/server';
import { bookableClinic } from './support/scheduled-physician';
import { useSuite } from './support/suite';
import { AppointmentWizardPage } from './pages/appointments.page';
import { ScheduleExceptionsPage } from './pages/schedule-exceptions.page';

const suite = useSuite();

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Umm al-Qura date as Arabic shows it, without the direction marks Intl may add. */
const hijriArabic = (date: string) =>
  new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/[\u200e\u200f\u061c]/g, '');

describe('days off, end to end (issue 30)', () => {
  it("a physician's day off set on the schedule page in Arabic removes that day's slots from the booking wizard, which shows the Hijri date", async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const { adminToken, clinic, physician } = await bookableClinic(baseUrl);
    const hours = await apiCall<Array<{ day: number }>>(baseUrl, `appointment-management/get-operating-hour/${physician.sys_id}`, { token: adminToken });
    const workingDays = new Set(hours.payload.map((slot) => slot.day));
    // The first working day after tomorrow (UTC, the wizard's days), so every one of its slots is still ahead.
    let offset = 2;
    while (!workingDays.has(new Date(Date.now() + offset * DAY_MS).getUTCDay())) offset++;
    const dayOff = isoDay(Date.now() + offset * DAY_MS);
    const note = 'مؤتمر طبي';

    await logIn(page, DEMO_USERS.clinicPic.email, 'ar');
    await page.goto(`/physicians/update-schedule/${physician.sys_id}`);
    const exceptions = new ScheduleExceptionsPage(page, 'ar');
    await exceptions.card().waitFor();
    await exceptions.addDayOff(dayOff, note);
    // Listed with its Hijri date beside the Gregorian one.
    await exceptions.card().getByText(hijriArabic(dayOff), { exact: false }).first().waitFor();

    const serial = runSerial() + 90;
    const wizard = new AppointmentWizardPage(page, 'ar');
    await wizard.open();
    await wizard.searchPhone(mobileNumber(serial));
    await wizard.registerPatient({ name: `Huda Saleh ${serial}`, phone: mobileNumber(serial), nationalId: validNationalId(serial), dateOfBirth: '1990-05-17', gender: 'أنثى' });
    await wizard.chooseBooking(clinic.nameArabic, physician.arabicName, 'زيارة العيادة');
    const hijri = page.getByTestId('hijri-date');
    for (let day = 0; day < offset; day++) {
      const before = await hijri.innerText();
      await page.getByRole('button', { name: 'اليوم التالي' }).click();
      await page.waitForFunction((shown) => document.querySelector('[data-testid="hijri-date"]')?.textContent !== shown, before);
    }
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect((await hijri.innerText()).replace(/[\u200e\u200f\u061c]/g, '')).toBe(hijriArabic(dayOff));
    await page.getByText(`الطبيب غير متاح في هذا اليوم (${note}). جرّب يومًا آخر.`).waitFor();
    expect(await wizard.slots().count()).toBe(0);

    // The days after it still offer the physician's slots.
    await page.getByRole('button', { name: 'اليوم التالي' }).click();
    expect(await wizard.selectFirstAvailableSlot()).toBeTruthy();
    expect(suite.session.pageErrors).toEqual([]);
  });

  it("ADMIN confirms a proposed public holiday on the marketplace calendar, in Arabic", async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.admin.email, 'ar');
    await page.goto('/calendar');
    await page.getByRole('heading', { name: 'تقويم السوق' }).waitFor();
    // The demo seeds this year's Umm al-Qura proposals, none confirmed yet.
    const row = page.getByRole('row').filter({ hasText: 'اليوم الوطني' });
    await row.getByText('بانتظار التأكيد').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'تأكيد اليوم الوطني' }).click();
    await row.getByText('مؤكدة', { exact: true }).waitFor();
    expect(suite.session.pageErrors).toEqual([]);
  });
});
