import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { logIn } from './support/log-in';
import { arabicDigits, excelCsv, invalidNationalId, lettersFor, mobileNumber, runSerial, validNationalId } from './support/patient-csv';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { PatientListPage } from './pages/patient-list.page';
import { PatientUploadPage } from './pages/patient-upload.page';
import { ShellPage } from './pages/shell.page';

const suite = useSuite();

interface StoredPatient {
  sys_id: string;
  name: string;
  phone: string;
  national_id: string | null;
  date_of_birth: string | null;
  country_id: string | null;
}

const adminToken = () => apiToken(suite.server.baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);

/** The patient the server finds by phone (`patient-read/search`), or the status when none. */
async function patientByPhone(token: string, phone: string): Promise<StoredPatient | number> {
  const reply = await apiCall<StoredPatient>(suite.server.baseUrl, `patient-read/search?phone=${encodeURIComponent(phone)}`, { token });
  return reply.result === 'ok' ? reply.payload : reply.status;
}

/** '0551234567' as people write it from abroad: '+966 55 123 4567'. */
const international = (mobile: string) => `+966 ${mobile.slice(1, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;

describe('patients CSV import, end to end', () => {
  it(
    'ADMIN imports an Excel CSV with Arabic digits and bad rows, sees exactly the bad rows, uploads the rest, finds the patients, and a second import creates nothing',
    async () => {
      const { page } = suite.session;
      const { baseUrl } = suite.server;
      const token = await adminToken();
      const serial = runSerial();
      const tag = lettersFor(serial);
      const phone = (n: number) => mobileNumber(serial + n);
      const nid = (n: number) => validNationalId(serial + n);

      // Two demo patients: one the file repeats as it is stored, one whose phone the file gives to somebody else.
      const seeded = await apiCall<{ count: number; data: StoredPatient[] }>(baseUrl, 'patient-read/?page=2&limit=50', { token });
      const [known, phoneOwner] = seeded.payload.data;

      const header = ['Patient Full Name', 'Mobile', 'National ID', 'Birth Date', 'Notes'];
      const rows = [
        /* row 2 */ [`Sara ${tag}`, arabicDigits(phone(0)), arabicDigits(nid(0)), '1990-01-15', 'Allergic to penicillin, asthma'],
        /* row 3 */ [`Omar ${tag}`, international(phone(1)), nid(1), '03/25/1985', ''],
        /* row 4 */ ['نورة القحطاني', phone(2), nid(2), arabicDigits('03/15/1992'), 'Says "call after 4"'],
        /* row 5 */ [`Khalid ${tag}`, phone(3), invalidNationalId(serial + 3), '1980-05-05', ''],
        /* row 6 */ [`Huda ${tag}`, '', nid(4), '1975-07-07', ''],
        /* row 7 */ [`Faisal ${tag}`, phone(5), nid(5), '1990-02-30', ''],
        /* row 8 */ [`Reem ${tag}`, '12345', nid(6), '1999-09-09', ''],
        /* row 9 */ [known.name, known.phone, known.national_id!, '1970-01-01', ''],
        /* row 10 */ [`Maha ${tag}`, phoneOwner.phone, nid(7), '1988-08-08', ''],
      ];
      const file = excelCsv([header, ...rows]);
      const skipped = 'This row will not be uploaded';
      const keptWithout = 'The row is uploaded without it';
      const expectedIssues = [
        ['5', `Khalid ${tag}`, 'Invalid National/Residence ID', invalidNationalId(serial + 3), skipped],
        ['6', `Huda ${tag}`, 'Missing phone number (required)', '—', skipped],
        ['7', `Faisal ${tag}`, 'Invalid date of birth (optional)', '1990-02-30', keptWithout],
        ['8', `Reem ${tag}`, 'Invalid phone number (required)', '12345', 'Must be a valid saudi number'],
      ];

      await logIn(page, DEMO_USERS.admin.email, 'en');
      const upload = new PatientUploadPage(page);

      /** Chooses the file, matches the one column the page cannot guess, and presses Upload. */
      const importFile = async () => {
        await upload.open();
        await upload.chooseFile('patients.csv', file);
        expect(await upload.fileSummary().innerText()).toBe('Patient rows: 9. Columns: 5.');
        await upload.next();
        // 'Mobile', 'National ID' and 'Birth Date' are recognised; 'Patient Full Name' is not.
        expect(await upload.matched('phone')).toBe('Mobile');
        expect(await upload.matched('nationalId')).toBe('National ID');
        expect(await upload.matched('dateOfBirth')).toBe('Birth Date');
        expect(await upload.matched('fullName')).toBe('');
        expect(await upload.stillToMatch().innerText()).toContain('Full name is not matched');
        expect(await upload.uploadButton().isDisabled()).toBe(true);
        await upload.match('fullName', 'Patient Full Name');
        await upload.stillToMatch().waitFor({ state: 'detached' });
        await upload.upload();

        const table = await upload.dialogTable();
        expect(table.headers).toEqual(['Index', 'Name', 'Error', 'Value', 'Notes']);
        expect(table.rows).toEqual(expectedIssues);
        expect(await upload.dialogSummary()).toBe(
          '4 problems were found in the 9 rows of the file. Rows that can be uploaded: 6. Rows left out: 3.',
        );
        await upload.ignoreErrorsAndUpload();
        await waitForToast(page, 'Successfully uploaded to cloud');
        return upload.successCounts();
      };

      // First import: four new patients, the demo patient already registered, three rows left out
      // by the check in the browser and one refused by the server (another patient's phone).
      expect(await importFile()).toEqual({
        'Patients created': '4',
        'Already registered': '1',
        Rejected: '4 (3 in the file check, 1 by the server)',
      });
      // The screen names the row the server refused, and why.
      const refused = page.getByRole('region', { name: 'Rows the server refused' });
      expect(await refused.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^10\\s+Maha ${tag}\\s+\\S`))]);

      // Stored with Western digits, the phone normalised to 05..., the days at 06:00 UTC (SAU for a 1... id: the list below).
      expect(await patientByPhone(token, phone(0))).toMatchObject({
        name: `Sara ${tag}`,
        phone: phone(0),
        national_id: nid(0),
        date_of_birth: '1990-01-15T06:00:00.000Z',
      });
      expect(await patientByPhone(token, phone(1))).toMatchObject({ phone: phone(1), national_id: nid(1), date_of_birth: '1985-03-25T06:00:00.000Z' });
      expect(await patientByPhone(token, phone(2))).toMatchObject({ name: 'نورة القحطاني', national_id: nid(2), date_of_birth: '1992-03-15T06:00:00.000Z' });
      // An impossible date of birth is dropped and the row still goes in.
      expect(await patientByPhone(token, phone(5))).toMatchObject({ name: `Faisal ${tag}`, national_id: nid(5), date_of_birth: null });
      // The rows left out are not stored; the demo patients are untouched.
      expect(await patientByPhone(token, phone(3))).toBe(404);
      expect(await patientByPhone(token, phoneOwner.phone)).toMatchObject({ sys_id: phoneOwner.sys_id, national_id: phoneOwner.national_id });
      expect(await patientByPhone(token, known.phone)).toMatchObject({ sys_id: known.sys_id, date_of_birth: known.date_of_birth });

      // The list is newest first: the four new patients head page 1, in reverse file order.
      const listed = await apiCall<{ count: number; data: StoredPatient[] }>(baseUrl, 'patient-read/?page=1&limit=50', { token });
      expect(listed.payload.count).toBe(seeded.payload.count + 4);
      expect(listed.payload.data.slice(0, 4).map((patient) => [patient.national_id, patient.phone])).toEqual([
        [nid(5), phone(5)],
        [nid(2), phone(2)],
        [nid(1), phone(1)],
        [nid(0), phone(0)],
      ]);
      // The phone lookup answers only what booking shows; the list has the country.
      expect(listed.payload.data[3].country_id).toBe('SAU');

      const list = new PatientListPage(page);
      await list.open();
      expect(await list.headers().allInnerTexts()).toEqual(['Patient ID', 'Patient Name', 'National/Residence ID', 'Phone Number', 'Actions']);
      expect(await list.rows().count()).toBe(10);
      const sara = await list.cellsOf(nid(0));
      // Actions: the medical file, and the patient's history (issue 29).
      expect(sara.slice(1, 5)).toEqual([`Sara ${tag}`, nid(0), phone(0), 'Medical file\nHistory']);
      expect((await list.cellsOf(nid(2))).slice(1, 4)).toEqual(['نورة القحطاني', nid(2), phone(2)]);
      expect(await list.row(nid(3)).count()).toBe(0);

      // Medical file opens the history with the patient's name as its title.
      await list.openMedicalFile(`Sara ${tag}`);
      expect(new URL(page.url()).pathname).toBe(`/patients/medical-history/${(await patientByPhone(token, phone(0)) as StoredPatient).sys_id}`);
      await page.getByText('This patient has no appointments yet').waitFor();
      expect((await page.locator('h1').innerText()).trim()).toBe(`Sara ${tag}`);

      // The same file again: nothing new, every row that goes is already registered.
      expect(await importFile()).toEqual({
        'Patients created': '0',
        'Already registered': '5',
        Rejected: '4 (3 in the file check, 1 by the server)',
      });
      const again = await apiCall<{ count: number }>(baseUrl, 'patient-read/?page=1&limit=1', { token });
      expect(again.payload.count).toBe(seeded.payload.count + 4);
      expect(suite.session.pageErrors).toEqual([]);
    },
    240_000,
  );

  it('in Arabic: the headers are recognised, the dialog and the success screen speak Arabic with Western digits', async () => {
    const { page } = suite.session;
    const token = await adminToken();
    const serial = runSerial() + 50;
    const file = excelCsv([
      ['الاسم', 'رقم الجوال', 'رقم الهوية', 'تاريخ الميلاد'],
      ['فاطمة الزهراني', arabicDigits(mobileNumber(serial)), arabicDigits(validNationalId(serial)), '١٩٩٥-٠٤-٢٠'],
      ['Layla Saleh', mobileNumber(serial + 1), validNationalId(serial + 1), '04/20/1995'],
      ['Ali 2', mobileNumber(serial + 2), validNationalId(serial + 2), '1995-04-20'],
    ]);

    await logIn(page, DEMO_USERS.admin.email, 'ar');
    const upload = new PatientUploadPage(page);
    await upload.open();
    expect((await upload.title().innerText()).trim()).toBe('رفع بيانات المرضى');
    await upload.chooseFile('مرضى.csv', file);
    expect(await upload.fileSummary().innerText()).toBe('عدد صفوف المرضى: 3. عدد الأعمدة: 4.');
    await upload.next();
    expect([await upload.matched('fullName'), await upload.matched('phone'), await upload.matched('nationalId'), await upload.matched('dateOfBirth')]).toEqual([
      'الاسم',
      'رقم الجوال',
      'رقم الهوية',
      'تاريخ الميلاد',
    ]);
    await upload.upload();

    const table = await upload.dialogTable();
    expect(table.headers).toEqual(['الصف', 'الاسم', 'الخطأ', 'القيمة', 'ملاحظات']);
    expect(table.rows).toEqual([['4', 'Ali 2', 'يحتوي الاسم على أحرف غير صالحة (مطلوب)', 'Ali 2', 'لن يُرفع هذا الصف']]);
    await upload.ignoreErrorsAndUpload();
    await waitForToast(page, 'تم الرفع إلى السحابة بنجاح');
    expect(await upload.successCounts()).toEqual({
      'المرضى المضافون': '2',
      'مسجلون مسبقًا': '0',
      المرفوضون: '1 (1 في فحص الملف، و0 من الخادم)',
    });
    expect((await upload.successTitle().innerText()).trim()).toBe('تم الرفع بنجاح!');
    expect(await patientByPhone(token, mobileNumber(serial))).toMatchObject({
      name: 'فاطمة الزهراني',
      national_id: validNationalId(serial),
      date_of_birth: '1995-04-20T06:00:00.000Z',
    });
    expect(await patientByPhone(token, mobileNumber(serial + 2))).toBe(404);

    // 'Click here to go back' starts over at step 1 with nothing chosen.
    await upload.goBack();
    expect(await upload.fileSummary().count()).toBe(0);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('a clinic PIC has no Patients entry and sees the not-allowed page at /patients; the API refuses the list', async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.clinicPic.email, 'en');
    const entries = await new ShellPage(page).sidebarEntries();
    expect(entries).not.toContain('Patients');
    expect(entries).toContain('Upload Patients Data');

    await page.goto('/patients');
    await page.getByText('Only administrators can see this page').waitFor();
    expect((await page.locator('h1').innerText()).trim()).toBe('Patients');
    expect(await page.locator('.mk-data-table').count()).toBe(0);

    const picToken = await apiToken(suite.server.baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
    expect((await apiCall(suite.server.baseUrl, 'patient-read/?page=1&limit=10', { token: picToken })).status).toBe(403);
  });
});
