import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { excelCsv, mobileNumber, runSerial, validNationalId } from './support/patient-csv';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { PatientListPage } from './pages/patient-list.page';
import { PatientUploadPage } from './pages/patient-upload.page';

/**
 * UX.md's target on the domain pages: no serious or critical axe-core violation, in English and
 * Arabic. Each page is checked once its real content is there (rows, sheets, the editor), not
 * while a spinner stands in for it.
 */
const suite = useSuite();

interface Targets {
  physicianId: string;
  clinicId: string;
  /** A day (YYYY-MM-DD) on which the clinic has appointments. */
  day: string;
  appointmentId: string;
  /** A patient with appointments, so the history shows rows. */
  patientId: string;
}

let targets: Targets;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * What the pages need, found through the API as ADMIN: a physician, and a clinic day with
 * appointments (today if any clinic has some, else the nearest earlier day) whose first
 * appointment's patient has a history.
 */
async function findTargets(): Promise<Targets> {
  const { baseUrl } = suite.server;
  const token = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
  const physicians = await apiCall<{ rows: Array<{ sys_id: string }> }>(baseUrl, 'doctor-read/v2?page=1&limit=10', { token });
  const clinics = await apiCall<{ data: Array<{ sys_id: string }> }>(baseUrl, 'clinic-read/?page=1&limit=50', { token });
  for (let back = 0; back < 14; back += 1) {
    const day = isoDay(Date.now() - back * 86_400_000);
    for (const clinic of clinics.payload.data) {
      const tiles = await apiCall<Array<{ appointmentId: string }>>(baseUrl, `monitoring/appointment-by-clinic/${clinic.sys_id}?day=${day}`, { token });
      if (tiles.result !== 'ok' || tiles.payload.length === 0) continue;
      const appointmentId = tiles.payload[0].appointmentId;
      const appointment = await apiCall<{ patientPhone: string }>(baseUrl, `monitoring/appointment-by-id/${appointmentId}`, { token });
      const patient = await apiCall<{ sys_id: string }>(baseUrl, `patient-read/search?phone=${encodeURIComponent(appointment.payload.patientPhone)}`, { token });
      return { physicianId: physicians.payload.rows[0].sys_id, clinicId: clinic.sys_id, day, appointmentId, patientId: patient.payload.sys_id };
    }
  }
  throw new Error('the demo data has no appointment in the last two weeks');
}

beforeAll(async () => {
  targets = await findTargets();
});

/**
 * Waits until no antd spinner is spinning (the data has arrived) and no motion runs: a dialog
 * measured while it zooms in is still transparent, and axe reports its text as faint.
 */
const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, [class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'),
  );

/** Opens a page (or, without a path, stays), waits for its content, and returns what axe finds, labelled with `name`. */
async function check(page: Page, path: string | null, ready: () => Promise<unknown>, name = path ?? '') {
  if (path) await page.goto(path);
  await ready();
  await settled(page);
  return { path: name, violations: await seriousViolations(page) };
}

/** Every page checked, even after one has violations, so one run reports them all. */
const allClean = (results: Array<{ path: string; violations: string[] }>) => results.map(({ path }) => ({ path, violations: [] }));

describe.each(['en', 'ar'] as const)('accessibility of the domain pages in %s', (locale) => {
  it('physicians: list, register, profile and schedule editor', async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.admin.email, locale);
    const rows = page.locator('.mk-data-table tbody tr.ant-table-row');
    const results = [
      await check(page, '/physicians', () => rows.first().waitFor()),
      await check(page, '/physicians/register', () => page.getByRole('button', { name: /^(Create Physician|إنشاء الطبيب)$/ }).waitFor()),
      await check(page, `/physicians/profile/${targets.physicianId}`, () => page.locator('section[data-sheet]').first().waitFor()),
      await check(page, `/physicians/update-schedule/${targets.physicianId}`, () => page.locator('.mk-schedule-editor').waitFor()),
    ];
    expect(results).toEqual(allClean(results));
  });

  it('patients: list, medical history with appointments, and the upload: step 1, matching, error dialog, success', async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.admin.email, locale);
    const list = new PatientListPage(page);
    const upload = new PatientUploadPage(page);
    const serial = runSerial() + (locale === 'en' ? 0 : 10);
    // One good row and one the check leaves out, so the dialog opens and the upload still succeeds.
    const file = excelCsv([
      ['name', 'phone', 'national_id', 'date_of_birth'],
      ['Salma Nasser', mobileNumber(serial), validNationalId(serial), '1990-01-15'],
      ['Noor Ali', '', validNationalId(serial + 1), '1990-01-15'],
    ]);
    const results = [
      await check(page, '/patients', () => list.settled()),
      await check(page, `/patients/medical-history/${targets.patientId}`, () => list.settled()),
      await check(page, '/upload-data', () => upload.nextButton().waitFor()),
      await check(
        page,
        null,
        async () => {
          await upload.chooseFile('patients.csv', file);
          await upload.next();
        },
        'upload: column matching',
      ),
      await check(
        page,
        null,
        async () => {
          await upload.upload();
          await upload.dialogTable();
        },
        'upload: Data Validation Error',
      ),
      await check(
        page,
        null,
        async () => {
          await upload.ignoreErrorsAndUpload();
          await upload.successCounts();
        },
        'upload: Upload Successful!',
      ),
    ];
    expect(results).toEqual(allClean(results));
  });

  it('appointments: monitor with tiles, creation wizard step 1, details', async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.admin.email, locale);
    const results = [
      await check(page, `/appointments?date=${targets.day}&clinic=${targets.clinicId}`, () => page.locator('.mk-appointment-tile').first().waitFor()),
      await check(page, '/appointments/create', () => page.locator('#appointment-search-phone').waitFor()),
      await check(page, `/appointments/details/${targets.appointmentId}`, () => page.locator('section[data-sheet="appointment"]').waitFor()),
    ];
    expect(results).toEqual(allClean(results));
  });
});
