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

const WIZARD_WORDS = {
  en: {
    next: /(^| )Next$/,
    slots: 'Time slots',
    phone: 'Phone number',
    name: 'Patient name',
    nationalId: 'National/Residence ID',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    clinic: 'Clinic',
    physician: 'Physician',
    type: 'Appointment type',
    nextDay: 'Next day',
    book: 'Book Appointment',
  },
  ar: {
    next: /(^| )التالي$/,
    slots: 'الأوقات المتاحة',
    phone: 'رقم الجوال',
    name: 'اسم المريض',
    nationalId: 'رقم الهوية/الإقامة',
    dateOfBirth: 'تاريخ الميلاد',
    gender: 'الجنس',
    clinic: 'العيادة',
    physician: 'الطبيب',
    type: 'نوع الموعد',
    nextDay: 'اليوم التالي',
    book: 'حجز الموعد',
  },
};

/** The three-step creation wizard (appointments/create), in English or Arabic. */
export class AppointmentWizardPage {
  private readonly words: (typeof WIZARD_WORDS)['en'];

  constructor(
    private readonly page: Page,
    locale: 'en' | 'ar' = 'en',
  ) {
    this.words = WIZARD_WORDS[locale];
  }

  // Ends with: antd keeps the leaving 'loading' icon (named 'loading') in the button until its motion ends.
  readonly next = () => this.page.getByRole('button', { name: this.words.next });
  readonly slots = () => this.page.getByRole('group', { name: this.words.slots }).locator('button');
  readonly availableSlots = () => this.page.getByRole('group', { name: this.words.slots }).locator('button[data-slot-state="available"]');
  /** The form item (label, input and its error) of a patient field. */
  readonly patientField = (field: 'nationalId' | 'name') =>
    this.page.locator('.ant-form-item').filter({ has: this.page.getByLabel(this.words[field], { exact: true }) });

  async open() {
    await this.page.goto('/appointments/create');
    await this.page.getByLabel(this.words.phone, { exact: true }).waitFor();
  }

  async searchPhone(phone: string) {
    await this.page.getByLabel(this.words.phone, { exact: true }).fill(phone);
    await this.next().click();
  }

  async registerPatient(patient: NewPatient) {
    await this.page.getByLabel(this.words.name, { exact: true }).fill(patient.name);
    await this.fillNationalId(patient.nationalId);
    // Typed as the product shows days, dd-MM-yyyy ('1990-05-17' -> '17-05-1990').
    await this.page.getByLabel(this.words.dateOfBirth, { exact: true }).fill(patient.dateOfBirth.split('-').reverse().join('-'));
    await choose(this.page, this.words.gender, patient.gender);
    await this.next().click();
  }

  async fillNationalId(nationalId: string) {
    await this.page.getByLabel(this.words.nationalId, { exact: true }).fill(nationalId);
  }

  async chooseBooking(clinic: string, physician: string, type: string) {
    await choose(this.page, this.words.clinic, clinic);
    await choose(this.page, this.words.physician, physician);
    await choose(this.page, this.words.type, type);
  }

  /** Moves day by day (at most `days`) until a slot is available, then selects the first; returns its label. */
  async selectFirstAvailableSlot(days = 14): Promise<string> {
    for (let tries = 0; tries <= days; tries++) {
      await this.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
      if ((await this.availableSlots().count()) > 0) {
        const slot = this.availableSlots().first();
        const label = (await slot.locator('bdi').innerText()).trim();
        await slot.click();
        await this.page.getByRole('group', { name: this.words.slots }).locator('button[aria-pressed="true"]').waitFor();
        return label;
      }
      await this.page.getByRole('button', { name: this.words.nextDay }).click();
    }
    throw new Error(`No available slot within ${days} days`);
  }

  readonly bookButton = () => this.page.getByRole('button', { name: this.words.book });

  async book() {
    await this.bookButton().click();
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
