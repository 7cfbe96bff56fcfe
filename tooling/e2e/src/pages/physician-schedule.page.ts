import type { Page } from 'playwright-core';

export interface TimeOfDay {
  hour: number;
  minute: number;
  meridiem: 'AM' | 'PM';
}

/** The physician schedule editor (physicians/update-schedule/{id}), in English. */
export class PhysicianSchedulePage {
  constructor(private readonly page: Page) {}

  readonly editor = () => this.page.locator('.mk-schedule-editor');
  readonly periods = () => this.page.getByRole('list', { name: 'Periods' }).getByRole('listitem');
  readonly previewSlots = () => this.page.getByRole('list', { name: 'Weekly preview' }).getByRole('listitem');

  async open(physicianId: string) {
    await this.page.goto(`/physicians/update-schedule/${physicianId}`);
    await this.editor().waitFor();
  }

  private async setTime(which: 'From' | 'Until', time: TimeOfDay) {
    await this.page.getByLabel(`${which} hour`).fill(String(time.hour));
    await this.page.getByLabel(`${which} minute`).fill(String(time.minute));
    await this.page.getByRole('radiogroup', { name: `${which} AM or PM` }).getByText(time.meridiem, { exact: true }).click();
  }

  /** Adds a period on the given days (Sun, Mon...) through the creator. */
  async addPeriod(days: string[], from: TimeOfDay, until: TimeOfDay) {
    const creator = this.page.getByRole('group', { name: 'Days' });
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      const box = creator.getByRole('checkbox', { name: day, exact: true });
      if ((await box.isChecked()) !== days.includes(day)) await box.click();
    }
    await this.setTime('From', from);
    await this.setTime('Until', until);
    const before = await this.periods().count();
    await this.page.getByRole('button', { name: 'Add period' }).click();
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('.mk-schedule-editor ul[aria-label="Periods"] > li').length === n,
      before + 1,
    );
  }

  /** Chooses the preview day and returns the slot labels it shows ('9:00 AM - 9:30 AM'...). */
  async previewOf(day: string): Promise<string[]> {
    await this.page.getByRole('radiogroup', { name: 'Day to preview' }).getByText(day, { exact: true }).click();
    return this.previewSlots().allTextContents();
  }

  async create() {
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
  }

  async reset() {
    await this.page.getByRole('note').getByRole('button', { name: 'Reset' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  }
}
