import type { Page } from 'playwright-core';

/** Picks an option of an antd select found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** The Appointment Monitor (appointments), in English. */
export class AppointmentMonitorPage {
  constructor(private readonly page: Page) {}

  readonly tiles = () => this.page.locator('.mk-appointment-tile');
  readonly tile = (appointmentId: string) =>
    this.tiles().filter({ has: this.page.locator(`a[href="/appointments/details/${appointmentId}"]`) });

  async open(date: string, clinicId: string) {
    await this.page.goto(`/appointments?date=${date}&clinic=${encodeURIComponent(clinicId)}`);
    await this.page.getByRole('heading', { name: 'Appointment Monitor' }).waitFor();
  }

  /** Cancels an upcoming tile through its cancel control and the confirmation dialog. */
  async cancel(appointmentId: string) {
    await this.tile(appointmentId).getByRole('button', { name: /^Cancel the appointment with / }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  }
}

export interface NewPatient {
  name: string;
  phone: string;
  nationalId: string;
  dateOfBirth: string;
  gender: string;
}

/** The three-step creation wizard (appointments/create), in English. */
export class AppointmentWizardPage {
  constructor(private readonly page: Page) {}

  // Ends with: antd keeps the leaving 'loading' icon (named 'loading') in the button until its motion ends.
  readonly next = () => this.page.getByRole('button', { name: /(^| )Next$/ });
  readonly slots = () => this.page.getByRole('group', { name: 'Time slots' }).locator('button');
  readonly availableSlots = () => this.page.getByRole('group', { name: 'Time slots' }).locator('button[data-slot-state="available"]');

  async open() {
    await this.page.goto('/appointments/create');
    await this.page.getByLabel('Phone number', { exact: true }).waitFor();
  }

  async searchPhone(phone: string) {
    await this.page.getByLabel('Phone number', { exact: true }).fill(phone);
    await this.next().click();
  }

  async registerPatient(patient: NewPatient) {
    await this.page.getByLabel('Patient name', { exact: true }).fill(patient.name);
    await this.page.getByLabel('National/Residence ID', { exact: true }).fill(patient.nationalId);
    await this.page.getByLabel('Date of birth', { exact: true }).fill(patient.dateOfBirth);
    await choose(this.page, 'Gender', patient.gender);
    await this.next().click();
  }

  async chooseBooking(clinic: string, physician: string, type: string) {
    await choose(this.page, 'Clinic', clinic);
    await choose(this.page, 'Physician', physician);
    await choose(this.page, 'Appointment type', type);
  }

  /** Moves day by day (at most `days`) until a slot is available, then selects the first; returns its label. */
  async selectFirstAvailableSlot(days = 14): Promise<string> {
    for (let tries = 0; tries <= days; tries++) {
      await this.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
      if ((await this.availableSlots().count()) > 0) {
        const slot = this.availableSlots().first();
        const label = (await slot.locator('bdi').innerText()).trim();
        await slot.click();
        await this.page.getByRole('group', { name: 'Time slots' }).locator('button[aria-pressed="true"]').waitFor();
        return label;
      }
      await this.page.getByRole('button', { name: 'Next day' }).click();
    }
    throw new Error(`No available slot within ${days} days`);
  }

  async book() {
    await this.page.getByRole('button', { name: 'Book Appointment' }).click();
  }
}

/** Appointment Details (appointments/details/{id}), in English. */
export class AppointmentDetailsPage {
  constructor(private readonly page: Page) {}

  readonly button = (name: string) => this.page.getByRole('button', { name, exact: true });

  async open(appointmentId: string) {
    await this.page.goto(`/appointments/details/${appointmentId}`);
    await this.page.getByText('Appointment ID').first().waitFor();
  }

  async markNoShow() {
    await this.button('No Show').click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'No Show' }).click();
  }
}
