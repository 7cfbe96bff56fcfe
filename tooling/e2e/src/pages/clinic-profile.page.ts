import type { Page } from 'playwright-core';

/** A clinic's profile: title, data sheets, Update Clinic and Remove Clinic. */
export class ClinicProfilePage {
  constructor(private readonly page: Page) {}

  readonly title = () => this.page.locator('h1');
  readonly sheet = (name: RegExp) => this.page.locator('section[data-sheet]').filter({ has: this.page.getByRole('heading', { name }) });

  /** The value beside a label in the data sheets. */
  async value(label: string): Promise<string> {
    const cell = this.page.locator('.ant-descriptions-item-label', { hasText: label }).first().locator('xpath=following-sibling::*[1]');
    return (await cell.innerText()).trim();
  }

  async remove() {
    await this.page.getByRole('button', { name: /^(Remove Clinic|حذف العيادة)$/ }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: /^(Remove|حذف)$/ }).click();
  }
}
