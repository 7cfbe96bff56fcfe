import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { logIn } from './support/log-in';
import { mobileNumber, runSerial, validNationalId } from './support/patient-csv';
import { apiCall, apiToken } from './support/server';
import { bookableClinic } from './support/scheduled-physician';
import { useSuite } from './support/suite';
import { AppointmentDetailsPage, AppointmentMonitorPage, AppointmentWizardPage } from './pages/appointments.page';

const suite = useSuite();

interface Tile {
  appointmentId: string;
  drName: string;
  time: string;
  state: 0 | 1 | 2;
  status?: string;
  dateTime?: string;
  patientName?: string;
}

const HOUR = 3_600_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('appointments, end to end', () => {
  it('a clinic PIC books for a new patient through the wizard, sees it on the monitor, cancels another and marks a past one as no-show', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const { picToken, clinic, physician } = await bookableClinic(baseUrl);
    const owned = await apiCall<{ data: Array<{ sys_id: string }> }>(baseUrl, 'clinic-read/?page=1&limit=50', { token: picToken });
    const tilesOn = async (day: string, clinicId = clinic.sys_id) =>
      (await apiCall<Tile[]>(baseUrl, `monitoring/appointment-by-clinic/${clinicId}?day=${day}`, { token: picToken })).payload;

    await logIn(page, DEMO_USERS.clinicPic.email, 'en');

    // Book for a patient the marketplace does not know yet.
    const serial = runSerial();
    const patient = { name: `Huda Saleh ${serial}`, phone: mobileNumber(serial), nationalId: validNationalId(serial), dateOfBirth: '1990-05-17', gender: 'Female' };
    const wizard = new AppointmentWizardPage(page);
    await wizard.open();
    await wizard.searchPhone(patient.phone);
    await page.getByText('Register a new patient').waitFor();
    await wizard.registerPatient(patient);
    await wizard.chooseBooking(clinic.name, physician.name, 'Walk-in');
    const slotLabel = await wizard.selectFirstAvailableSlot();
    await wizard.book();
    await waitForToast(page, 'Appointment created successfully!');
    await page.waitForURL((url) => url.pathname === '/appointments' && url.searchParams.get('clinic') === clinic.sys_id);
    const bookedDay = new URL(page.url()).searchParams.get('date')!;
    const booked = (await tilesOn(bookedDay)).find((tile) => tile.patientName === patient.name);
    expect(booked).toMatchObject({ drName: physician.name, state: 0 });
    const monitor = new AppointmentMonitorPage(page);
    await monitor.tile(booked!.appointmentId).waitFor();
    // The wizard's slot and the monitor's tile both say the start in 12-hour time.
    expect(await monitor.tile(booked!.appointmentId).innerText()).toContain(slotLabel.split(/\s*–\s*/)[0]);
    // Booked at the PIC's clinic: the lookup shows them the national id in full.
    const stored = await apiCall<{ phone: string; national_id: string }>(baseUrl, `patient-read/search?phone=${patient.phone}`, {
      token: picToken,
    });
    expect(stored.payload).toMatchObject({ phone: patient.phone, national_id: patient.nationalId });

    // Cancel another upcoming appointment of the clinic from its tile.
    let upcoming: { day: string; tile: Tile } | undefined;
    for (let offset = 0; offset < 14 && !upcoming; offset++) {
      const day = isoDay(Date.now() + offset * 24 * HOUR);
      const tile = (await tilesOn(day)).find((candidate) => candidate.state === 0 && candidate.appointmentId !== booked!.appointmentId);
      if (tile) upcoming = { day, tile };
    }
    expect(upcoming).toBeDefined();
    await monitor.open(upcoming!.day, clinic.sys_id);
    await monitor.tile(upcoming!.tile.appointmentId).waitFor();
    await monitor.cancel(upcoming!.tile.appointmentId);
    await waitForToast(page, 'Appointment canceled successfully');
    await monitor.tile(upcoming!.tile.appointmentId).waitFor({ state: 'detached' });
    const cancelled = await apiCall<{ status: string }>(baseUrl, `monitoring/appointment-by-id/${upcoming!.tile.appointmentId}`, { token: picToken });
    expect(cancelled.payload.status).toBe('canceled');

    // Mark as no-show an appointment of the PIC's clinics whose time passed less than 48 hours ago.
    const now = Date.now();
    const recentTiles: Tile[] = [];
    for (const { sys_id } of owned.payload.data) {
      for (const daysAgo of [2, 1, 0]) recentTiles.push(...(await tilesOn(isoDay(now - daysAgo * 24 * HOUR), sys_id)));
    }
    const recent = recentTiles.find(
      (tile) =>
        ['confirmed', 'pending', 'waiting'].includes(tile.status ?? '') &&
        Date.parse(tile.dateTime!) < now - 0.5 * HOUR &&
        Date.parse(tile.dateTime!) > now - 47 * HOUR,
    );
    expect(recent).toBeDefined();
    const details = new AppointmentDetailsPage(page);
    await details.open(recent!.appointmentId);
    expect(await details.button('No Show').isEnabled()).toBe(true);
    expect(await details.button('Cancel Appointment').count()).toBe(0);
    await details.markNoShow();
    await waitForToast(page, 'The appointment is marked as no show');
    await details.button('No Show').waitFor({ state: 'detached' });
    expect(await details.button('Insurance Details').count()).toBe(0);
    const noShow = await apiCall<{ status: string }>(baseUrl, `monitoring/appointment-by-id/${recent!.appointmentId}`, { token: picToken });
    expect(noShow.payload.status).toBe('patient_noshow');
    expect(suite.session.pageErrors).toEqual([]);
  });

  it("a PIC cannot open another clinic's monitor or appointment", async () => {
    const { baseUrl } = suite.server;
    const picToken = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
    const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const clinics = await apiCall<{ rows: Array<{ sys_id: string; registered_clinic_name: string }> }>(baseUrl, 'clinic-read/clinics?page=1&limit=50', {
      token: adminToken,
    });
    const other = clinics.payload.rows.find((row) => !['Al Noor Family Clinic', 'Smile Dental Center'].includes(row.registered_clinic_name))!;
    const monitor = await apiCall(baseUrl, `monitoring/appointment-by-clinic/${other.sys_id}?day=${isoDay(Date.now())}`, { token: picToken });
    expect(monitor.status).toBe(403);
  });
});
