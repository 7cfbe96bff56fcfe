import { logIn } from './support/log-in';
import { DEMO_USERS } from './support/demo-users';
import { arabicDigits, excelCsv, mobileNumber, runSerial, validNationalId } from './support/patient-csv';
import { apiCall } from './support/server';
import { bookableClinic } from './support/scheduled-physician';
import { useSuite } from './support/suite';
import { AppointmentWizardPage } from './pages/appointments.page';
import { PatientUploadPage } from './pages/patient-upload.page';

const suite = useSuite();

// The server's refusals, as the Arabic UI must show them (packages/i18n/src/api-error-messages.ts).
const NATIONAL_ID_TAKEN = 'يوجد مريض مسجل برقم الهوية الوطنية/الإقامة هذا';
const SLOT_TAKEN = 'حُجز هذا الوقت للتو من قِبل شخص آخر، يرجى اختيار وقت آخر';
const PHONE_OF_ANOTHER = 'رقم الهاتف هذا يخص مريضًا آخر';

interface StoredPatient {
  sys_id: string;
  name: string;
  phone: string;
  national_id: string;
}

describe('server refusals read in Arabic, end to end', () => {
  it('the booking wizard: a taken national id on its field before any slot, then a slot taken at the last moment', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const { picToken, adminToken, clinic, physician } = await bookableClinic(baseUrl);
    const demo = await apiCall<{ data: StoredPatient[] }>(baseUrl, 'patient-read/?page=3&limit=1', { token: adminToken });
    const takenId = demo.payload.data[0].national_id;
    const serial = runSerial() + 70;

    await logIn(page, DEMO_USERS.clinicPic.email, 'ar');
    const wizard = new AppointmentWizardPage(page, 'ar');
    await wizard.open();
    await wizard.searchPhone(mobileNumber(serial));
    // The national id of a patient the marketplace already has: refused on the patient step, before any slot.
    await wizard.registerPatient({ name: `Huda Saleh ${serial}`, phone: mobileNumber(serial), nationalId: takenId, dateOfBirth: '1990-05-17', gender: 'أنثى' });
    await wizard.patientField('nationalId').getByText(NATIONAL_ID_TAKEN).waitFor();
    expect(await page.getByText('A patient with this National/Residence ID already exists').count()).toBe(0);
    expect(await wizard.bookButton().count()).toBe(0);

    // A free id: the patient is registered at Book, but somebody books the chosen slot just before Book arrives.
    await wizard.fillNationalId(validNationalId(serial));
    await wizard.next().click();
    await wizard.chooseBooking(clinic.nameArabic, physician.arabicName, 'زيارة العيادة');
    await wizard.selectFirstAvailableSlot();
    const raced: number[] = [];
    await page.route('**/api/appointment-management/create-appointment-v2', async (route) => {
      const first = await apiCall(baseUrl, 'appointment-management/create-appointment-v2', {
        method: 'POST',
        token: picToken,
        body: route.request().postDataJSON(),
      });
      raced.push(first.status);
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.url().includes('create-appointment-v2'));
    await wizard.bookButton().waitFor();
    await wizard.book();
    const refusal = await answered;
    expect(raced).toEqual([201]);
    expect(refusal.status()).toBe(409);
    expect(((await refusal.json()) as { code?: string }).code).toBe('appointment.slot_taken');
    await page.getByText(SLOT_TAKEN).first().waitFor();
    expect(await page.getByText('This time has just been booked by someone else, please choose another time').count()).toBe(0);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it("the CSV import: a row the server refuses (another patient's phone) is explained in Arabic", async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const { adminToken } = await bookableClinic(baseUrl);
    const serial = runSerial() + 80;
    const owner = (await apiCall<{ data: StoredPatient[] }>(baseUrl, 'patient-read/?page=4&limit=1', { token: adminToken })).payload.data[0];
    const file = excelCsv([
      ['الاسم', 'رقم الجوال', 'رقم الهوية', 'تاريخ الميلاد'],
      ['مها العتيبي', arabicDigits(mobileNumber(serial)), validNationalId(serial), '1991-02-03'],
      ['ريم الشهري', owner.phone, validNationalId(serial + 1), '1992-03-04'],
    ]);

    await logIn(page, DEMO_USERS.admin.email, 'ar');
    const upload = new PatientUploadPage(page);
    await upload.open();
    await upload.chooseFile('مرضى.csv', file);
    await upload.next();
    await upload.upload();
    await upload.successTitle().waitFor();
    const refused = page.getByRole('region', { name: 'الصفوف التي رفضها الخادم' });
    const rows = await refused.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('ريم الشهري');
    expect(rows[0]).toContain(PHONE_OF_ANOTHER);
    expect(rows[0]).not.toMatch(/[A-Za-z]{3,}/);
    expect(suite.session.pageErrors).toEqual([]);
  });
});
